import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { JobPanel } from '../../components/dataCollection/JobPanel';
import { useKeptOpen, type KeptOpenValue } from '../../components/drafts';
import { ErrorBarHost } from '../../components/errorBar';
import type { TenantStatusRecord } from '../../dataProvider/resources/tenantStatus';
import type { RegionKey } from '../../domain/config';
import { ContactDialog } from './ContactDialog';
import { downloadTenantReport } from './tenantReport';

const isCommandDialog = (value: KeptOpenValue): value is 'jobs' | 'contact' => value === 'jobs' || value === 'contact';

/**
 * Doc 001 §2.2 "The command bar has three commands": View Jobs (the job panel of the selected tenant),
 * Edit Contact Details (the contact dialog), Download Report (tenant_status, disabled with no rows).
 */
export const OverviewCommands = memo(function OverviewCommands({
  rows,
  selected,
  region,
}: {
  rows: readonly TenantStatusRecord[];
  selected: TenantStatusRecord | undefined;
  region: RegionKey;
}) {
  const translate = useTranslate();
  // Kept with the contact dialog's draft when the session ends (the selected tenant is in the address).
  const [open, setOpen] = useKeptOpen('tenantContact', isCommandDialog);
  const tenant = selected ? (selected.TenantDomain ?? String(selected.OrgId)) : '';
  return (
    <Box role="toolbar" aria-label={translate('tenantOverview.title')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button variant="outlined" disabled={!selected} onClick={() => setOpen('jobs')}>
        {translate('tenantOverview.commands.viewJobs')}
      </Button>
      <Button variant="outlined" disabled={!selected} onClick={() => setOpen('contact')}>
        {translate('tenantOverview.commands.editContact')}
      </Button>
      <Button variant="outlined" disabled={rows.length === 0} onClick={() => downloadTenantReport(rows)}>
        {translate('tenantOverview.commands.downloadReport')}
      </Button>
      {selected && open === 'jobs' && (
        <Dialog open onClose={() => setOpen(null)} aria-labelledby="jobs-dialog-title" fullWidth maxWidth="lg">
          <DialogTitle id="jobs-dialog-title">{translate('tenantOverview.jobs.title', { tenant })}</DialogTitle>
          <DialogContent>
            {/* The jobs' load and Stop failures show here: the modal hides the page's bar (doc 001 §8). */}
            <ErrorBarHost />
            <JobPanel orgId={selected.OrgId} region={region} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(null)}>{translate('tenantOverview.jobs.close')}</Button>
          </DialogActions>
        </Dialog>
      )}
      {selected && open === 'contact' && <ContactDialog orgId={selected.OrgId} tenant={tenant} region={region} onClose={() => setOpen(null)} />}
    </Box>
  );
});
