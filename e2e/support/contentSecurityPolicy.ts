import type { Browser, BrowserContext } from 'playwright-core';

/** Chrome's own console line for a blocked load ("… violates the following Content Security Policy directive …"). */
const chromeViolation = /Content Security Policy/i;

/**
 * Makes every Content-Security-Policy violation in the browser's pages a console error, and collects
 * them: Chrome logs a blocked load as one, but a blocked eval only as the page's
 * `securitypolicyviolation` event, which each new context's pages turn into a console.error here (so
 * that the journeys, which fail on any console error, see it too). Returns the violations seen, each
 * with the page's address; the caller fails the test when there are any. `stop` ends the watch (the
 * browser outlives a test file: e2e/support/session.ts).
 */
export function watchContentSecurityPolicy(browser: Browser): { violations: string[]; stop: () => void } {
  const violations: string[] = [];
  const watch = (context: BrowserContext) => {
    // Sent before the context's first page can be opened: the caller's newPage() follows on the same connection.
    void context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(
          `Content Security Policy violation: ${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`,
        ),
      );
    });
    context.on('console', (message) => {
      if (message.type() === 'error' && chromeViolation.test(message.text())) violations.push(`${message.page()?.url() ?? '?'}: ${message.text()}`);
    });
  };
  browser.on('context', watch);
  return { violations, stop: () => browser.off('context', watch) };
}
