import MailIcon from '@mui/icons-material/Mail';
import type { Invite } from '../../domain/schemas/invite';
import type { ResourceEntry } from '../types';
import { lazyPart } from '../../components/replacedBuild';

/** Resource `myInvitations`: invitations waiting for the signed-in user at /invitations, with Accept and Decline. */
export default {
  name: 'myInvitations',
  routeKey: 'invitations',
  icon: MailIcon,
  recordRepresentation: (record: Invite) => record.organizationName,
  routes: [{ path: '/invitations', component: lazyPart(() => import('./MyInvitationList')) }],
} satisfies ResourceEntry;
