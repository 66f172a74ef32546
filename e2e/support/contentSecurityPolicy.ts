import type { BrowserContext } from 'playwright-core';

/** Chrome's own console line for a blocked load ("… violates the following Content Security Policy directive …"). */
const chromeViolation = /Content Security Policy/i;

/**
 * Makes every Content-Security-Policy violation in the context's pages a console error, and adds it
 * to `violations` with the page's address (the browser tests fail on any: e2e/support/session.ts).
 * Chrome logs a blocked load as a console error, but a blocked eval only as the page's
 * `securitypolicyviolation` event, which the pages turn into a console.error here, so that the
 * journeys, which fail on any console error, see it too.
 */
export async function watchContentSecurityPolicy(context: BrowserContext, violations: string[]) {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(
        `Content Security Policy violation: ${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`,
      ),
    );
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && chromeViolation.test(message.text())) violations.push(`${message.page()?.url() ?? '?'}: ${message.text()}`);
  });
}
