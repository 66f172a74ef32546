import { Box, Chip, Typography } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { formatDate, jobDateFormat } from '../../domain/formats';
import type { AuditEvent } from '../../domain/schemas/auditEvent';
import { changeLines } from './auditChange';

const MAX_LINES = 6;

/** The entries: when, who (e-mail), the action (support actions marked), the organization, the target, before → after. */
export function AuditLogTable({ showOrganization }: { showOrganization: boolean }) {
  const translate = useTranslate();
  const label = (field: string) => `resources.auditEvents.fields.${field}`;
  return (
    <DataTable<AuditEvent> bulkActionButtons={false} rowClick={false} empty={<Typography sx={{ p: 2 }}>{translate('auditEvents.empty')}</Typography>}>
      <DataTable.Col source="occurredOnUtc" label={label('occurredOnUtc')} render={(r) => formatDate(r.occurredOnUtc, jobDateFormat)} />
      <DataTable.Col source="actorEmail" label={label('actorEmail')} disableSort />
      <DataTable.Col
        source="action"
        label={label('action')}
        disableSort
        render={(r) => (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <span>{translate(`auditEvents.actions.${r.action}`, { _: r.action })}</span>
            {r.supportAction && <Chip size="small" color="warning" variant="outlined" label={translate('auditEvents.supportAction')} />}
          </Box>
        )}
      />
      {showOrganization && (
        <DataTable.Col
          source="organizationName"
          label={label('organizationName')}
          disableSort
          render={(r) => r.organizationName ?? `#${r.organizationId ?? ''}`}
        />
      )}
      <DataTable.Col
        source="targetType"
        label={label('target')}
        disableSort
        render={(r) => `${translate(`auditEvents.targetTypes.${r.targetType}`, { _: r.targetType })}${r.targetId ? ` ${r.targetId}` : ''}`}
      />
      <DataTable.Col source="after" label={label('change')} disableSort render={(r) => <ChangeCell event={r as AuditEvent} />} />
    </DataTable>
  );
}

function ChangeCell({ event }: { event: AuditEvent }) {
  const translate = useTranslate();
  const lines = changeLines(event);
  const more = Math.max(0, lines.length - MAX_LINES);
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', wordBreak: 'break-word' }}>
      {lines.slice(0, MAX_LINES).map((line, i) => (
        <li key={i}>{line}</li>
      ))}
      {more ? <li>{translate('auditEvents.moreChanges', { count: more })}</li> : null}
    </Box>
  );
}
