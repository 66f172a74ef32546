import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** Light and dark themes; react-admin shows the toggle in the app bar when both exist. */
export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: { ...defaultLightTheme.palette, primary: { main: '#1a4f8b' }, secondary: { main: '#1d3557' } },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: { ...defaultDarkTheme.palette, primary: { main: '#90caf9' } },
};
