import { http, HttpResponse } from 'msw';
import type { Invite } from '../../src/domain/schemas/invite';
import type { OrganizationUser } from '../../src/domain/schemas/user';
import { accountUrl, errorAnswer } from './account';
import { peopleData, roleRef } from './peopleData';

const notFound = (what: string) => errorAnswer(404, `${what} not found`);
const orgUsers = (org: number) => (peopleData.orgUsers[org] ??= []);

function association(org: number, user: OrganizationUser) {
  return { organizationId: org, userId: user.id, relationshipType: user.relationshipType, dateAssociated: user.associatedDate, roles: user.roles };
}

function changeRole(org: number, userId: string, roleId: string, add: boolean) {
  const user = orgUsers(org).find((u) => u.id === userId);
  if (!user) return notFound('association');
  user.roles = add ? [...user.roles.filter((r) => r.roleId !== roleId), roleRef(roleId)] : user.roles.filter((r) => r.roleId !== roleId);
  return HttpResponse.json(association(org, user));
}

function cancel(inviteId: string) {
  const invite = peopleData.invites.find((i) => i.inviteId === inviteId);
  if (!invite) return notFound('invite');
  invite.status = 3;
  return HttpResponse.json(invite);
}

/** The account service's users, associations, invites and metadata routes (doc 001 §7), over peopleData. */
export const peopleHandlers = [
  http.get(accountUrl('/api/v1.2/users'), ({ request }) => {
    const q = new URL(request.url).searchParams;
    const text = (q.get('q') ?? '').toLowerCase();
    const all = peopleData.users.filter((u) => `${u.firstName} ${u.lastName} ${u.email}`.toLowerCase().includes(text));
    const offset = Number(q.get('offset') ?? 0);
    const limit = Number(q.get('limit') ?? all.length);
    return HttpResponse.json(all.slice(offset, offset + limit), { headers: { 'X-Total-Count': String(all.length) } });
  }),
  http.get(accountUrl('/api/v1.2/users/:userId'), ({ params }) => {
    const user = peopleData.users.find((u) => u.id === params.userId);
    if (!user) return notFound('user');
    return HttpResponse.json({ ...user, associations: peopleData.userAssociations[user.id] ?? [] });
  }),
  http.get(accountUrl('/api/v1.2/users/:userId/associations'), ({ params }) =>
    HttpResponse.json(peopleData.userAssociations[String(params.userId)] ?? []),
  ),
  http.get(accountUrl('/api/v1.0/ium/invites'), ({ request }) => {
    const userId = new URL(request.url).searchParams.get('userId');
    return HttpResponse.json(peopleData.invites.filter((i) => i.userId === userId));
  }),
  http.put(accountUrl('/api/v1.0/ium/invites/:inviteId/cancel'), ({ params }) => cancel(String(params.inviteId))),
  http.put(accountUrl('/api/v1.0/invites/:inviteId/cancel'), ({ params }) => cancel(String(params.inviteId))),
  http.get(accountUrl('/api/v1.0/ium/:userId/userPersistedMetadata'), ({ params }) =>
    HttpResponse.json([{ userId: params.userId, metadata: peopleData.metadata[String(params.userId)] ?? '{}' }]),
  ),
  http.post(accountUrl('/api/v1.0/ium/:userId/userPersistedMetadata/reset'), ({ params }) => {
    delete peopleData.metadata[String(params.userId)];
    return HttpResponse.json([{ userId: params.userId, metadata: '{}' }]);
  }),
  http.get(accountUrl('/api/v1.0/organizations/:org/users/roles'), ({ params }) => HttpResponse.json(orgUsers(Number(params.org)))),
  http.post(accountUrl('/api/v1.0/organizations/:org/users/:userId/roles/:roleId'), ({ params }) =>
    changeRole(Number(params.org), String(params.userId), String(params.roleId), true),
  ),
  http.delete(accountUrl('/api/v1.0/organizations/:org/users/:userId/roles/:roleId'), ({ params }) =>
    changeRole(Number(params.org), String(params.userId), String(params.roleId), false),
  ),
  http.post(accountUrl('/api/v1.0/organizations/:org/users/:userId'), ({ params }) => {
    const org = Number(params.org);
    const known = peopleData.users.find((u) => u.id === params.userId);
    if (!known) return notFound('user');
    const user: OrganizationUser = {
      id: known.id, firstName: known.firstName, lastName: known.lastName, email: known.email,
      associatedDate: '2026-05-01T00:00:00Z', relationshipType: 'Associated', roles: [roleRef('r-sys')],
    };
    orgUsers(org).push(user);
    return HttpResponse.json(association(org, user), { status: 201 });
  }),
  http.delete(accountUrl('/api/v1.0/organizations/:org/users/:userId'), ({ params }) => {
    const org = Number(params.org);
    peopleData.orgUsers[org] = orgUsers(org).filter((u) => u.id !== params.userId);
    const mine = peopleData.userAssociations[String(params.userId)];
    if (mine) peopleData.userAssociations[String(params.userId)] = mine.filter((a) => a.organizationId !== org);
    return new HttpResponse(null, { status: 204 });
  }),
  http.get(accountUrl('/api/v1.0/organizations/:org/invites'), ({ params }) =>
    HttpResponse.json(peopleData.invites.filter((i) => i.organizationId === Number(params.org))),
  ),
  http.post(accountUrl('/api/v1.1/organizations/:org/invites'), async ({ params, request }) => {
    const body = (await request.json()) as { userId: string; roles: string[] };
    const user = peopleData.users.find((u) => u.id === body.userId);
    const invite: Invite = {
      id: `bbbbbbbb-0000-4000-8000-${String(peopleData.invites.length).padStart(12, '0')}`,
      inviteId: `bbbbbbbb-0000-4000-8000-${String(peopleData.invites.length).padStart(12, '0')}`,
      organizationId: Number(params.org), organizationName: 'Contoso Ltd', status: 0, createdOnUtc: '2026-05-02T00:00:00Z',
      userId: body.userId, userEmail: user?.email ?? 'unknown@example.test', userFirstName: '', userLastName: '',
      roles: body.roles.map(roleRef),
    };
    peopleData.invites.push(invite);
    return HttpResponse.json(invite, { status: 201 });
  }),
  http.get(accountUrl('/api/v1.0/users/me/associations'), () => HttpResponse.json(peopleData.myAssociations)),
  http.get(accountUrl('/api/v1.0/users/me/invites'), () => HttpResponse.json(peopleData.myInvites)),
  http.put(accountUrl('/api/v1.0/users/me/invites/:inviteId/:answer'), ({ params }) => {
    const invite = peopleData.myInvites.find((i) => i.inviteId === params.inviteId);
    if (!invite) return notFound('invite');
    invite.status = params.answer === 'accept' ? 1 : 2;
    return HttpResponse.json(invite);
  }),
];
