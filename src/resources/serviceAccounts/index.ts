import BadgeIcon from '@mui/icons-material/Badge';
import type { ServiceAccount } from '../../domain/schemas/serviceAccount';
import { resourceRules } from '../../domain/permissions/resources';
import type { ResourceEntry } from '../types';
import { lazyPart } from '../../components/replacedBuild';

/** Resource `serviceAccounts`: the signed-in user's organization's service accounts at /service-accounts (doc 001 §2.6). */
export default {
  name: 'serviceAccounts',
  access: resourceRules.serviceAccounts,
  icon: BadgeIcon,
  recordRepresentation: (record: ServiceAccount) => record.identifier,
  routes: [{ path: '/service-accounts', component: lazyPart(() => import('./ServiceAccountList')) }],
  menu: { path: '/service-accounts', labelKey: 'menu.serviceAccounts', order: 100 },
} satisfies ResourceEntry;
