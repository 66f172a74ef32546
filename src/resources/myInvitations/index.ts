import MailIcon from '@mui/icons-material/MailOutlined';
import type { Invite } from '../../domain/schemas/invite';
import { resourceRules } from '../../domain/permissions/resources';
import type { ResourceEntry } from '../types';
import { lazyPart } from '../../components/replacedBuild';

/** Resource `myInvitations`: invitations waiting for the signed-in user at /invitations, with Accept and Decline. */
export default {
  name: 'myInvitations',
  access: resourceRules.myInvitations,
  icon: MailIcon,
  recordRepresentation: (record: Invite) => record.organizationName,
  routes: [{ path: '/invitations', component: lazyPart(() => import('./MyInvitationList')) }],
  menu: { path: '/invitations', labelKey: 'menu.myInvitations', order: 60 },
} satisfies ResourceEntry;
