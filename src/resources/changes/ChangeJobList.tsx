import { Card, Chip, LinearProgress, Tab, Tabs, Typography } from '@mui/material';
import { DataTable, ListBase, Pagination, useListContext, useTranslate } from 'react-admin';
import { PageSection } from '../../components/PageSection';
import type { Job, JobView } from '../../domain/changes';
import { formatDate, listDateFormat } from '../../domain/formats';
import { actionLabel, jobLine, jobSeverity, scopeLabel } from './jobText';

const views: readonly JobView[] = ['waitingForMe', 'mine', 'all'];

/**
 * The Changes page (docs/api.md "Change jobs"): the jobs the user may see, newest first, in three
 * tabs: waiting for the user's decision, started by the user, all. A row opens the job's page.
 */
export function ChangeJobList() {
  const translate = useTranslate();
  return (
    <ListBase resource="changes" sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} filterDefaultValues={{ view: 'all' }}>
      <PageSection titleId="changes-title" title={translate('changes.title')} description={translate('changes.description')}>
        <ChangeJobListBody />
      </PageSection>
    </ListBase>
  );
}

function ChangeJobListBody() {
  const translate = useTranslate();
  const { filterValues, setFilters, error, isPending, isFetching } = useListContext<Job>();
  const view: JobView = views.includes(filterValues.view) ? filterValues.view : 'all';
  return (
    <Card>
      <Tabs
        value={view}
        onChange={(_, v: JobView) => setFilters({ ...filterValues, view: v }, undefined, false)}
        aria-label={translate('changes.tabs.label')}
      >
        {views.map((v) => (
          <Tab key={v} value={v} label={translate(`changes.tabs.${v}`)} />
        ))}
      </Tabs>
      {(isPending || isFetching) && <LinearProgress aria-label={translate('changes.loading')} />}
      {/* A failure shows in the layout's one error bar (resource map: changes.error.loadJobs). */}
      {!error && (
        <DataTable<Job>
          resource="changes"
          bulkActionButtons={false}
          rowClick="show"
          empty={<Typography sx={{ p: 2 }}>{translate(`changes.empty.${view}`)}</Typography>}
        >
          <DataTable.Col source="id" label="changes.columns.id" />
          <DataTable.Col source="action" label="changes.columns.action" render={(r) => actionLabel(translate, r.action)} />
          <DataTable.Col source="label" label="changes.columns.targets" disableSort render={(r) => scopeLabel(translate, r.labelParts)} />
          <DataTable.Col
            source="state"
            label="changes.columns.state"
            disableSort
            render={(r: Job) => <Chip size="small" variant="outlined" color={chipColor(jobSeverity(r))} label={jobLine(translate, r)} />}
          />
          <DataTable.Col source="requester.name" label="changes.columns.requester" disableSort />
          <DataTable.Col source="createdAt" label="changes.columns.createdAt" render={(r) => formatDate(r.createdAt, listDateFormat)} />
        </DataTable>
      )}
      <Pagination rowsPerPageOptions={[10, 25, 50]} />
    </Card>
  );
}

/** MUI's chip colours; only error stays coloured on white (warning and info fail the contrast check). */
export const chipColor = (severity: ReturnType<typeof jobSeverity>) =>
  severity === 'error' ? 'error' : severity === 'success' ? 'success' : 'default';

export default ChangeJobList;
