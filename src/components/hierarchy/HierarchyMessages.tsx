import CloseIcon from '@mui/icons-material/Close';
import { Alert, AlertTitle, Button, IconButton, Stack } from '@mui/material';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A message bar on the hierarchy panel (doc 000 §2: "After success a message bar appears on the panel"). */
export interface PanelMessage {
  /** Messages with the same key replace each other. */
  key: string;
  /** The organization it is about: shown only while that organization is selected. */
  orgId?: number;
  severity: 'success' | 'info' | 'error';
  title?: string;
  text: string;
  /** Removed by itself after this many milliseconds. */
  autoHideMs?: number;
  onRetry?: () => void;
}

interface MessagesApi {
  messages: PanelMessage[];
  show: (m: PanelMessage) => void;
  dismiss: (key: string) => void;
}

const MessagesContext = createContext<MessagesApi>({ messages: [], show: () => undefined, dismiss: () => undefined });

export const useHierarchyMessages = () => useContext(MessagesContext);

/** Holds the panel's message bars; each is dismissible, some go away by themselves. */
export function HierarchyMessagesProvider({ children }: { children: ReactNode }) {
  const [messages, setMessages] = useState<PanelMessage[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const dismiss = useCallback((key: string) => {
    clearTimeout(timers.current.get(key));
    setMessages((all) => all.filter((m) => m.key !== key));
  }, []);
  const show = useCallback(
    (m: PanelMessage) => {
      clearTimeout(timers.current.get(m.key));
      setMessages((all) => [...all.filter((x) => x.key !== m.key), m]);
      if (m.autoHideMs)
        timers.current.set(
          m.key,
          setTimeout(() => dismiss(m.key), m.autoHideMs),
        );
    },
    [dismiss],
  );
  const api = useMemo(() => ({ messages, show, dismiss }), [messages, show, dismiss]);
  return <MessagesContext.Provider value={api}>{children}</MessagesContext.Provider>;
}

/** The message bars of the selected organization, where the panel shows them. */
export function HierarchyMessageBars({ orgId }: { orgId: number }) {
  const translate = useTranslate();
  const { messages: all, dismiss } = useHierarchyMessages();
  const messages = all.filter((m) => m.orgId === undefined || m.orgId === orgId);
  if (!messages.length) return null;
  return (
    <Stack spacing={1} sx={{ mb: 1 }}>
      {messages.map((m) => (
        <Alert
          key={m.key}
          severity={m.severity}
          role={m.severity === 'error' ? 'alert' : 'status'}
          action={
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {m.onRetry && (
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => {
                    dismiss(m.key);
                    m.onRetry!();
                  }}
                >
                  {translate('errors.retry')}
                </Button>
              )}
              <IconButton aria-label={translate('errors.dismiss')} color="inherit" size="small" onClick={() => dismiss(m.key)}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </Stack>
          }
        >
          {m.title && <AlertTitle>{m.title}</AlertTitle>}
          {m.text}
        </Alert>
      ))}
    </Stack>
  );
}
