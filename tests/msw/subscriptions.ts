import { http, HttpResponse } from 'msw';
import type { Subscription, SubscriptionItem } from '../../src/domain/schemas/subscription';
import { accountUrl } from './account';

let nextId = 500;
export function item(over: Partial<SubscriptionItem> & Pick<SubscriptionItem, 'id' | 'subscriptionId'>): SubscriptionItem {
  return {
    product: 'Reporting', feature: 'Core', startDate: '2026-01-01T00:00:00Z', endDate: '2027-01-01T00:00:00Z',
    cancelledDate: null, subscriptionType: 'Paid', quantity: 1, status: 1, ...over,
  };
}
export function subscription(over: Partial<Subscription> & Pick<Subscription, 'id'>): Subscription {
  const items = over.subscriptionItems ?? [];
  return {
    organizationId: 40, tenantName: 'contoso', description: `Subscription ${over.id}`, notes: '', paymentType: 'Prepaid',
    recurrenceType: 'Yearly', paymentProvider: 'Direct', managed: false, startDate: items[0]?.startDate ?? null,
    endDate: items[0]?.endDate ?? null, cancelledDate: null, product: items[0]?.product ?? null, feature: items[0]?.feature ?? null,
    subscriptionType: items[0]?.subscriptionType ?? null, quantity: items[0]?.quantity ?? null, status: 0, subscriptionItems: items, ...over,
  };
}

function initial(): Record<number, Subscription[]> {
  return {
    30: [subscription({ id: 310, organizationId: 30, description: 'Wingtip reporting', status: 1, subscriptionItems: [item({ id: 3101, subscriptionId: 310 })] })],
    40: [
      subscription({ id: 301, description: 'Expired radar', status: 3, subscriptionItems: [item({ id: 3011, subscriptionId: 301, product: 'Radar', startDate: '2024-01-01T00:00:00Z', endDate: '2025-01-01T00:00:00Z', status: 3 })] }),
      subscription({
        id: 302, description: 'Reporting plan', status: 1,
        subscriptionItems: [
          item({ id: 3021, subscriptionId: 302, product: 'Availability', quantity: 25, startDate: '2026-02-03T00:00:00Z', endDate: '2027-02-02T00:00:00Z' }),
          item({ id: 3022, subscriptionId: 302, product: 'Adoption', feature: 'O365', subscriptionType: 'Trial', startDate: '2026-05-01T00:00:00Z', endDate: '2026-06-01T00:00:00Z', status: 3 }),
        ],
      }),
      subscription({ id: 303, description: 'Cancelled adoption', status: 2, subscriptionItems: [item({ id: 3031, subscriptionId: 303, product: 'Adoption', cancelledDate: '2026-03-01T00:00:00Z', status: 2 })] }),
    ],
  };
}

/** Subscriptions per organization id (organizations without an entry have none). */
export let subscriptionsByOrg = initial();
export function resetSubscriptions() {
  subscriptionsByOrg = initial();
  nextId = 500;
  trialOrgOf.clear();
  nextItemId = 9000;
}
export const newSubscriptionId = () => nextId++;

const trialOrgOf = new Map<number, number>();

const findSub = (id: number) => Object.values(subscriptionsByOrg).flat().find((s) => s.id === id);
const refused = (message: string) => HttpResponse.json({ message, errors: {} }, { status: 422 });
let nextItemId = 9000;

export const subscriptionHandlers = [
  http.post(accountUrl('/api/v1.0/organizations/:org/subscriptions'), async ({ params, request }) => {
    const body = (await request.json()) as Subscription;
    if (body.description === 'Refused by billing') return refused('The billing system refused the subscription');
    const orgId = Number(params.org);
    const id = newSubscriptionId();
    (subscriptionsByOrg[orgId] ??= []).push(subscription({ ...body, id, organizationId: orgId }));
    return HttpResponse.json({ subscriptionId: id }, { status: 201 });
  }),
  http.patch(accountUrl('/api/v1.0/subscriptions/:sub'), async ({ params, request }) => {
    const body = (await request.json()) as Subscription;
    if (body.description === 'Refused by billing') return refused('The billing system refused the subscription');
    const sub = findSub(Number(params.sub));
    if (!sub) return HttpResponse.json({ message: 'subscription not found' }, { status: 404 });
    Object.assign(sub, body);
    return HttpResponse.json({ subscriptionId: sub.id });
  }),
  http.post(accountUrl('/api/v1.0/subscriptions/:sub/items'), async ({ params, request }) => {
    const body = (await request.json()) as SubscriptionItem;
    if (body.product === 'InvestigationCenter' && body.feature === 'AUD') return refused('The billing system refused the item: InvestigationCenter cannot be sold with feature AUD');
    const sub = findSub(Number(params.sub));
    if (!sub) return HttpResponse.json({ message: 'subscription not found' }, { status: 404 });
    const added = item({ ...body, id: nextItemId++, subscriptionId: sub.id });
    sub.subscriptionItems.push(added);
    return HttpResponse.json({ subscriptionItemId: added.id }, { status: 201 });
  }),
  http.patch(accountUrl('/api/v1.0/subscriptions/:sub/items/:item'), async ({ params, request }) => {
    const body = (await request.json()) as SubscriptionItem;
    if (body.product === 'InvestigationCenter' && body.feature === 'AUD') return refused('The billing system refused the item: InvestigationCenter cannot be sold with feature AUD');
    const found = findSub(Number(params.sub))?.subscriptionItems.find((i) => i.id === Number(params.item));
    if (!found) return HttpResponse.json({ message: 'item not found' }, { status: 404 });
    Object.assign(found, body);
    return HttpResponse.json({ subscriptionItemId: found.id });
  }),
  http.post(accountUrl('/api/v1.0/organizations/:org/subscriptions/managed'), async ({ params, request }) => {
    const orgId = Number(params.org);
    const body = (await request.json()) as Pick<Subscription, 'tenantName' | 'description' | 'notes' | 'paymentType' | 'recurrenceType' | 'paymentProvider'>;
    const id = newSubscriptionId();
    trialOrgOf.set(id, orgId);
    (subscriptionsByOrg[orgId] ??= []).push(subscription({ id, organizationId: orgId, ...body, managed: true }));
    return HttpResponse.json({ subscriptionId: id }, { status: 201 });
  }),
  http.post(accountUrl('/api/v1.0/subscriptions/:sub/managed'), async ({ params, request }) => {
    const id = Number(params.sub);
    const body = (await request.json()) as Pick<SubscriptionItem, 'product' | 'feature' | 'subscriptionType' | 'quantity'>;
    const sub = subscriptionsByOrg[trialOrgOf.get(id) ?? 0]?.find((s) => s.id === id);
    if (!sub) return HttpResponse.json({ message: 'subscription not found' }, { status: 404 });
    const added = item({ id: id * 10, subscriptionId: id, ...body, startDate: '2026-11-21T00:00:00Z', endDate: '2026-12-21T00:00:00Z' });
    Object.assign(sub, { subscriptionItems: [added], status: 1, product: added.product, feature: added.feature, subscriptionType: added.subscriptionType, quantity: 1, startDate: added.startDate, endDate: added.endDate });
    return HttpResponse.json({ subscriptionItemId: added.id }, { status: 201 });
  }),
  http.get(accountUrl('/api/v1.0/subscriptions/organizations/:org'), ({ params }) => HttpResponse.json(subscriptionsByOrg[Number(params.org)] ?? [])),
];
