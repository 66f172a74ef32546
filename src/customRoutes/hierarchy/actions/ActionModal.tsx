import CloseIcon from '@mui/icons-material/Close';
import { Alert, Dialog, DialogContent, DialogTitle, IconButton, LinearProgress } from '@mui/material';
import { Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { NoPermission } from '../../../components/NoPermission';
import type { Profile } from '../../../domain/profile';
import { useOrganizationDetail, type OrganizationDetail } from '../../../resources/organizations/useOrganizationDetail';
import { hierarchyPath, type ActionKey } from '../../../components/hierarchy/hierarchyPath';
import type { TreeIndex } from '../../../components/hierarchy/treeModel';
import { actionBodies } from './actionBodies';
import { ErrorBarHost } from '../../../components/errorBar';
import { useUnsavedInputGuard } from '../../../components/unsavedInput';

/** Who may open each action route: the same rule as its command (a deep link is checked too). */
function actionAllowed(action: ActionKey, d: OrganizationDetail): boolean {
  const c = d.commands;
  switch (action) {
    case 'add-child':
      return c.addChild.visible && c.addChild.enabled;
    case 'edit':
      return c.edit.visible;
    case 'manage-associations':
      return c.users.visible;
    case 'add-trial':
      return c.addTrial.visible && c.addTrial.enabled;
    case 'provision-dpc':
      return c.provisionDpc.visible;
    default:
      return d.access.view;
  }
}

/**
 * A modal action route, /hierarchy/{orgId}/{action}/ (doc 000 §2): the action's form, or, for
 * actions a later build brings, a plain statement that it is not available yet. The close icon
 * returns to /hierarchy/{orgId}.
 */
export function ActionModal({ action, orgId, profile, index }: { action: ActionKey; orgId: number; profile: Profile; index: TreeIndex }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const detail = useOrganizationDetail(index, orgId);
  const org = detail.organization.data;
  const orgName = detail.node?.name ?? '';
  const close = () => navigate(hierarchyPath({ orgId }));
  const guard = useUnsavedInputGuard(close);
  const title =
    action === 'add-child'
      ? translate('organization.form.newTitle')
      : action === 'edit'
        ? translate('organization.form.editTitle', { orgName })
        : translate(`hierarchy.actions.titles.${action}`, { orgName });
  const Body = actionBodies[action];
  let body;
  if (!detail.node || !detail.access.view) body = <NoPermission heading="h2" />;
  else if (!org) body = detail.organization.error ? null : <LinearProgress aria-label={translate('app.loading')} />;
  else if (!actionAllowed(action, detail)) body = <NoPermission heading="h2" />;
  else if (Body)
    body = (
      // A body loaded when opened (the audit log) shows progress inside the dialog meanwhile.
      <Suspense fallback={<LinearProgress aria-label={translate('app.loading')} />}>
        <Body action={action} organization={org} detail={detail} profile={profile} onDone={close} />
      </Suspense>
    );
  else body = <Alert severity="info">{translate('hierarchy.laterBuild.action')}</Alert>;
  return (
    <>
      <Dialog open onClose={guard.requestClose} aria-labelledby="action-modal-title" fullWidth maxWidth={action === 'audit-log' ? 'lg' : 'sm'}>
        <DialogTitle id="action-modal-title" sx={{ pr: 7 }}>
          {title}
        </DialogTitle>
        <IconButton aria-label={translate('hierarchy.actions.close')} onClick={guard.requestClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
        <DialogContent>
          <ErrorBarHost />
          {guard.scope(body)}
        </DialogContent>
      </Dialog>
      {guard.confirmation}
    </>
  );
}
