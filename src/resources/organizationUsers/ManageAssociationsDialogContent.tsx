import { Alert, Box, LinearProgress, Tab, Tabs } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { NoPermission } from '../../components/NoPermission';
import type { ManageAssociationsTab } from '../../authProvider/accessNames';
import { useAccess } from '../../components/useAccess';
import { AssociationsTab } from './AssociationsTab';
import { InvitationsTab } from './InvitationsTab';
import { UserManagementTab } from './UserManagementTab';
import { useOrganizationAccess } from './useOrganizationAccess';

export interface ManageAssociationsDialogContentProps {
  orgId: number;
  /** Whether the user manages the organization, when the caller already knows; otherwise worked out here. */
  canManage?: boolean;
}

const allTabs: readonly ManageAssociationsTab[] = ['associations', 'invitations', 'userManagement'];

/**
 * The body of the manage-associations modal (doc 000 §2: tabs Associations, Invitations, User
 * management; §6: the Invitations tab needs invitationsAllowed, User management needs
 * userManagementAllowed, admin buttons need administrationAllowed). A user who may view but not
 * manage the organization (a TMS viewer) sees the lists read-only.
 */
export function ManageAssociationsDialogContent({ orgId, canManage }: ManageAssociationsDialogContentProps) {
  const translate = useTranslate();
  const { can } = useAccess();
  // The brand's switches, as canAccess answers them (doc 000 §6).
  const tabs = allTabs.filter((t) => can({ resource: `organizationUsers.tabs.${t}`, action: 'show' }));
  const [tab, setTab] = useState<ManageAssociationsTab>(tabs[0]);
  const { access, isPending } = useOrganizationAccess(orgId);
  const baseId = useId();
  if (canManage === undefined && isPending) return <LinearProgress aria-label={translate('orgAssociations.loading')} />;
  const manage = canManage ?? access?.manage ?? false;
  if (!manage && !access?.view) return <NoPermission heading="h2" />;
  const current = tabs.includes(tab) ? tab : tabs[0];
  return (
    <Box sx={{ minHeight: 320 }}>
      <Tabs value={current} onChange={(_, t: ManageAssociationsTab) => setTab(t)} aria-label={translate('orgAssociations.tabsLabel')}>
        {tabs.map((t) => (
          <Tab
            key={t}
            value={t}
            id={`${baseId}-${t}-tab`}
            aria-controls={`${baseId}-${t}-panel`}
            label={translate(`hierarchy.manageAssociations.${t}`)}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${baseId}-${current}-panel`} aria-labelledby={`${baseId}-${current}-tab`} sx={{ pt: 2 }}>
        {!manage && current !== 'userManagement' && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('permissions.cannotManageTenant')}
          </Alert>
        )}
        {current === 'associations' && <AssociationsTab orgId={orgId} canManage={manage} />}
        {current === 'invitations' && <InvitationsTab orgId={orgId} canManage={manage} />}
        {current === 'userManagement' &&
          (manage ? <UserManagementTab orgId={orgId} /> : <NoPermission heading="h2" messageKey="permissions.cannotManageTenant" why={{ orgId }} />)}
      </Box>
    </Box>
  );
}

export default ManageAssociationsDialogContent;
