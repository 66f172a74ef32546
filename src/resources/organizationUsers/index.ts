import GroupIcon from '@mui/icons-material/Group';
import type { OrganizationUser } from '../../domain/schemas/user';
import { resourceRules } from '../../domain/permissions/resources';
import type { ResourceEntry } from '../types';

/**
 * Resource `organizationUsers`: an organization's users with their roles (doc 001 §4, Manage
 * associations: the Associations, Invitations and User management tabs). The hierarchy page shows it
 * in its modal route /hierarchy/{orgId}/manage-associations/, so the resource has no path of its own.
 */
export default {
  name: 'organizationUsers',
  access: resourceRules.organizationUsers,
  icon: GroupIcon,
  recordRepresentation: (record: OrganizationUser) => `${record.firstName} ${record.lastName}`.trim() || record.email,
  routes: [],
} satisfies ResourceEntry;
