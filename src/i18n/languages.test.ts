import { diffCatalogues, flattenCatalogue, placeholders } from './catalogueDiff';
import de from './de.json';
import en from './en.json';

// German is complete against English; `npm run i18n:missing` lists what is not.
describe('the German catalogue against the English one', () => {
  const diff = diffCatalogues(en, de);
  const german = flattenCatalogue(de);

  it('has every English key (run `npm run i18n:missing` for the list to translate)', () => {
    expect(diff.missing).toEqual([]);
  });

  it('has no key that English does not have', () => {
    expect(diff.extra).toEqual([]);
  });

  it('keeps every placeholder of the English text, and no other', () => {
    expect(diff.placeholderMismatches).toEqual([]);
  });

  it('writes placeholders the i18next way only and leaves no text empty', () => {
    expect([...german].filter(([, v]) => /%\{|\{\{(?![\s\w]+\}\})/.test(v))).toEqual([]);
    expect([...german].filter(([k, v]) => v.trim() === '' && k !== 'ra.boolean.null').map(([k]) => k)).toEqual([]);
  });

  it('is German, not a copy of the English texts', () => {
    expect(german.get('ra.action.save')).toBe('Speichern');
    expect(german.get('app.language.label')).toBe('Sprache');
    const same = [...flattenCatalogue(en)].filter(([k, v]) => german.get(k) === v && /[a-z]{4,} [a-z]{4,}/.test(v));
    expect(same.map(([k]) => k)).toEqual([]);
  });
});

describe('the comparison itself', () => {
  it('finds a missing key, an extra key and a changed placeholder in both directions', () => {
    const d = diffCatalogues({ a: { b: 'Hi {{name}}', c: 'x' } }, { a: { b: 'Hallo {{nme}}', d: 'y' } });
    expect(d).toEqual({
      missing: ['a.c'],
      extra: ['a.d'],
      placeholderMismatches: [{ key: 'a.b', reference: ['name'], translation: ['nme'] }],
    });
    expect(placeholders('{{count}} of {{ total }}, {{val, number}}')).toEqual(['count', 'total', 'val']);
  });
});
