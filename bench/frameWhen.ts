import type { Page } from 'playwright-core';

/**
 * Resolves on the first animation frame where `test` (an expression) holds in the page, with the
 * page's performance.now() then; rejects after `timeoutMs`, naming the expression. Written as text:
 * the page must not receive code compiled by tsx (its helpers do not exist there). Shared by every
 * browser bench.
 */
export const frameWhen = (page: Page, test: string, timeoutMs = 60_000): Promise<number> =>
  page.evaluate(`new Promise((resolve, reject) => {
    const start = performance.now();
    const tick = () => {
      if (${test}) requestAnimationFrame(() => resolve(performance.now()));
      else if (performance.now() - start > ${timeoutMs}) reject(new Error('timed out waiting for ' + ${JSON.stringify(test)}));
      else requestAnimationFrame(tick);
    };
    tick();
  })`);
