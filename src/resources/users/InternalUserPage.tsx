import { Box, Breadcrumbs, LinearProgress, Link, Tab, Tabs, Typography } from '@mui/material';
import { Title, useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import { AuditLogList } from '../../components/auditLog';
import { NoPermission } from '../../components/NoPermission';
import { useAccess } from '../../components/useAccess';
import { type CrudMeta, isForbidden } from '../../dataProvider';
import { userDetailTabOrder, type UserDetailTab } from '../../authProvider/accessNames';
import type { UserWithAssociations } from '../../domain/schemas/user';
import { UserAccessTab } from './UserAccessTab';
import { UserCommands } from './UserCommands';
import { UserGeneralTab } from './UserGeneralTab';
import { UserInvitesTab } from './UserInvitesTab';
import { UserOrganizationsTab } from './UserOrganizationsTab';

const tabPath = (userId: string, tab: UserDetailTab) => `/internaluser/${encodeURIComponent(userId)}/${tab}`;

/**
 * User detail (/internaluser/{userId}/{tab?}, doc 001 §2.3): the user's name, the commands (reset
 * password, remove MFA, reset lockout, metadata) and the tabs General, Organizations, Invites,
 * Audit, Access, as canAccess allows (`users.tabs.<tab>`, `users.commands`).
 */
export function InternalUserPage() {
  const translate = useTranslate();
  const { can, isPending } = useAccess();
  const { userId = '', tab: tabParam } = useParams();
  const internal = can({ resource: 'users.commands', action: 'show' });
  // An Account Administrator may not read the user (GET /api/v1.2/users/{id}): he sees the
  // Organizations tab only, the associations of the organizations he manages.
  const user = useGetOne<UserWithAssociations>(
    'users',
    { id: userId, meta: { shownStatuses: [403], errorKey: 'users.detail.loadError' } satisfies CrudMeta },
    { enabled: userId !== '' && internal },
  );
  if (isPending) return <LinearProgress aria-label={translate('app.loading')} />;
  const tabs = userDetailTabOrder.filter((t) => can({ resource: `users.tabs.${t}`, action: 'show' }));
  const tab = (tabs as string[]).includes(tabParam ?? '') ? (tabParam as UserDetailTab) : undefined;
  if (!tab) return <Navigate to={tabPath(userId, tabs[0])} replace />;
  const forbidden = isForbidden(user.error);
  const name = user.data ? `${user.data.firstName} ${user.data.lastName}`.trim() || user.data.email : '';
  return (
    <Box component="section" aria-labelledby="user-title" sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={name || translate('users.detail.title')} />
      {internal && (
        <Breadcrumbs aria-label={translate('users.detail.breadcrumbs')} sx={{ mb: 1 }}>
          <Link component={RouterLink} to="/internalusers">
            {translate('users.title')}
          </Link>
          <Typography color="text.primary">{name || userId}</Typography>
        </Breadcrumbs>
      )}
      <Typography id="user-title" component="h1" variant="h5" gutterBottom>
        {name || translate('users.detail.title')}
      </Typography>
      {user.data && <Typography color="text.secondary">{user.data.email}</Typography>}
      {forbidden ? (
        <NoPermission heading="h2" />
      ) : (
        <>
          {internal && user.isPending && <LinearProgress aria-label={translate('users.detail.loading')} />}
          {internal && <UserCommands userId={userId} userName={name} />}
          <Tabs value={tab} aria-label={translate('users.detail.tabsLabel')} sx={{ borderBottom: 1, borderColor: 'divider' }}>
            {tabs.map((t) => (
              <Tab
                key={t}
                value={t}
                label={translate(`users.tabs.${t}`)}
                component={RouterLink}
                to={tabPath(userId, t)}
                id={`user-tab-${t}`}
                aria-controls="user-tab-panel"
              />
            ))}
          </Tabs>
          <Box role="tabpanel" id="user-tab-panel" aria-labelledby={`user-tab-${tab}`} sx={{ pt: 2 }}>
            {tab === 'general' && <UserGeneralTab userId={userId} />}
            {tab === 'organizations' && <UserOrganizationsTab userId={userId} userName={name || userId} />}
            {tab === 'invites' && <UserInvitesTab userId={userId} />}
            {/* The log of actions on this user (docs/decisions.md "The audit log"; users.auditComingSoon stays in the catalogue). */}
            {tab === 'audit' && <AuditLogList scope={{ targetType: 'user', targetId: userId }} fileName="user_audit_log.csv" />}
            {tab === 'access' && <UserAccessTab user={user.data} userName={name || userId} />}
          </Box>
        </>
      )}
    </Box>
  );
}

export default InternalUserPage;
