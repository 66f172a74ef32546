import type { CrudMeta } from '../../dataProvider';

/**
 * `queryOptions` of a `<List>`/`<ListBase>` whose screen shows some failures itself (a 403 as the
 * no-permission message): the data provider leaves those out of the one error bar, and react-admin's
 * own error notification is dropped (the error bar already reports every other failure of the list
 * with the resource map's friendly text, so the notification would only repeat it).
 */
export function shownByScreen(...statuses: number[]): { meta: CrudMeta; onError: () => void } {
  return { meta: { shownStatuses: statuses }, onError: () => undefined };
}

/** The same, with the screen's own friendly text for the failures it leaves to the error bar. */
export function shownByScreenWith(errorKey: string, ...statuses: number[]): { meta: CrudMeta; onError: () => void } {
  return { meta: { shownStatuses: statuses, errorKey }, onError: () => undefined };
}
