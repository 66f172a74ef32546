import { http, HttpResponse } from 'msw';
import { accountUrl } from './account';

/**
 * The signed-in user's own lists, empty: a whole-app render for a user without roles lands on
 * /associations. Tests of those pages run against the sandbox (src/resources/myAssociations, myInvitations).
 */
export const meHandlers = [
  http.get(accountUrl('/api/v1.0/users/me/associations'), () => HttpResponse.json([])),
  http.get(accountUrl('/api/v1.0/users/me/invites'), () => HttpResponse.json([])),
];
