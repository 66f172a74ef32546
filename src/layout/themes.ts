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
    },
  };
  const darkTheme: RaThemeOptions = {
    ...defaultDarkTheme,
    palette: { ...defaultDarkTheme.palette, primary: { main: '#90caf9' } },
  };
  return { lightTheme: withNamedProgress(lightTheme, loadingLabel, locale), darkTheme: withNamedProgress(darkTheme, loadingLabel, locale) };
}
