import { appThemes } from './themes';

describe('the themes in a language', () => {
  it("give MUI's own texts in German, keep MUI's English otherwise, and name progress bars either way", () => {
    const german = appThemes('Wird geladen…', 'de').lightTheme.components!;
    expect(german.MuiAutocomplete?.defaultProps).toMatchObject({ openText: 'Öffnen', noOptionsText: 'Keine Optionen' });
    expect(german.MuiCircularProgress?.defaultProps).toEqual({ 'aria-label': 'Wird geladen…' });
    const english = appThemes('Loading…').darkTheme.components!;
    expect(english.MuiAutocomplete?.defaultProps).not.toHaveProperty('openText');
    expect(german.MuiAutocomplete?.defaultProps).toHaveProperty('fullWidth', true); // react-admin's own default stays
    expect(english.MuiLinearProgress?.defaultProps).toEqual({ 'aria-label': 'Loading…' });
  });
});
