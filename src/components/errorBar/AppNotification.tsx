import { useEffect, useMemo, useRef } from 'react';
import {
  Notification,
  NotificationContext,
  useNotificationContext,
  type NotificationContextType,
} from 'react-admin';
import { useErrorBarStore } from './ErrorBarProvider';

/**
 * react-admin's notifications, with every error sent to the one error bar instead of a snackbar:
 * a data-provider failure is already there (reported from the query cache, with its friendly
 * text), so its notification is dropped; any other error notification (e.g. an invalid form)
 * becomes a plain bar. Success and info messages stay snackbars.
 */
export function AppNotification() {
  const context = useNotificationContext();
  const store = useErrorBarStore();
  const forwarded = useRef(new WeakSet<object>());
  const errors = context.notifications.filter((n) => n.type === 'error');
  useEffect(() => {
    for (const n of errors) {
      if (forwarded.current.has(n)) continue;
      forwarded.current.add(n);
      if (typeof n.message !== 'string') continue;
      const text = n.message;
      const known = store.entries().some((e) => e.error instanceof Error && e.error.message === text);
      if (!known) store.report({ error: undefined, messageKey: text, values: n.notificationOptions?.messageArgs, plain: true });
    }
  }, [errors, store]);
  const filtered = useMemo<NotificationContextType>(
    () => ({
      ...context,
      notifications: context.notifications.filter((n) => n.type !== 'error'),
      takeNotification: () => {
        let next = context.takeNotification();
        while (next && next.type === 'error') next = context.takeNotification();
        return next;
      },
    }),
    [context],
  );
  return (
    <NotificationContext.Provider value={filtered}>
      <Notification />
    </NotificationContext.Provider>
  );
}
