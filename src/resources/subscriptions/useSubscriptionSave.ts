import { useQueryClient } from '@tanstack/react-query';
import { useCreate, useNotify, useUpdate } from 'react-admin';
import type { SubscriptionSaveData } from '../../dataProvider/resources/subscriptions';
import { savedItemsOf } from '../../dataProvider/resources/subscriptionSave';
import type { Subscription } from '../../domain/schemas/subscription';
import type { FormFields, ItemRow } from './subscriptionDraft';
import { subscriptionKeys } from './subscriptionQueries';

/** A failure of the subscription itself goes to the one error bar; an item's stays on its row (doc 000 §4). */
const options = { mutationMode: 'pessimistic', meta: { errorKey: 'subscriptions.error.baseSaveFail' } } as const;

/**
 * The form's save through the resource `subscriptions`: create (subscription, then items) while it
 * has no id, update (items, then subscription) once it has one. `onRows` receives the rows' new
 * state (saved, or their error); 'Subscription saved' and `onDone` only when nothing failed.
 */
export function useSubscriptionSave(
  orgId: number,
  subscription: Subscription | undefined,
  onRows: (id: number | undefined, rows: ItemRow[]) => void,
  onDone: () => void,
) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [create, created] = useCreate(undefined, undefined, options);
  const [update, updated] = useUpdate(undefined, undefined, options);
  const callbacks = {
    onSuccess: (answer: { id: unknown; items?: ItemRow[] }) => {
      const rows = answer.items ?? [];
      onRows(Number(answer.id), rows);
      if (rows.some((r) => r.error !== undefined)) return;
      notify('subscriptions.form.saved', { type: 'success' });
      onDone();
    },
    onError: (error: unknown) => {
      const rows = savedItemsOf(error) as ItemRow[] | undefined;
      if (rows) onRows(undefined, rows);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  };
  const save = (subscriptionId: number | undefined, fields: FormFields, items: ItemRow[]) => {
    const data: SubscriptionSaveData = { organizationId: orgId, fields, items };
    if (subscriptionId === undefined) return create('subscriptions', { data }, callbacks);
    return update('subscriptions', { id: subscriptionId, data, previousData: subscription ?? { id: subscriptionId } }, callbacks);
  };
  return { save, saving: created.isPending || updated.isPending };
}
