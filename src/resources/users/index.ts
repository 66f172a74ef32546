import PeopleIcon from '@mui/icons-material/People';
import type { UserListItem } from '../../domain/schemas/user';
import { resourceRules } from '../../domain/permissions/resources';
import type { ResourceEntry } from '../types';
import { lazyPart } from '../../components/replacedBuild';

/**
 * Resource `users`, the internal users (doc 001 §2.3): the list at /internalusers (TMS admin, TMS
 * viewer) and one user's detail at /internaluser/{userId}/{tab?} (also an Account Administrator,
 * who sees only the Organizations tab, doc 001 §6).
 */
const users: ResourceEntry = {
  name: 'users',
  access: resourceRules.users,
  icon: PeopleIcon,
  recordRepresentation: (record: UserListItem) => `${record.firstName} ${record.lastName}`.trim() || record.email,
  routes: [
    { path: '/internalusers', component: lazyPart(() => import('./UserList')) },
    { path: '/internaluser/:userId/:tab?', action: 'show', component: lazyPart(() => import('./InternalUserPage')) },
  ],
  menu: { path: '/internalusers', labelKey: 'menu.manageUsers', order: 90 },
};

export default users;
