import { Alert, Box, Button, Card, CardContent, Dialog, DialogTitle, LinearProgress, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, TextInput, useCanAccess, useDataProvider, useGetOne, useNotify, useTranslate } from 'react-admin';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import { z } from 'zod';
import { ErrorBarHost } from '../../components/errorBar';
import { NotFound } from '../../components/NotFound';
import { PageSection } from '../../components/PageSection';
import { zodFormResolver } from '../../components/zodFormResolver';
import type { AppDataProvider } from '../../dataProvider';
import { approveBodySchema, finishedJobStates, rejectBodySchema, type Job, type Plan } from '../../domain/changes';
import { formatDate, userDetailDateFormat } from '../../domain/formats';
import { changeKeys, JOB_POLL_MS } from './changeQueries';
import { ConfirmPlan } from './ConfirmPlan';
import { JobResults } from './JobResults';
import { actionLabel, isActive, jobLine, jobSeverity, scopeLabel } from './jobText';
import { PlanReview } from './PlanReview';

/**
 * A change job's page (docs/api.md "Change jobs"): what it does and to which organizations, its
 * approval (the decision form for whoever may decide it, the wait for the requester), its progress,
 * read again every 2 s while it runs, Pause, Resume, Cancel, Retry failed and Undo, the result of
 * every organization, the frozen plan, and its entries in the audit log.
 */
export function ChangeJobPage() {
  const id = Number(useParams().id);
  if (!Number.isSafeInteger(id) || id < 1) return <NotFound />;
  return <JobById id={id} />;
}

function JobById({ id }: { id: number }) {
  const translate = useTranslate();
  const job = useGetOne<Job>(
    'changes',
    { id },
    // Progress is read again while the job moves (at least every 2 s); a finished job is not.
    { refetchInterval: (query) => (query.state.data && !finishedJobStates.includes(query.state.data.state) ? JOB_POLL_MS : false) },
  );
  if (job.error) return null; // the layout's error bar says why (resource map: changes.error.loadJob)
  if (!job.data) return <LinearProgress aria-label={translate('changes.loading')} />;
  return <JobView job={job.data} />;
}

function JobView({ job }: { job: Job }) {
  const translate = useTranslate();
  const title = translate('changes.job.title', {
    id: job.id,
    action: actionLabel(translate, job.action),
    label: scopeLabel(translate, job.labelParts),
  });
  const done = job.total - job.counts.pending;
  return (
    <PageSection titleId="change-job-title" title={title}>
      <Stack spacing={2}>
        <Alert severity={jobSeverity(job)} role="status">
          {jobLine(translate, job)}
        </Alert>
        <Typography color="text.secondary">
          {translate('changes.job.requested', { name: job.requester.name, when: formatDate(job.createdAt, userDetailDateFormat) })}
          {job.reason ? ` — ${job.reason}` : ''}
        </Typography>
        {job.undoOf !== null && (
          <Typography>
            <Link to={`/changes/${job.undoOf}/show`}>{translate('changes.job.undoOf', { id: job.undoOf })}</Link>
          </Typography>
        )}
        <ApprovalSection job={job} />
        {!['waiting', 'rejected', 'expired'].includes(job.state) && (
          <Box component="section" aria-labelledby="job-progress-title">
            <Typography id="job-progress-title" component="h2" variant="h6">
              {translate('changes.job.progress')}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={job.total ? (100 * done) / job.total : 100}
              aria-label={translate('changes.progress.done', { done, total: job.total })}
              sx={{ my: 1, height: 8 }}
            />
            <Typography>{translate('changes.progress.done', { done, total: job.total })}</Typography>
          </Box>
        )}
        <JobControls job={job} />
        <Box>
          <Button component={Link} to={`/auditEvents?jobId=${job.id}`} variant="outlined">
            {translate('changes.job.auditLog')}
          </Button>
        </Box>
        {!['waiting', 'rejected', 'expired'].includes(job.state) && <JobResults job={job} />}
        <JobPlan planId={job.planId} />
      </Stack>
    </PageSection>
  );
}

function JobPlan({ planId }: { planId: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const plan = useQuery({
    queryKey: changeKeys.plan(planId),
    queryFn: ({ signal }) => dataProvider.getChangePlan(planId, signal),
    // Only the requester and those who may decide it read the plan; anyone else who sees the job is told so here.
    meta: { errorKey: false },
    retry: false,
    staleTime: Infinity,
  });
  if (plan.isError) return <Alert severity="info">{translate('changes.plan.unavailable')}</Alert>;
  if (!plan.data) return null;
  return (
    <Card variant="outlined">
      <CardContent>
        <PlanReview plan={plan.data} />
      </CardContent>
    </Card>
  );
}

/** Approve and reject are one react-admin Form: the pressed button names the decision, the domain's body schemas check it. */
const decisionSchema = z.discriminatedUnion('decision', [
  approveBodySchema.extend({ decision: z.literal('approve') }),
  rejectBodySchema.extend({ decision: z.literal('reject'), hash: z.string() }),
]);
type Decision = z.infer<typeof decisionSchema>;
const decisionResolver = zodFormResolver(decisionSchema);

function ApprovalSection({ job }: { job: Job }) {
  const translate = useTranslate();
  if (!job.approvalRequired) return null;
  const decided = job.approver && job.decidedAt;
  return (
    <Box component="section" aria-labelledby="job-approval-title">
      <Typography id="job-approval-title" component="h2" variant="h6">
        {translate('changes.approval.title')}
      </Typography>
      {decided ? (
        <Typography>
          {translate(job.state === 'rejected' ? 'changes.approval.rejectedBy' : 'changes.approval.approvedBy', {
            name: job.approver!.name,
            when: formatDate(job.decidedAt!, userDetailDateFormat),
          })}
          {job.approvalComment ? ` — ${job.approvalComment}` : ''}
        </Typography>
      ) : job.state === 'waiting' && job.canApprove ? (
        <DecisionForm job={job} />
      ) : job.state === 'waiting' ? (
        <Typography>
          {translate('changes.approval.waiting', { when: job.expiresAt ? formatDate(job.expiresAt, userDetailDateFormat) : '' })}
        </Typography>
      ) : job.state === 'expired' ? (
        <Typography>{translate('changes.approval.expired')}</Typography>
      ) : null}
    </Box>
  );
}

function DecisionForm({ job }: { job: Job }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const decide = useMutation({
    mutationFn: (values: Decision) =>
      values.decision === 'approve'
        ? dataProvider.approveChangeJob(job.id, { hash: values.hash, comment: values.comment })
        : dataProvider.rejectChangeJob(job.id, { comment: values.comment }),
    meta: { errorKey: 'changes.error.decide' },
    onSuccess: async (updated) => {
      notify(updated.state === 'rejected' ? 'changes.approval.rejected' : 'changes.approval.approved', { type: 'success' });
      // The job (react-admin's read of resource changes), its lists and the bell's count all start with its name.
      await queryClient.invalidateQueries({ queryKey: changeKeys.all });
    },
  });
  return (
    <Form
      defaultValues={{ decision: 'approve', hash: job.hash, comment: '' } satisfies Decision}
      resolver={decisionResolver}
      onSubmit={(values: FieldValues) => decide.mutate(decisionSchema.parse(values))}
      noValidate
    >
      <DecisionFields pending={decide.isPending} />
    </Form>
  );
}

function DecisionFields({ pending }: { pending: boolean }) {
  const translate = useTranslate();
  const { setValue } = useFormContext<Decision>();
  return (
    <>
      <Typography sx={{ mb: 1 }}>{translate('changes.approval.askYou')}</Typography>
      <TextInput source="comment" label="changes.approval.comment" multiline minRows={2} fullWidth helperText="changes.approval.commentHelp" />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={pending} onClick={() => setValue('decision', 'approve')}>
          {translate('changes.approval.approve')}
        </Button>
        <Button type="submit" color="error" variant="outlined" disabled={pending} onClick={() => setValue('decision', 'reject')}>
          {translate('changes.approval.reject')}
        </Button>
      </Stack>
    </>
  );
}

type Command = 'pause' | 'resume' | 'cancel';

/** Pause, Resume, Cancel, Retry failed and Undo, each offered in the states the service allows it. */
function JobControls({ job }: { job: Job }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { canAccess = false } = useCanAccess({ resource: 'changes', action: 'edit', record: job });
  const [plan, setPlan] = useState<Plan | null>(null);
  const command = useMutation({
    mutationFn: (c: Command) =>
      c === 'pause'
        ? dataProvider.pauseChangeJob(job.id)
        : c === 'resume'
          ? dataProvider.resumeChangeJob(job.id)
          : dataProvider.cancelChangeJob(job.id),
    meta: { errorKey: 'changes.error.command' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: changeKeys.all }),
  });
  const newPlan = useMutation({
    mutationFn: (kind: 'retry' | 'undo') => (kind === 'retry' ? dataProvider.retryChangeJob(job.id) : dataProvider.undoChangeJob(job.id)),
    meta: { errorKey: 'changes.error.preview' },
    onSuccess: setPlan,
  });
  if (!canAccess || !job.canControl) return null;
  const finished = finishedJobStates.includes(job.state);
  // The service answers undoUntil only while Undo is offered (7 days after the end).
  const canUndo = finished && job.undoUntil !== null && job.counts.changed > 0;
  const pending = command.isPending || newPlan.isPending;
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="toolbar" aria-label={translate('changes.controls.label')}>
        {isActive(job) && (
          <Button variant="outlined" disabled={pending} onClick={() => command.mutate('pause')}>
            {translate('changes.controls.pause')}
          </Button>
        )}
        {job.state === 'paused' && (
          <Button variant="outlined" disabled={pending} onClick={() => command.mutate('resume')}>
            {translate('changes.controls.resume')}
          </Button>
        )}
        {(isActive(job) || job.state === 'paused' || job.state === 'waiting') && (
          <Button variant="outlined" color="error" disabled={pending} onClick={() => command.mutate('cancel')}>
            {translate('changes.controls.cancel')}
          </Button>
        )}
        {finished && job.counts.failed + job.counts.conflict > 0 && (
          <Button variant="outlined" disabled={pending} onClick={() => newPlan.mutate('retry')}>
            {translate('changes.controls.retry')}
          </Button>
        )}
        {canUndo && (
          <Button variant="outlined" disabled={pending} onClick={() => newPlan.mutate('undo')}>
            {translate('changes.controls.undo')}
          </Button>
        )}
      </Stack>
      {plan && (
        <Dialog open onClose={() => setPlan(null)} fullWidth maxWidth="lg" aria-labelledby="change-plan-dialog-title">
          <DialogTitle id="change-plan-dialog-title">
            {translate(plan.undoOf !== null ? 'changes.controls.undoTitle' : 'changes.controls.retryTitle', { id: job.id })}
          </DialogTitle>
          <Box sx={{ px: 3 }}>
            <ErrorBarHost />
          </Box>
          <ConfirmPlan plan={plan} onClose={() => setPlan(null)} />
        </Dialog>
      )}
    </>
  );
}

export default ChangeJobPage;
