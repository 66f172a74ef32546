/**
 * The alerts button's list (AlertsButton.tsx), a chunk of its own: it is loaded when the list is first
 * opened, so that the app bar of the first screen carries neither the list's components nor date-fns.
 */
import { Chip, List, ListItem, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AlertRow } from '../domain/alerts/alerts';
import { formatDate, userDetailDateFormat } from '../domain/formats';

/** Only Critical in colour: MUI's warning and info colours on white fail the contrast check (axe, in Chromium). */
const severityColor = { Critical: 'error', Warning: 'default', Information: 'default' } as const;

export default function AlertsList({ rows, titleId }: { rows: AlertRow[]; titleId: string }) {
  const translate = useTranslate();
  return (
    <List dense aria-labelledby={titleId} sx={{ maxHeight: 360, overflow: 'auto' }}>
      {rows.map((a) => (
        <ListItem key={a.Id} disableGutters alignItems="flex-start">
          <ListItemText
            primary={a.Title}
            secondary={
              <>
                <Chip
                  component="span"
                  size="small"
                  variant="outlined"
                  color={a.Severity ? severityColor[a.Severity] : 'default'}
                  label={translate(`alerts.severity.${a.Severity ?? 'Information'}`)}
                  sx={{ mr: 1 }}
                />
                {formatDate(a.RaisedOnUtc, userDetailDateFormat)}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
