/**
 * The one list of failures the console shows (doc 001 §8: "Every failure is wrapped with a friendly
 * text plus the server's message and shown in a dismissible bar"). Screens do not mount their own
 * bars: failed queries and mutations are reported here by ErrorBarProvider (from TanStack Query's
 * caches), other failures through useReportError, and the frontmost ErrorBarHost shows them.
 */
export interface ErrorBarEntry {
  id: number;
  /** The failure (an ApiError carries the server's message); undefined for a plain text. */
  error: unknown;
  /** Catalogue key of the friendly text. */
  messageKey: string;
  values?: Record<string, unknown>;
  /** Shown as a Retry button. */
  retry?: () => void;
  /** The text is the catalogue text alone (react-admin's own notifications), no server message. */
  plain?: boolean;
  /** Entries of one source replace each other (e.g. one per query). */
  source?: string;
}

export type ErrorBarReport = Omit<ErrorBarEntry, 'id'>;

export interface ErrorBarStore {
  report(entry: ErrorBarReport): number;
  dismiss(id: number): void;
  /** Removes the entry of a source (a query that succeeded on retry). */
  clearSource(source: string): void;
  entries(): readonly ErrorBarEntry[];
  subscribe(listener: () => void): () => void;
  /** Hosts register in mount order; the last registered one (the frontmost dialog) shows the bars. */
  registerHost(): { id: number; release: () => void };
  frontHost(): number | undefined;
}

export function createErrorBarStore(): ErrorBarStore {
  let list: readonly ErrorBarEntry[] = [];
  let hosts: number[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  const set = (next: readonly ErrorBarEntry[]) => {
    list = next;
    emit();
  };
  return {
    report(entry) {
      const id = nextId++;
      const kept = list.filter((e) => !(entry.source && e.source === entry.source) && !sameFailure(e, entry));
      set([...kept, { ...entry, id }]);
      return id;
    },
    dismiss: (id) => set(list.filter((e) => e.id !== id)),
    clearSource(source) {
      if (list.some((e) => e.source === source)) set(list.filter((e) => e.source !== source));
    },
    entries: () => list,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    registerHost() {
      const id = nextId++;
      hosts = [...hosts, id];
      emit();
      return {
        id,
        release: () => {
          hosts = hosts.filter((h) => h !== id);
          emit();
        },
      };
    },
    frontHost: () => hosts.at(-1),
  };
}

function sameFailure(a: ErrorBarReport, b: ErrorBarReport): boolean {
  return a.messageKey === b.messageKey && a.error === b.error && JSON.stringify(a.values) === JSON.stringify(b.values);
}
