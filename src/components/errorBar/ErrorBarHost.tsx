import { Box } from '@mui/material';
import { useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { ErrorAlert } from './ErrorAlert';
import { useErrorBarStore } from './ErrorBarProvider';

/**
 * Where the failures show: once in the layout, and in a dialog's content (a modal hides the page
 * behind it), so the frontmost surface shows them. Only the last mounted host renders the bars.
 */
export function ErrorBarHost() {
  const store = useErrorBarStore();
  const [hostId, setHostId] = useState<number>();
  useLayoutEffect(() => {
    const { id, release } = store.registerHost();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the id is the store's answer to registering, which must happen in an effect (and be released)
    setHostId(id);
    return release;
  }, [store]);
  const entries = useSyncExternalStore(store.subscribe, store.entries);
  const front = useSyncExternalStore(store.subscribe, store.frontHost);
  if (hostId === undefined || front !== hostId || entries.length === 0) return null;
  return (
    <Box aria-live="polite">
      {entries.map((e) => (
        <ErrorAlert
          key={e.id}
          error={e.error}
          messageKey={e.messageKey}
          values={e.values}
          plain={e.plain}
          onRetry={
            e.retry
              ? () => {
                  store.dismiss(e.id);
                  e.retry?.();
                }
              : undefined
          }
          onDismiss={() => store.dismiss(e.id)}
        />
      ))}
    </Box>
  );
}
