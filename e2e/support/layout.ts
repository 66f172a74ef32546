import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The page does not scroll sideways: nothing is wider than the window (a wide table scrolls in its
 * own box). Waits for the page to settle first; `label` names the page in the failure.
 */
export async function expectNoSidewaysScroll(page: Page, label = new URL(page.url()).pathname) {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${label} scrolls sideways at ${clientWidth} px`).toBeLessThanOrEqual(clientWidth);
}

/** The element is fully inside the window, left to right (not cut off nor pushed off screen). */
export async function expectWithinWindow(page: Page, locator: Locator, label: string) {
  const box = await locator.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, `${label} is shown`).not.toBeNull();
  expect(box!.x, `${label} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${label} ends inside the ${width} px window`).toBeLessThanOrEqual(width + 0.5);
}
