import type { Theme } from '@mui/material';
import { deDE } from '@mui/material/locale';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * MUI's own texts (an Autocomplete's Open/Clear/No options, an Alert's Close) in the console's
 * language: MUI's German locale; English is MUI's default.
 */
const muiLocaleComponents: Record<string, RaThemeOptions['components']> = { de: deDE.components as RaThemeOptions['components'] };

type Components = NonNullable<RaThemeOptions['components']>;

/** The theme's component settings over the locale's texts, default props merged (react-admin sets some too). */
function withLocaleTexts(components: Components = {}, locale: string): Components {
  const merged: Record<string, unknown> = { ...components };
  for (const [name, texts] of Object.entries(muiLocaleComponents[locale] ?? {})) {
    const own = (components as Record<string, { defaultProps?: object } | undefined>)[name];
    merged[name] = { ...own, defaultProps: { ...(texts as { defaultProps?: object }).defaultProps, ...own?.defaultProps } };
  }
  return merged as Components;
}

/**
 * Every progress bar gets a name by default (axe: aria-progressbar-name). react-admin's own
 * spinners (the app bar's indicator, <Loading> in Edit, Show and lazy pages) take no label prop,
 * so the name is a theme default; a bar with its own aria-label keeps it.
 */
function withNamedProgress(theme: RaThemeOptions, loadingLabel: string, locale: string): RaThemeOptions {
  const named = { defaultProps: { 'aria-label': loadingLabel } };
  return { ...theme, components: { ...withLocaleTexts(theme.components, locale), MuiCircularProgress: named, MuiLinearProgress: named } };
}

/**
 * Narrow screens (1024×768, a 390 px phone), once for every page: nothing widens the page past the
 * window (react-admin's layout is `min-width: fit-content`, so a wide table pushed the whole page
 * sideways and the app bar's search, alerts and profile off screen); a table scrolls inside its own
 * box instead, with its last column (the row's actions) kept in view; toolbars of commands wrap.
 */
function withNarrowLayout(theme: RaThemeOptions): RaThemeOptions {
  const fit = { minWidth: 0 };
  return {
    ...theme,
    components: {
      ...theme.components,
      RaLayout: { styleOverrides: { root: { ...fit, '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': fit } } },
      RaList: { styleOverrides: { root: { '& .RaList-main': fit } } },
      RaDataTable: { styleOverrides: { root: { maxWidth: '100%', '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } } },
      RaDatagrid: { styleOverrides: { root: { maxWidth: '100%', '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } } } },
      // `&&`: over react-admin's own phone style of the toolbar, which keeps one row.
      RaTopToolbar: { styleOverrides: { root: { '&&': { flexWrap: 'wrap', rowGap: 4 } } } },
      // Tabs as wide as their label (MUI gives each at least 90 px and 16 px sides): the hierarchy's six
      // German tabs fit the detail pane without scroll arrows hiding the last one.
      MuiTab: { styleOverrides: { root: { minWidth: 0, paddingLeft: 12, paddingRight: 12 } } },
      MuiTableContainer: { styleOverrides: { root: { maxWidth: '100%', overflowX: 'auto' } } },
      // An alert's message wraps instead of scrolling: MUI gives it `overflow: auto`, which on a phone made
      // a scrolling region no keyboard can reach (axe's scrollable-region-focusable).
      MuiAlert: { styleOverrides: { message: { overflow: 'visible', overflowWrap: 'anywhere' } } },
      MuiTableCell: {
        styleOverrides: {
          // Sticky only has an effect when the table scrolls sideways in its box: then the last column stays.
          root: ({ theme: t }: { theme: Theme }) => ({
            '&:last-of-type:not(:first-of-type)': {
              position: 'sticky',
              right: 0,
              zIndex: 1,
              backgroundColor: t.palette.background.paper,
              boxShadow: `inset 1px 0 0 ${t.palette.divider}`,
            },
            // Above the other header cells, which tables with a sticky header raise too.
            '.MuiTableHead-root &:last-of-type:not(:first-of-type)': { zIndex: 4 },
          }),
        },
      },
    },
  };
}

/**
 * A user who asked their system for less motion (`prefers-reduced-motion: reduce`) gets none: MUI's
 * transitions (dialogs, menus, selects, drawers) and animations (ripples, spinners, skeletons) end at
 * once. MUI's own mode (`motion.reducedMotion: 'system'`) ends its transitions with 0 ms timers, so
 * nothing waits their durations; everything else animated (spinners, skeletons, react-admin's parts)
 * runs for almost no time rather than being removed (`transition: none`), so that whatever waits for
 * an end event still gets it (docs/decisions.md "Layout and accessibility").
 */
function withReducedMotion(theme: RaThemeOptions): RaThemeOptions {
  const brief = '0.01ms !important';
  return {
    ...theme,
    motion: { reducedMotion: 'system' },
    components: {
      ...theme.components,
      MuiCssBaseline: {
        styleOverrides: {
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              animationDuration: brief,
              animationIterationCount: '1 !important',
              transitionDuration: brief,
              scrollBehavior: 'auto !important',
            },
          },
        },
      },
    },
  };
}

/** Light and dark themes in a language; react-admin shows the toggle in the app bar when both exist. */
export function appThemes(loadingLabel: string, locale = 'en'): { lightTheme: RaThemeOptions; darkTheme: RaThemeOptions } {
  const lightTheme: RaThemeOptions = {
    ...defaultLightTheme,
    palette: {
      ...defaultLightTheme.palette,
      primary: { main: '#1a4f8b' },
      secondary: { main: '#1d3557' },
      // MUI's default red (#d32f2f) has a 4.4:1 contrast on a filled input's grey: too little for error labels.
      error: { main: '#c62828' },
      // MUI's default info blue (#0288d1) under white text is 4.0:1: too little for a chip's label ("In progress").
      info: { main: '#0277bd' },
    },
  };
  const darkTheme: RaThemeOptions = {
    ...defaultDarkTheme,
    palette: { ...defaultDarkTheme.palette, primary: { main: '#90caf9' } },
  };
  return {
    lightTheme: withReducedMotion(withNarrowLayout(withNamedProgress(lightTheme, loadingLabel, locale))),
    darkTheme: withReducedMotion(withNarrowLayout(withNamedProgress(darkTheme, loadingLabel, locale))),
  };
}
