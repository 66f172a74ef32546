import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useDelete, useTranslate } from 'react-admin';
import { HasChildrenError } from '../../../dataProvider/resources/organizationWrites';
import type { Organization } from '../../../domain/schemas/organization';
import { removeOrganization } from '../associationsCache';
import { hierarchyKeys, patchAssociationsTrees, refreshAssociationsTrees } from '../hierarchyQueries';
import { useHierarchyMessages } from '../../../components/hierarchy/HierarchyMessages';
import { hierarchyPath } from '../../../components/hierarchy/hierarchyPath';
import { useReportError } from '../../../components/errorBar';

/**
 * Delete Org (doc 000 §4, doc 002 §4): confirm, then processing with the buttons disabled; the
 * resource's delete runs the whole workflow; afterwards the parent is selected and the tree reloads.
 * Doc 002 "Deletion workflow" 5: "On failure the error is stored and the dialog closes": a refusal
 * (children, or the service's) shows in the page's error bar, with the organization still selected.
 */
export function DeleteOrgDialog({ organization: org, onClose }: { organization: Organization; onClose: () => void }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { show } = useHierarchyMessages();
  const report = useReportError();
  // "has children" is the console's own check, worded below; any other failure is the error bar's "failed" text.
  const [deleteOne, remove] = useDelete<Organization>('organizations', undefined, {
    mutationMode: 'pessimistic',
    meta: { errorKey: 'hierarchy.delete.failed', shownByScreen: (e: unknown) => e instanceof HasChildrenError },
  });
  const deleted = async () => {
    patchAssociationsTrees(queryClient, (answer) => removeOrganization(answer, org.id));
    queryClient.removeQueries({ queryKey: hierarchyKeys.organization(org.id) });
    show({
      key: 'delete',
      orgId: org.parentId ?? undefined,
      severity: 'success',
      text: translate('hierarchy.delete.success', { orgName: org.name }),
    });
    onClose();
    if (org.parentId !== null) navigate(hierarchyPath({ orgId: org.parentId }));
    await refreshAssociationsTrees(queryClient);
  };
  const failed = (error: unknown) => {
    if (error instanceof HasChildrenError) report(error, 'hierarchy.delete.hasChildren', { values: { orgName: org.name }, plain: true });
    onClose();
  };
  const busy = remove.isPending;
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="delete-org-title" aria-describedby="delete-org-text">
      <DialogTitle id="delete-org-title">{translate('hierarchy.delete.title', { orgName: org.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-org-text">{translate('hierarchy.delete.message', { orgName: org.name })}</DialogContentText>
        {busy && (
          <Alert severity="info" icon={<CircularProgress size={18} aria-hidden />} sx={{ mt: 2 }}>
            {translate('hierarchy.delete.processing')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => deleteOne('organizations', { id: org.id, previousData: org }, { onSuccess: deleted, onError: failed })}
          disabled={busy}
        >
          {translate('hierarchy.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
