import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** WCAG 2.1 A and AA: what the journeys judge at every step. */
export const wcag21aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Rules axe 4.11 marks experimental and leaves out unless asked, turned on here because they judge a
 * WCAG 2.1 criterion: `label-content-name-mismatch` is 2.5.3 Label in Name (level A): a control's
 * accessible name contains the text it shows, so that a user of speech input can say what they see.
 */
export const experimentalWcagRules = { 'label-content-name-mismatch': { enabled: true } };

export interface AxeFinding {
  id: string;
  impact: string | null | undefined;
  help: string;
  /** Each node by its selector and the start of its HTML: a selector alone (".Mui-disabled") rarely says which element. */
  targets: string[];
}

/**
 * axe's serious and critical violations in the page: every rule, or the rules of `tags`; the whole
 * page, or only the elements `scope` selects when there are any.
 *
 * axe is put into the page once and asked for violations only. Its Playwright wrapper
 * (@axe-core/playwright) put it in again at every run and sent back every rule's passes, each node
 * with a selector: 1.3 CPU-s a check of the tree page against 0.23 s here (docs/testing.md).
 */
export async function seriousAxeViolations(page: Page, options: { tags?: string[]; scope?: string[] } = {}): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async ({ tags, scope, rules }) => {
      const run = (window as unknown as { axe: typeof axe }).axe;
      const within = scope?.filter((s) => document.querySelector(s));
      const context = within?.length ? { include: within.map((s) => [s]) } : document;
      const result = await run.run(context as axe.ElementContext, {
        ...(tags ? { runOnly: { type: 'tag' as const, values: tags } } : {}),
        rules,
        resultTypes: ['violations'],
      });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`),
      }));
    },
    { tags: options.tags, scope: options.scope, rules: experimentalWcagRules },
  );
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
