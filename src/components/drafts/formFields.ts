import type { DraftFields } from './draftStore';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Fields whose value is never kept in a draft: secrets, and inputs that hold no work of the user. */
function keepable(el: Field): boolean {
  if (el.disabled || el.closest('[data-draft="never"], [data-unsaved="ignore"], .RaFilterForm-filterFormInput')) return false;
  // A react-admin <Form> with a FormDraft keeps its own values.
  if (el.form?.querySelector('[data-form-draft]')) return false;
  if (el instanceof HTMLInputElement) {
    if (['password', 'search', 'file', 'hidden', 'submit', 'button'].includes(el.type) || el.readOnly) return false;
    // An autocomplete's text is its search; what it picked is not in the input.
    if (el.getAttribute('aria-autocomplete') === 'list') return false;
  }
  if (el instanceof HTMLTextAreaElement && el.readOnly) return false;
  if (/^cc-|one-time-code|new-password|current-password/.test(el.autocomplete)) return false;
  return !/secret|password|card.?number/i.test(`${el.name} ${labelOf(el)}`);
}

function labelOf(el: Field): string {
  // A MUI select's value is in a hidden input; its name is on the visible box beside it.
  const named = el.classList.contains('MuiSelect-nativeInput') ? (el.parentElement?.querySelector('[role="combobox"]') ?? el) : el;
  const labelled = named.getAttribute('aria-labelledby');
  const text =
    (named === el ? el.labels?.[0]?.textContent : null) ??
    named.getAttribute('aria-label') ??
    (labelled ? document.getElementById(labelled.split(' ')[0])?.textContent : null) ??
    '';
  return text.replace(/[\s*]+$/, '').trim();
}

/** Each keepable field of `root` by a name that is the same next time the form opens. */
export function fieldsOf(root: Element): Map<string, Field> {
  const found = new Map<string, Field>();
  root.querySelectorAll<Field>('input, textarea, select').forEach((el) => {
    if (!keepable(el)) return;
    let key = el.name || labelOf(el);
    // A field with neither name nor label cannot be told apart from its neighbours next time.
    if (!key) return;
    if (el instanceof HTMLInputElement && el.type === 'radio') key = `${key}=${el.value}`;
    if (!found.has(key)) found.set(key, el);
  });
  return found;
}

export function valueOf(el: Field): string | boolean {
  return el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio') ? el.checked : el.value;
}

export function snapshot(root: Element): DraftFields {
  return Object.fromEntries([...fieldsOf(root)].map(([key, el]) => [key, valueOf(el)]));
}

/**
 * Puts a value back as if typed: through the element's own value setter and an input event, which
 * is what React's (and react-hook-form's) onChange listens to; a box or radio is clicked.
 */
export function setValueOf(el: Field, value: string | boolean) {
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
    if (el.checked !== value) el.click();
    return;
  }
  const proto = Object.getPrototypeOf(el) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, String(value));
  el.dispatchEvent(new Event('input', { bubbles: true }));
  el.dispatchEvent(new Event('change', { bubbles: true }));
}
