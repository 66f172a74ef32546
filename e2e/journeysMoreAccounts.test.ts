import { accountJourneys, journeyAccounts } from './support/journeyAccounts';
import { e2ePassword, useSandboxAndBrowser } from './support/session';

/** The journeys of e2e/journeys.test.ts for the other half of the seeded accounts (one sandbox per file, so the runner can balance them). */
const session = useSandboxAndBrowser({ SANDBOX_PASSWORD: e2ePassword });
vi.setConfig({ testTimeout: 300_000 });

// The walks at once: each in a browser profile of its own, they only read and spend most of their time waiting.
describe.concurrent('journeys: every account through its whole menu (second half)', () => {
  accountJourneys(session, journeyAccounts.more);
});
