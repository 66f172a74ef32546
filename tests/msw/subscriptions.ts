import { http, HttpResponse } from 'msw';
import { accountUrl } from './account';

/**
 * No organization has subscriptions: the organization pages read them for the service tags. Tests of
 * subscriptions run against the sandbox (src/resources/subscriptions) or answer with a local handler.
 */
export const subscriptionHandlers = [http.get(accountUrl('/api/v1.0/subscriptions/organizations/:org'), () => HttpResponse.json([]))];
