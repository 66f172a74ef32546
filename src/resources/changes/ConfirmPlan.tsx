import { Button, DialogActions, DialogContent } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider';
import type { Plan } from '../../domain/changes';
import { changeKeys } from './changeQueries';
import { confirmLabel } from './jobText';
import { PlanReview } from './PlanReview';

/**
 * A previewed plan and the button that names what it does ("Apply to 312 organizations under
 * Contoso Distribution", or "Request approval" when the plan needs a second administrator): the
 * job is started with the plan's id and hash, so the service refuses a plan that is not the one
 * shown. Then the job's page opens.
 */
export function ConfirmPlan({ plan, onBack, onClose }: { plan: Plan; onBack?: () => void; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const start = useMutation({
    mutationFn: () => dataProvider.startChangeJob({ planId: plan.id, hash: plan.hash }),
    meta: { errorKey: 'changes.error.start' },
    onSuccess: async (job) => {
      notify(job.state === 'waiting' ? 'changes.started.waiting' : 'changes.started.queued', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: changeKeys.all });
      onClose();
      navigate(`/changes/${job.id}/show`);
    },
  });
  const nothingToDo = plan.totals.willChange === 0;
  return (
    <>
      <DialogContent>
        <PlanReview plan={plan} />
      </DialogContent>
      <DialogActions>
        {onBack && <Button onClick={onBack}>{translate('changes.start.back')}</Button>}
        <Button onClick={onClose}>{translate('changes.start.cancel')}</Button>
        <Button variant="contained" disabled={start.isPending || nothingToDo} onClick={() => start.mutate()}>
          {nothingToDo ? translate('changes.confirm.nothingToDo') : confirmLabel(translate, plan)}
        </Button>
      </DialogActions>
    </>
  );
}
