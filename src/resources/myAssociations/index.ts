import HandshakeIcon from '@mui/icons-material/Handshake';
import type { UserAssociation } from '../../domain/schemas/user';
import { resourceRules } from '../../domain/permissions/resources';
import type { ResourceEntry } from '../types';
import { lazyPart } from '../../components/replacedBuild';

/** Resource `myAssociations`: the signed-in user's own associations at /associations, for every signed-in user. */
export default {
  name: 'myAssociations',
  access: resourceRules.myAssociations,
  icon: HandshakeIcon,
  recordRepresentation: (record: UserAssociation) => record.organizationName,
  routes: [{ path: '/associations', component: lazyPart(() => import('./MyAssociationList')) }],
  menu: { path: '/associations', labelKey: 'menu.myAssociations', order: 50 },
} satisfies ResourceEntry;
