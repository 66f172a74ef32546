import { useMemo } from 'react';
import { useGetIdentity, useLocation } from 'react-admin';
import { draftKey, readDraft, type DraftFields } from './draftStore';

/**
 * The draft (its key and fields) kept for the form `formName` (its dialog's title) at the current address, as
 * the form opens, or null. For a form that must make room before useFormDraft can fill it in, e.g.
 * the item rows a user had added to a subscription before the session ended.
 */
export function useKeptDraft(formName: string): { key: string; fields: DraftFields } | null {
  const { identity } = useGetIdentity();
  const owner = identity?.id === undefined ? undefined : String(identity.id);
  const { pathname, search } = useLocation();
  return useMemo(
    () => {
      if (!owner) return null;
      const key = draftKey(owner, `${pathname}${search}`, formName);
      const fields = readDraft(key)?.fields;
      return fields ? { key, fields } : null;
    },
    // Read once per user, address and form: the draft changes as the user types, the room made does not.
    [owner, pathname, search, formName],
  );
}
