/**
 * Doc 000 §7 and doc 002 §4 "Automatic global reader setup": the order and timings of the
 * sequence that runs after the identity provider's sign-in returns a token to /appProvisionTest.
 */

/** The directory's fixed Global Reader role definition ("a fixed role definition"). */
export const GLOBAL_READER_ROLE_DEFINITION_ID = 'f2ef992c-3afb-46b9-b7cf-a126ee74c451';

/** "scopes for application read/write and directory role-management read/write". */
export const GLOBAL_READER_SCOPES = [
  'https://graph.microsoft.com/Application.ReadWrite.All',
  'https://graph.microsoft.com/RoleManagement.ReadWrite.Directory',
] as const;

/** The return point of the sign-in redirect. */
export const GLOBAL_READER_RETURN_PATH = '/appProvisionTest';

/** The steps run at once, one after the other, as soon as the token is back. */
export const GLOBAL_READER_IMMEDIATE_STEPS = ['findServicePrincipal', 'assignRole', 'readBack'] as const;

/** "delete the service principal after 5 s; clear stored items after 10 s; re-check global reader 4 s later". */
export const GLOBAL_READER_TIMINGS = {
  recheckMs: 4_000,
  deleteServicePrincipalMs: 5_000,
  clearStoredItemsMs: 10_000,
} as const;

export type GlobalReaderDelayedAction = 'recheck' | 'deleteServicePrincipal' | 'clearStoredItems';

/** The delayed actions, counted from the end of the read-back, in the order they fire. */
export function globalReaderSchedule(): { action: GlobalReaderDelayedAction; afterMs: number }[] {
  const t = GLOBAL_READER_TIMINGS;
  return [
    { action: 'recheck' as const, afterMs: t.recheckMs },
    { action: 'deleteServicePrincipal' as const, afterMs: t.deleteServicePrincipalMs },
    { action: 'clearStoredItems' as const, afterMs: t.clearStoredItemsMs },
  ].sort((a, b) => a.afterMs - b.afterMs);
}

/** Every step the user sees in the progress list, in the order they happen. */
export const GLOBAL_READER_STEPS = ['findServicePrincipal', 'assignRole', 'readBack', 'recheck', 'deleteServicePrincipal'] as const;
export type GlobalReaderStep = (typeof GLOBAL_READER_STEPS)[number];

/** The two places the automatic setup is started from. */
export const GLOBAL_READER_WAYS = ['dataCollection', 'setupWizard'] as const;
export type GlobalReaderWay = (typeof GLOBAL_READER_WAYS)[number];

/** "$search" value of the service-principal lookup: `"appId:{id}"` (quoted, as the graph expects). */
export const servicePrincipalSearch = (appId: string) => `"appId:${appId}"`;
