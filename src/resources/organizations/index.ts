import AccountTreeIcon from '@mui/icons-material/AccountTree';
import type { Organization } from '../../domain/schemas/organization';
import { resourceRules } from '../../domain/permissions/resources';
import type { ResourceEntry } from '../types';

/**
 * Resource `organizations` (doc 000 §2): an organization's detail tabs (Overview, Config, Services,
 * Data Collection, Notes), its command bar (resync, connect tenant, delete) and the child-organization
 * create and edit forms. The hierarchy tree page (/hierarchy/{orgId}/{tab?}, a custom route) shows
 * these screens beside the tree, so the resource has no path of its own.
 */
export default {
  name: 'organizations',
  access: resourceRules.organizations,
  icon: AccountTreeIcon,
  recordRepresentation: (record: Organization) => record.name,
  routes: [],
} satisfies ResourceEntry;
