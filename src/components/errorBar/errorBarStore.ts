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
  /** About the whole session (the roles loaded at start, the alerts count): kept when the page changes. */
  sessionWide?: boolean;
  /** A form's validation message: it goes with the form (formScopedMessages). */
  form?: HTMLFormElement;
  /** The page (pageOf) the entry was reported on; stamped by the store. */
  page?: string;
}

export type ErrorBarReport = Omit<ErrorBarEntry, 'id' | 'page'>;

export interface ErrorBarStore {
  report(entry: ErrorBarReport): number;
  dismiss(id: number): void;
  /** Removes the entry of a source (a query that succeeded on retry). */
  clearSource(source: string): void;
  /** Removes the entries that match (e.g. a form's message once the form is corrected). */
  clearWhere(test: (entry: ErrorBarEntry) => boolean): void;
  /**
   * The page now shown (pageOf the location): a new page drops every entry raised on another one,
   * except those about the whole session (no message outlives the page that raised it).
   */
  showPage(page: string): void;
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
  let page: string | undefined;
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
      set([...kept, { ...entry, id, page }]);
      return id;
    },
    dismiss: (id) => set(list.filter((e) => e.id !== id)),
    clearSource(source) {
      if (list.some((e) => e.source === source)) set(list.filter((e) => e.source !== source));
    },
    clearWhere(test) {
      if (list.some(test)) set(list.filter((e) => !test(e)));
    },
    showPage(next) {
      if (next === page) return;
      const first = page === undefined;
      page = next;
      // What was reported before the first page showed (while signing in) shows on it.
      if (first) return;
      if (list.some((e) => !e.sessionWide && e.page !== next)) set(list.filter((e) => e.sessionWide || e.page === next));
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

/**
 * The page of a location: its first path segment (/groups/5/add-organizations is the groups page; a
 * dialog route such as /hierarchy/8/manage-associations/ belongs to its page), '/' being the hierarchy.
 */
export function pageOf(pathname: string): string {
  return pathname.split('/').find(Boolean) ?? 'hierarchy';
}
