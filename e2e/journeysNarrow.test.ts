import { viewports } from './support/journey';
import { accountJourneys } from './support/journeyAccounts';
import { e2ePassword, useSandboxAndBrowser } from './support/session';

/**
 * The journeys of e2e/journeys.test.ts on a laptop (1024×768) and a phone (390×844): every menu entry
 * and tab by a click, and at each step, besides the usual checks, no page scrolls sideways. The
 * accounts with the widest pages: tms.admin (Manage Users, Service Accounts, Virtual Boundaries,
 * Tenant Status) and customer.admin (an organization's own pages).
 */
const session = useSandboxAndBrowser({ SANDBOX_PASSWORD: e2ePassword });
vi.setConfig({ testTimeout: 300_000 });

// The three walks at once: they only read, each in a browser profile of its own, and spend most of their time waiting.
describe.concurrent('journeys on narrow windows', () => {
  describe('on a laptop', () => {
    accountJourneys(session, ['tms.admin@sandbox.test'], { viewport: viewports.laptop });
  });

  describe('on a phone', () => {
    accountJourneys(session, ['tms.admin@sandbox.test', 'customer.admin@sandbox.test'], { viewport: viewports.phone });
  });
});
