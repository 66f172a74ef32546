import { http, HttpResponse } from 'msw';
import { errorAnswer } from './account';
import { testConfig } from './config';
import { makeInternalUser, peopleData } from './peopleData';

export const identityUrl = (path: string) => `${testConfig.services.identity}${path}`;

let created = 0;

/** The identity service (doc 001 §7): user details and actions, add user, createinvite. */
export const identityHandlers = [
  http.get(identityUrl('/ium/:userId/details'), ({ params }) => {
    const user = peopleData.users.find((u) => u.id === params.userId);
    return user ? HttpResponse.json(user) : errorAnswer(404, 'User not found');
  }),
  http.post(identityUrl('/ium/:userId/:area/:action'), ({ params }) => {
    const user = peopleData.users.find((u) => u.id === params.userId);
    if (!user) return errorAnswer(404, 'User not found');
    const action = `${params.area}/${params.action}`;
    if (action === 'password/reset') user.passwordResetRequired = true;
    else if (action === 'mfa/disable') Object.assign(user, { twoFactorEnabled: false, twoFactorProvider: null });
    else if (action === 'lockout/reset') Object.assign(user, { accessFailedCount: 0, lockoutEnd: null });
    else return errorAnswer(404, 'Unknown action');
    return HttpResponse.json(user);
  }),
  http.post(identityUrl('/users'), async ({ request }) => {
    const body = (await request.json()) as { email: string; firstName: string; lastName: string };
    const existing = peopleData.users.find((u) => u.email.toLowerCase() === body.email.toLowerCase());
    if (existing) return HttpResponse.json({ userId: existing.id });
    created += 1;
    const id = `cccccccc-0000-4000-8000-${String(created).padStart(12, '0')}`;
    peopleData.users.push(makeInternalUser({ id, userId: id, email: body.email, firstName: body.firstName, lastName: body.lastName }));
    return HttpResponse.json({ userId: id }, { status: 201 });
  }),
  http.post(identityUrl('/users/createinvite'), async ({ request }) => {
    const body = (await request.json()) as { organizationId: number; email: string };
    const existing = peopleData.users.find((u) => u.email.toLowerCase() === body.email.toLowerCase());
    if (existing && peopleData.invites.some((i) => i.userId === existing.id && i.organizationId === body.organizationId && i.status === 0)) {
      return errorAnswer(409, 'User already has a pending invite');
    }
    if (existing) return HttpResponse.json({ userId: existing.id });
    created += 1;
    const id = `dddddddd-0000-4000-8000-${String(created).padStart(12, '0')}`;
    peopleData.users.push(makeInternalUser({ id, userId: id, email: body.email, firstName: '', lastName: '', statusType: 2 }));
    return HttpResponse.json({ userId: id }, { status: 201 });
  }),
];
