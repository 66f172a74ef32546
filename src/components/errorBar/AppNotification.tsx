import { useEffect, useMemo, useRef } from 'react';
import { Notification, NotificationContext, useNotificationContext, type NotificationContextType, type NotificationPayload } from 'react-admin';
import { useErrorBarStore } from './ErrorBarProvider';
import { watchFormScopedMessages } from './formScopedMessages';

const isError = (n: NotificationPayload) => n.type === 'error';

/**
 * react-admin's notifications, with every error sent to the one error bar instead of a snackbar:
 * a data-provider failure is already there (reported from the query cache, with its friendly
 * text), so its notification is dropped; any other error notification (e.g. an invalid form)
 * becomes a plain bar, tied to the form that raised it. Success and info messages stay snackbars.
 *
 * An error is taken out of react-admin's queue once forwarded: left there, it stayed first in the
 * queue for good, and taking the next snackbar past it spun forever (react-admin's takeNotification
 * answers the same first entry until the next render), filling the tab's memory.
 */
export function AppNotification() {
  const context = useNotificationContext();
  const store = useErrorBarStore();
  const forms = useRef<ReturnType<typeof watchFormScopedMessages>>(undefined);
  useEffect(() => {
    const watcher = watchFormScopedMessages(store);
    forms.current = watcher;
    return watcher.stop;
  }, [store]);
  const { notifications, setNotifications } = context;
  useEffect(() => {
    const errors = notifications.filter(isError);
    if (errors.length === 0) return;
    setNotifications((queue) => queue.filter((n) => !isError(n)));
    for (const n of errors) {
      if (typeof n.message !== 'string') continue;
      const text = n.message;
      const known = store.entries().some((e) => e.error instanceof Error && e.error.message === text);
      if (known) continue;
      const form = text === 'ra.message.invalid_form' ? forms.current?.submittedForm() : undefined;
      store.report({ error: undefined, messageKey: text, values: n.notificationOptions?.messageArgs, plain: true, form });
    }
  }, [notifications, setNotifications, store]);
  const filtered = useMemo<NotificationContextType>(
    () => ({
      ...context,
      notifications: context.notifications.filter((n) => !isError(n)),
      takeNotification: () => {
        const next = context.notifications.find((n) => !isError(n));
        if (next) setNotifications((queue) => queue.filter((n) => n !== next));
        return next;
      },
    }),
    [context, setNotifications],
  );
  return (
    <NotificationContext.Provider value={filtered}>
      <Notification />
    </NotificationContext.Provider>
  );
}
