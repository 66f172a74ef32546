import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** Light and dark themes; react-admin shows the toggle in the app bar when both exist. */
export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: '#1a4f8b' },
    secondary: { main: '#1d3557' },
    // MUI's default red (#d32f2f) has a 4.4:1 contrast on a filled input's grey: too little for error labels.
    error: { main: '#c62828' },
  },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: { ...defaultDarkTheme.palette, primary: { main: '#90caf9' } },
};
