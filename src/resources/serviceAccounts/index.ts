import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import type { ServiceAccount } from '../../domain/schemas/serviceAccount';
import type { ResourceEntry } from '../types';
import { lazyPart } from '../../components/replacedBuild';

/** Resource `serviceAccounts`: the signed-in user's organization's service accounts at /service-accounts (doc 001 §2.6). */
export default {
  name: 'serviceAccounts',
  routeKey: 'serviceAccounts',
  icon: ManageAccountsIcon,
  recordRepresentation: (record: ServiceAccount) => record.identifier,
  routes: [{ path: '/service-accounts', component: lazyPart(() => import('./ServiceAccountList')) }],
} satisfies ResourceEntry;
