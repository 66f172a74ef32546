import type { FastifyRequest } from 'fastify';
import { canAddEditSubscriptions, detailTabs, explainAddEditSubscriptionsAt, type ExplainedAccess } from '../../src/domain';
import { requireOrgAccess, requireOrgRecord, requireOrgVerdict } from '../auth/guards';
import { profileOf } from '../context';
import type { OrgIndex } from '../db/orgIndex';
import { forbidden, HttpError } from '../http/errors';
import type { SubscriptionStore } from './subscriptionStore';

/**
 * Who may read an organization's subscriptions: whoever sees its Subscriptions tab (domain
 * detailTabs: manage access, or a TMS viewer / TMS license admin of the root), plus the
 * subscription editors (canAddEditSubscriptions) who may view it.
 */
export function requireSubscriptionReader(orgIndex: OrgIndex, request: FastifyRequest, orgId: number) {
  const profile = profileOf(request);
  const result = requireOrgAccess(orgIndex.current(), profile, orgId, 'view');
  const tab = detailTabs({ profile, access: result.access, hasReportingEndpoint: false, setupConditionsMet: false }).includes('subscriptions');
  if (!tab && !canAddEditSubscriptions(profile)) throw forbidden(`You do not have permission to see the subscriptions of organization ${orgId}`);
  return result;
}

const NOT_EDITOR = 'Only TMS admin, TMS viewer and TMS license admin may add or edit subscriptions';

/** Doc 000 §6 "Subscription Add/Edit need TMS admin, TMS viewer or TMS license admin", on an organization they may view (explainAddEditSubscriptionsAt). */
export function requireSubscriptionEditor(orgIndex: OrgIndex, request: FastifyRequest, orgId: number) {
  const profile = profileOf(request);
  const rule = (access: ExplainedAccess) => explainAddEditSubscriptionsAt(profile, access);
  return requireOrgVerdict(orgIndex.current(), profile, orgId, 'view', rule, () => forbidden(NOT_EDITOR));
}

/** The subscription `subId` if the caller may edit its organization; 404 alike when unknown or another tenant's. */
export function requireEditableSubscription(store: SubscriptionStore, orgIndex: OrgIndex, request: FastifyRequest, subId: number) {
  if (!canAddEditSubscriptions(profileOf(request))) throw forbidden(NOT_EDITOR);
  const sub = store.subscription(subId) ?? undefined;
  return requireOrgRecord(orgIndex.current(), profileOf(request), sub, (s) => s.organizationId, 'view', `Subscription ${subId} not found`);
}

/** requireEditableSubscription as a route's `authorize` (validated): refused before the body is read. */
export const editableSubscription =
  (store: SubscriptionStore, orgIndex: OrgIndex) =>
  ({ params }: { params: { subId: number } }, request: FastifyRequest): void =>
    void requireEditableSubscription(store, orgIndex, request, params.subId);

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
