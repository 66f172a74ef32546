import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Tabs,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { WhyLink } from '../../components/accessExplained/WhyLink';
import { downloadCsv } from '../../components/csvExport';
import type { AppDataProvider } from '../../dataProvider';
import type { Plan, PlanClass, PlanTarget } from '../../domain/changes';
import { formatDate, userDetailDateFormat } from '../../domain/formats';
import { CHANGE_PAGE_SIZE, usePlanTargets } from './changeQueries';
import { actionLabel, classLabel, classOrder, scopeLabel } from './jobText';
import { StateText } from './StateText';

/** The reason of a skipped or blocked target, in the reader's language where the catalogue has it. */
export function ReasonText({ row }: { row: Pick<PlanTarget, 'reasonKey' | 'reasonFacts' | 'reason' | 'organizationId' | 'organizationName'> }) {
  const translate = useTranslate();
  if (!row.reasonKey && !row.reason) return null;
  const text = row.reasonKey ? translate(row.reasonKey, { ...(row.reasonFacts ?? {}), _: row.reason ?? row.reasonKey }) : row.reason;
  // A reason from the access rules links to the Access explanation of that organization.
  const fromAccess = row.reasonKey?.startsWith('access.') ?? false;
  return (
    <>
      {text}
      {fromAccess && (
        <>
          {' '}
          <WhyLink orgId={row.organizationId} orgName={row.organizationName} />
        </>
      )}
    </>
  );
}

/**
 * A plan as the preview froze it (docs/api.md "Change jobs"): what it does to which organizations,
 * its totals by class (each a tab of its rows), a page of rows with before → after and the reason of
 * each skipped or blocked one, and the CSV of the whole plan from the service.
 */
export function PlanReview({ plan }: { plan: Plan }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [cls, setCls] = useState<PlanClass | undefined>(undefined);
  const [page, setPage] = useState(1);
  const rows = usePlanTargets(plan.id, cls, page);
  const csv = useMutation({
    mutationFn: () => dataProvider.getChangePlanCsv(plan.id),
    meta: { errorKey: 'changes.error.csv' },
    onSuccess: (text) => downloadCsv(text, `change_plan_${plan.id}.csv`),
  });
  const total = cls ? plan.totals[cls] : plan.totals.total;
  const tableLabel = translate('changes.plan.rowsLabel', { label: scopeLabel(translate, plan.labelParts) });
  return (
    <Box component="section" aria-labelledby={`plan-${plan.id}-title`}>
      <Typography id={`plan-${plan.id}-title`} component="h2" variant="h6">
        {translate('changes.plan.title', { action: actionLabel(translate, plan.action), label: scopeLabel(translate, plan.labelParts) })}
      </Typography>
      <Typography color="text.secondary" variant="body2">
        {translate('changes.plan.frozen', { when: formatDate(plan.frozenAt, userDetailDateFormat), name: plan.requester.name })}
      </Typography>
      {plan.approval.required && (
        <Alert severity="info" sx={{ my: 1 }}>
          {translate(`changes.approval.why.${plan.approval.why ?? 'threshold'}`, { threshold: plan.approval.threshold })}
        </Alert>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Tabs
          value={cls ?? 'all'}
          onChange={(_, v: PlanClass | 'all') => {
            setCls(v === 'all' ? undefined : v);
            setPage(1);
          }}
          aria-label={translate('changes.plan.totals')}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          <Tab value="all" label={translate('changes.class.all', { smart_count: plan.totals.total })} />
          {classOrder.map((c) => (
            <Tab key={c} value={c} label={classLabel(translate, c, plan.totals[c])} />
          ))}
        </Tabs>
        <Button startIcon={<DownloadIcon />} disabled={csv.isPending} onClick={() => csv.mutate()}>
          {translate('changes.plan.csv')}
        </Button>
      </Box>
      {rows.isFetching && <LinearProgress aria-label={translate('changes.plan.loading')} />}
      <TableContainer>
        <Table size="small" aria-label={tableLabel}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('changes.columns.organization')}</TableCell>
              <TableCell>{translate('changes.columns.class')}</TableCell>
              <TableCell>{translate('changes.columns.before')}</TableCell>
              <TableCell>{translate('changes.columns.after')}</TableCell>
              <TableCell>{translate('changes.columns.reason')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(rows.data?.data ?? []).map((row) => (
              <TableRow key={row.id}>
                <TableCell>{row.organizationName}</TableCell>
                <TableCell>{translate(`changes.rowClass.${row.class}`)}</TableCell>
                <TableCell>
                  <StateText state={row.before} />
                </TableCell>
                <TableCell>
                  <StateText state={row.after} />
                </TableCell>
                <TableCell>
                  <ReasonText row={row} />
                </TableCell>
              </TableRow>
            ))}
            {rows.isSuccess && rows.data.data.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>{translate('changes.plan.empty')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={rows.data?.total ?? total}
        page={page - 1}
        rowsPerPage={CHANGE_PAGE_SIZE}
        rowsPerPageOptions={[CHANGE_PAGE_SIZE]}
        onPageChange={(_, p) => setPage(p + 1)}
      />
    </Box>
  );
}
