import { setupServer } from 'msw/node';
import { accountHandlers } from './account';
import { configHandlers } from './config';
import { locationHandlers } from './location';
import { record } from './recorder';

/** One msw server for the console tests: one handler set per service. */
export const server = setupServer(...configHandlers, ...accountHandlers, ...locationHandlers);

server.events.on('request:start', ({ request }) => {
  void record(request);
});
