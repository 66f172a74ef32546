import CardMembershipIcon from '@mui/icons-material/CardMembership';
import type { Subscription } from '../../domain/schemas/subscription';
import { resourceRules } from '../../domain/permissions/resources';
import type { ResourceEntry } from '../types';

/**
 * Resource `subscriptions`: an organization's subscriptions (doc 000 §2), shown by the hierarchy page
 * in its Subscriptions tab at /hierarchy/{orgId}/subscriptions[/{subscriptionId}]; no path of its own.
 */
export default {
  name: 'subscriptions',
  access: resourceRules.subscriptions,
  icon: CardMembershipIcon,
  recordRepresentation: (record: Subscription) => record.description,
  routes: [],
} satisfies ResourceEntry;
