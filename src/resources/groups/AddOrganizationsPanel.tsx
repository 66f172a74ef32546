import { Box, Button, Checkbox, CircularProgress, Drawer, FormControlLabel, IconButton, TextField, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useReportError } from '../../components/errorBar';
import { useUnsavedInputGuard } from '../../components/unsavedInput';
import { errorDetail, type AppDataProvider } from '../../dataProvider';
import type { OrganizationGroup } from '../../domain/schemas/group';
import { VirtualRows } from './VirtualRows';

const PICK_ROW_HEIGHT = 42;

export interface AddOrganizationsPanelProps {
  group: OrganizationGroup;
  /** The organizations the user may view (the picker's choices), by name. */
  organizations: readonly { id: number; name: string }[];
}

/**
 * The add-organizations panel over /groups/{groupId}/add-organizations (doc 001 §2.1, §4): pick
 * organizations (search by name), then Select adds them, one call per organization, run together;
 * while they run the button is disabled and a progress indicator shows; afterwards, success or
 * failure, the panel closes and the URL returns to /groups/{groupId}. Each failure shows in the
 * error bar naming its organization, with the server's message.
 */
export function AddOrganizationsPanel({ group, organizations }: AddOrganizationsPanelProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const report = useReportError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [running, setRunning] = useState(false);
  const members = useMemo(() => new Set(group.organizations), [group.organizations]);
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? organizations.filter((o) => o.name.toLowerCase().includes(q)) : organizations;
  }, [organizations, query]);
  const close = () => navigate(`/groups/${group.id}`);
  // Ticked organizations are unsaved input; the search box is not.
  const guard = useUnsavedInputGuard(close, { dirty: picked.size > 0 && !running });
  const toggle = (id: number, on: boolean) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const select = async () => {
    setRunning(true);
    const ids = [...picked];
    const results = await Promise.allSettled(ids.map((id) => dataProvider.addOrganizationToGroup(group.id, id)));
    const nameOf = new Map(organizations.map((o) => [o.id, o.name]));
    results.forEach((r, i) => {
      if (r.status === 'rejected') {
        const name = nameOf.get(ids[i]) ?? String(ids[i]);
        report(
          new Error(translate('groups.error.addFailure', { organization: name, message: errorDetail(translate, r.reason) })),
          'groups.error.addOrganization',
        );
      }
    });
    if (results.every((r) => r.status === 'fulfilled')) notify('groups.added', { type: 'success' });
    await queryClient.invalidateQueries({ queryKey: ['groups'] });
    setRunning(false);
    close();
  };

  const title = translate('groups.picker.title', { name: group.name });
  return (
    <>
      <Drawer
        anchor="right"
        open
        onClose={running ? undefined : guard.requestClose}
        slotProps={{ paper: { sx: { width: { xs: '100%', sm: 440 } }, role: 'dialog', 'aria-label': title } as object }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', p: 2, gap: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography component="h2" variant="h6">
              {title}
            </Typography>
            <IconButton aria-label={translate('groups.actions.close')} onClick={guard.requestClose} disabled={running}>
              <CloseIcon />
            </IconButton>
          </Box>
          <TextField type="search" size="small" label={translate('groups.picker.search')} value={query} onChange={(e) => setQuery(e.target.value)} />
          {shown.length === 0 && <Typography role="status">{translate('groups.picker.none')}</Typography>}
          <Box sx={{ flex: 1, minHeight: 0 }}>
            <VirtualRows
              count={shown.length}
              rowHeight={PICK_ROW_HEIGHT}
              height="100%"
              label={translate('groups.picker.search')}
              rowKey={(i) => shown[i].id}
              renderRow={(i) => {
                const o = shown[i];
                const member = members.has(o.id);
                return (
                  <FormControlLabel
                    sx={{ height: PICK_ROW_HEIGHT, m: 0, width: '100%' }}
                    control={
                      <Checkbox
                        size="small"
                        checked={member || picked.has(o.id)}
                        disabled={member || running}
                        onChange={(e) => toggle(o.id, e.target.checked)}
                      />
                    }
                    label={member ? `${o.name} (${translate('groups.picker.alreadyMember')})` : o.name}
                  />
                );
              }}
            />
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 2, pt: 1, borderTop: 1, borderColor: 'divider' }}>
            {running && <CircularProgress size={24} aria-label={translate('groups.picker.adding')} />}
            <Typography color="text.secondary">{translate('groups.picker.selected', { count: picked.size })}</Typography>
            <Button variant="contained" disabled={running || picked.size === 0} onClick={() => void select()}>
              {translate('groups.actions.select')}
            </Button>
          </Box>
        </Box>
      </Drawer>
      {guard.confirmation}
    </>
  );
}
