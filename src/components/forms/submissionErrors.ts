import { ApiError } from '../../dataProvider/ApiError';

/**
 * The service's field errors of a refused command (`{message, errors}`) that belong to the form's
 * fields, as react-admin's <Form onSubmit> takes them back to put on the fields. `fields` maps the
 * service's field name (a `body.` prefix aside) to the form's; undefined when none of them is named,
 * so the form keeps only the bar's message.
 */
export function submissionErrors(error: unknown, fields: Record<string, string>): Record<string, string> | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    const name = fields[field.replace(/^body\./, '')];
    if (name && messages.length) out[name] = messages[0];
  }
  return Object.keys(out).length ? out : undefined;
}
