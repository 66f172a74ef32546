import { setupServer } from 'msw/node';
import { accountHandlers } from './account';
import { configHandlers } from './config';
import { locationHandlers } from './location';
import { meHandlers } from './me';
import { record } from './recorder';
import { cardProviderHandlers } from './cardProvider';
import { subscriptionHandlers } from './subscriptions';
import { alertingHandlers } from './alerting';

/** One msw server for the console tests: one handler set per service. */
export const server = setupServer(
  ...configHandlers,
  ...accountHandlers,
  ...locationHandlers,
  ...meHandlers,
  ...cardProviderHandlers,
  ...subscriptionHandlers,
  ...alertingHandlers,
);

server.events.on('request:start', ({ request }) => {
  void record(request);
});
