import MailIcon from '@mui/icons-material/Mail';
import { lazy } from 'react';
import type { Invite } from '../../domain/schemas/invite';
import type { ResourceEntry } from '../types';

/** Resource `myInvitations`: invitations waiting for the signed-in user at /invitations, with Accept and Decline. */
export default {
  name: 'myInvitations',
  routeKey: 'invitations',
  icon: MailIcon,
  recordRepresentation: (record: Invite) => record.organizationName,
  routes: [{ path: '/invitations', component: lazy(() => import('./MyInvitationList')) }],
} satisfies ResourceEntry;
