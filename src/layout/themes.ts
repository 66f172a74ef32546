import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * Every progress bar gets a name by default (axe: aria-progressbar-name). react-admin's own
 * spinners (the app bar's indicator, <Loading> in Edit, Show and lazy pages) take no label prop,
 * so the name is a theme default; a bar with its own aria-label keeps it.
 */
function withNamedProgress(theme: RaThemeOptions, loadingLabel: string): RaThemeOptions {
  const named = { defaultProps: { 'aria-label': loadingLabel } };
  return { ...theme, components: { ...theme.components, MuiCircularProgress: named, MuiLinearProgress: named } };
}

/** Light and dark themes; react-admin shows the toggle in the app bar when both exist. */
export function appThemes(loadingLabel: string): { lightTheme: RaThemeOptions; darkTheme: RaThemeOptions } {
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
  return { lightTheme: withNamedProgress(lightTheme, loadingLabel), darkTheme: withNamedProgress(darkTheme, loadingLabel) };
}
