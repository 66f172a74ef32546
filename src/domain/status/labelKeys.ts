/**
 * The catalogue keys of an enumeration numbered 0, 1, 2 … in the order of `names`:
 * `orderedLabelKeys('invites.status', ['pending', 'accepted'])` is `{ 0: 'invites.status.pending', 1: 'invites.status.accepted' }`.
 * The enumerations of doc 000 §3 and doc 001 §3 are all of this form.
 */
export function orderedLabelKeys<T extends number>(prefix: string, names: readonly string[]): Record<T, string> {
  return Object.fromEntries(names.map((name, i) => [i, `${prefix}.${name}`])) as Record<T, string>;
}
