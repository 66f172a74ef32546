import { setupServer } from 'msw/node';
import { accountHandlers } from './account';
import { configHandlers } from './config';
import { locationHandlers } from './location';
import { meHandlers } from './me';
import { record } from './recorder';
import { hierarchyHandlers } from './hierarchy';
import { cardProviderHandlers } from './cardProvider';
import { subscriptionHandlers } from './subscriptions';

/** One msw server for the console tests: one handler set per service. */
export const server = setupServer(
  ...configHandlers,
  // Before accountHandlers: the hierarchy store also answers organizations 1 and 10 as account.ts does.
  ...hierarchyHandlers,
  ...accountHandlers,
  ...locationHandlers,
  ...meHandlers,
  ...cardProviderHandlers,
  ...subscriptionHandlers,
);

server.events.on('request:start', ({ request }) => {
  void record(request);
});
