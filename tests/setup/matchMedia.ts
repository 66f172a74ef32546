/**
 * A `window.matchMedia` for jsdom, which has none: each query answers `matches(query)` and never
 * changes. The console tests' window prefers reduced motion (tests/setup/console.ts); a test about
 * the window's width stubs one of its own with `vi.stubGlobal('matchMedia', fixedMatchMedia(…))`.
 */
export function fixedMatchMedia(matches: (query: string) => boolean): typeof window.matchMedia {
  return (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
