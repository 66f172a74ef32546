import { canAddEditSubscriptions, detailTabs, explainAddEditSubscriptionsAt } from '../../src/domain';
import { HttpError } from '../http/errors';
import {
  declareAccess,
  deny,
  fromBody,
  fromParam,
  organization,
  organizationWhere,
  recordOf,
  type AccessRequest,
  type AccessAction,
} from '../http/routeAccess';
import type { SubscriptionStore } from './subscriptionStore';

const NOT_EDITOR = 'Only TMS admin, TMS viewer and TMS license admin may add or edit subscriptions';
const editorRoles = (c: AccessRequest) => deny(canAddEditSubscriptions(c.profile), NOT_EDITOR);

/**
 * Who may read an organization's subscriptions: whoever sees its Subscriptions tab (domain
 * detailTabs: manage access, or a TMS viewer / TMS license admin of the root), plus the
 * subscription editors (canAddEditSubscriptions) who may view it.
 */
export const subscriptionReader = declareAccess({
  resource: 'subscriptions',
  action: 'list',
  record: organization(fromParam('orgId'), 'view'),
  rule: (c) =>
    deny(
      detailTabs({ profile: c.profile, access: c.org!.access, hasReportingEndpoint: false, setupConditionsMet: false }).includes('subscriptions') ||
        canAddEditSubscriptions(c.profile),
      `You do not have permission to see the subscriptions of organization ${c.org!.org.id}`,
    ),
});

/**
 * Doc 000 §6 "Subscription Add/Edit need TMS admin, TMS viewer or TMS license admin", on an
 * organization they may view: explainAddEditSubscriptionsAt, the rule the Access tab explains (the
 * role, then view). An organization the body names must be viewable too.
 */
export const subscriptionEditor = declareAccess({
  resource: 'subscriptions',
  action: 'create',
  record: (c) => {
    const granted = organizationWhere(
      fromParam('orgId'),
      'view',
      (caller, access) => explainAddEditSubscriptionsAt(caller.profile, access),
      NOT_EDITOR,
    )(c);
    organization(fromBody('organizationId'), 'view')(c);
    return granted;
  },
});

/**
 * The subscription `subId` if the caller may edit subscriptions and view its organization; 404
 * alike when unknown or another tenant's. An organization the body names must be viewable too.
 */
export const editableSubscription = (store: SubscriptionStore, action: AccessAction = 'edit') =>
  declareAccess({
    resource: 'subscriptions',
    action,
    roles: editorRoles,
    record: (c) => {
      organization(fromBody('organizationId'), 'view')(c);
      return recordOf(
        'subId',
        (_sandbox, id) => store.subscription(id) ?? undefined,
        (s) => s.organizationId,
        'view',
        (id) => `Subscription ${id} not found`,
      )(c);
    },
  });

/**
 * Deterministic sandbox refusals, so the console's partial-failure handling can be exercised
 * (docs/api.md "Subscriptions (account service `/svc/account`)"): an item for product InvestigationCenter with feature AUD,
 * and a subscription whose description is 'Refused by billing', answer 422.
 */
export const REFUSED_ITEM = { product: 'InvestigationCenter', feature: 'AUD' } as const;
export const REFUSED_DESCRIPTION = 'Refused by billing';

export function refuseSandboxFaults(input: { product?: string; feature?: string; description?: string }) {
  if (input.product === REFUSED_ITEM.product && input.feature === REFUSED_ITEM.feature) {
    throw new HttpError(422, 'The billing system refused the item: InvestigationCenter cannot be sold with feature AUD');
  }
  if (input.description === REFUSED_DESCRIPTION) throw new HttpError(422, 'The billing system refused the subscription');
}
