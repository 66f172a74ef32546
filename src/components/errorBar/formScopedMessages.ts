import type { ErrorBarStore } from './errorBarStore';

/** What a form shows for an invalid field: MUI's error state (aria-invalid on inputs, Mui-error on labels and helper texts). */
const hasInvalidField = (form: HTMLFormElement) => !!form.querySelector('[aria-invalid="true"], .Mui-error');

/**
 * A form's validation message ("The form is not valid…", react-admin's notification on an invalid
 * submit) belongs to that form: it goes when the form is sent again (a still invalid form raises it
 * anew), when the form shows no invalid field any more (corrected), and when the form leaves the page
 * (its dialog closed). Watching the page's forms keeps this true for every react-admin form without
 * each one taking part. Returns the form to tie a message to (the one last submitted) and the stop.
 */
export function watchFormScopedMessages(store: ErrorBarStore): { submittedForm: () => HTMLFormElement | undefined; stop: () => void } {
  let lastSubmitted: HTMLFormElement | undefined;
  const onSubmit = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    const form = event.target;
    lastSubmitted = form;
    store.clearWhere((e) => e.form === form);
  };
  // Only forms that showed their invalid fields when the message came can be seen corrected.
  const couldBeCorrected = new WeakSet<HTMLFormElement>();
  const check = () => {
    const forms = store.entries().flatMap((e) => (e.form ? [e.form] : []));
    if (forms.length === 0) return;
    for (const form of forms) if (hasInvalidField(form)) couldBeCorrected.add(form);
    store.clearWhere((e) => !!e.form && (!e.form.isConnected || (couldBeCorrected.has(e.form) && !hasInvalidField(e.form))));
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class', 'aria-invalid'] });
  document.addEventListener('submit', onSubmit, true);
  return {
    submittedForm: () => (lastSubmitted?.isConnected ? lastSubmitted : undefined),
    stop: () => {
      observer.disconnect();
      document.removeEventListener('submit', onSubmit, true);
    },
  };
}
