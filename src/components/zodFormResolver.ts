import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { firstMessages } from '../domain/validation/messages';

/** react-admin's marker for an error that carries a catalogue key and its values (ValidationError). */
const RA_FORMAT_PREFIX = '@@react-admin@@';

/**
 * A react-hook-form resolver over a domain zod schema (docs/architecture.md, "Forms validate with the domain's schemas"): each field gets the
 * first message of its issues, as a catalogue key with its values, which react-admin's inputs
 * translate. Nested paths ('items.0.name') become nested errors.
 */
export function zodFormResolver<T extends FieldValues = FieldValues>(schema: ZodType): Resolver<T> {
  return async (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data as T, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const [path, m] of Object.entries(firstMessages(result.error))) {
      const message = `${RA_FORMAT_PREFIX}${JSON.stringify({ message: m.key, args: m.params ?? {} })}`;
      setPath(errors, path === '' ? ['root'] : path.split('.'), { type: 'validation', message });
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}

function setPath(target: Record<string, unknown>, path: string[], value: unknown) {
  let node = target;
  for (const key of path.slice(0, -1)) {
    node[key] = (node[key] as Record<string, unknown> | undefined) ?? {};
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1]] = value;
}
