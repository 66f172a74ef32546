import axe from 'axe-core';
import { experimentalWcagRules } from '../../e2e/support/axe';

/**
 * Progress bars come and go while a page loads, so axe may miss one (or report it detached, as
 * ":root"). A MutationObserver notes every progress bar added to the page that has no name.
 */
const unnamed = new Set<string>();

function noteUnnamed(node: Node) {
  if (!(node instanceof Element)) return;
  const bars = [node, ...node.querySelectorAll('[role="progressbar"]')].filter((el) => el.getAttribute('role') === 'progressbar');
  for (const bar of bars) {
    if (!bar.getAttribute('aria-label') && !bar.getAttribute('aria-labelledby')) unnamed.add(`unnamed progressbar: ${bar.className}`);
  }
}

new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach(noteUnnamed))).observe(document.body, {
  childList: true,
  subtree: true,
});

/**
 * axe-core over the rendered page, serious and critical violations only, plus any unnamed progress
 * bar shown since the last call. jsdom has no layout, so colour contrast is left to the browser
 * tests; everything else (names, labels, landmarks, headings, ARIA) is checked here.
 */
export async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, ...experimentalWcagRules },
    resultTypes: ['violations'],
  });
  const found = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  const bars = [...unnamed];
  unnamed.clear();
  return [...found, ...bars];
}
