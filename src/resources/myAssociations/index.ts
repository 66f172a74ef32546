import GroupWorkIcon from '@mui/icons-material/GroupWork';
import type { UserAssociation } from '../../domain/schemas/user';
import type { ResourceEntry } from '../types';
import { lazyPart } from '../../components/replacedBuild';

/** Resource `myAssociations`: the signed-in user's own associations at /associations, for every signed-in user. */
export default {
  name: 'myAssociations',
  routeKey: 'associations',
  icon: GroupWorkIcon,
  recordRepresentation: (record: UserAssociation) => record.organizationName,
  routes: [{ path: '/associations', component: lazyPart(() => import('./MyAssociationList')) }],
} satisfies ResourceEntry;
