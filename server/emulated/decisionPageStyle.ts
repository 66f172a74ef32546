import { escapeHtml } from '../auth/loginPage';
import { createHash } from 'node:crypto';

/**
 * The look of the emulated outside pages that ask for a decision (the directory's admin consent,
 * the identity provider's token consent): one card, a description list, a primary and a secondary button.
 */
export const decisionPageStyle = `
:root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
body{margin:0;background:#f3f2f1;color:#201f1e}
main{max-width:30rem;margin:10vh auto;padding:2rem;background:#fff;border-radius:4px;box-shadow:0 1px 4px rgba(0,0,0,.2)}
h1{font-size:1.5rem;margin:0 0 1rem}
dl{margin:1rem 0}dt{font-weight:600}dd{margin:0 0 .75rem}
ul{padding-left:1.25rem}code{font-size:.9rem}
.actions{display:flex;gap:1rem;margin-top:1.5rem}
button{flex:1;padding:.6rem;font:inherit;font-weight:600;border-radius:2px;cursor:pointer}
button:focus{outline:3px solid #0f6cbd;outline-offset:2px}
.primary{color:#fff;background:#0f6cbd;border:0}
.secondary{color:#201f1e;background:#fff;border:1px solid #605e5c}
.note{font-size:.875rem;color:#484644}
`;

/** Only our style; the decision form posts to the sandbox itself (which redirects within PUBLIC_URL). */
export function decisionPageCsp(origin: string): string {
  const hash = `'sha256-${createHash('sha256').update(decisionPageStyle).digest('base64')}'`;
  return `default-src 'none'; style-src ${hash}; form-action 'self' ${origin}; frame-ancestors 'none'; base-uri 'none'`;
}

export interface DecisionPage {
  title: string;
  heading: string;
  /** Trusted HTML between the heading and the form (every value in it escaped by the caller). */
  body: string;
  action: string;
  /** Sent back with the decision. */
  fields: Record<string, string>;
  primary: { value: string; label: string };
  secondary: { value: string; label: string };
  note: string;
}

/** An emulated page that asks for a decision: the body, then a form with the two buttons. */
export function decisionPage(page: DecisionPage): string {
  const hidden = Object.entries(page.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<style>${decisionPageStyle}</style>
</head>
<body>
<main>
<h1>${escapeHtml(page.heading)}</h1>
${page.body}
<form method="post" action="${escapeHtml(page.action)}">
${hidden}
<div class="actions">
<button class="primary" type="submit" name="decision" value="${escapeHtml(page.primary.value)}">${escapeHtml(page.primary.label)}</button>
<button class="secondary" type="submit" name="decision" value="${escapeHtml(page.secondary.value)}">${escapeHtml(page.secondary.label)}</button>
</div>
</form>
<p class="note">${escapeHtml(page.note)}</p>
</main>
</body>
</html>`;
}
