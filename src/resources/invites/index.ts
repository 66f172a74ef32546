import MailIcon from '@mui/icons-material/MailOutlined';
import type { Invite } from '../../domain/schemas/invite';
import { resourceRules } from '../../domain/permissions/resources';
import type { ResourceEntry } from '../types';

/**
 * Resource `invites`: the invites of an organization (Manage associations, Invitations tab) or of a user
 * (the user detail's Invites tab), read as a reference list of either; "Cancel invite" is its update or
 * delete (doc 001 §4). Those screens show it, so it has no path or menu entry of its own.
 */
export default {
  name: 'invites',
  access: resourceRules.invites,
  icon: MailIcon,
  recordRepresentation: (record: Invite) => record.userEmail,
  routes: [],
} satisfies ResourceEntry;
