import { useTranslate } from 'react-admin';
import { signUpStatusLabelKey, type SignUpStatus } from '../../domain/status/provisioning';

/** One value of a target's state as text: a list joined, a flag as yes or no. */
function valueText(value: unknown, translate: (key: string) => string): string {
  if (Array.isArray(value)) return value.map((v) => valueText(v, translate)).join(', ');
  if (typeof value === 'boolean') return translate(value ? 'changes.value.yes' : 'changes.value.no');
  if (value === null || value === undefined) return translate('changes.noState');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * A target's state before or after, as the service read it ({roles: [...]}, {hold: true} …), shown
 * as plain text: "roles: Account Administrator". Nothing of it is rendered as HTML.
 */
export function StateText({ state }: { state: Record<string, unknown> | null }) {
  const translate = useTranslate();
  if (!state) return <>{translate('changes.noState')}</>;
  const parts = Object.entries(state).map(([k, v]) => {
    // A tenant's sign-up status is a number of the specification's list: shown by its name.
    const value = k === 'status' && typeof v === 'number' ? translate(signUpStatusLabelKey[v as SignUpStatus] ?? String(v)) : valueText(v, translate);
    return `${translate(`changes.stateField.${k}`, { _: k })}: ${value}`;
  });
  return <>{parts.join(' · ') || translate('changes.noState')}</>;
}
