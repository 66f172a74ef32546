import { countryOptions } from './countries';

describe('countryOptions', () => {
  const options = countryOptions();
  it('lists the ISO 3166-1 alpha-2 codes (about 240) with English names, sorted by name', () => {
    expect(options.length).toBeGreaterThanOrEqual(240);
    expect(options.length).toBeLessThan(260);
    expect(options.every((o) => /^[A-Z]{2}$/.test(o.id))).toBe(true);
    expect(new Set(options.map((o) => o.id)).size).toBe(options.length);
    expect(options.find((o) => o.id === 'GB')?.name).toBe('United Kingdom');
    expect(options.find((o) => o.id === 'DE')?.name).toBe('Germany');
    expect(options.find((o) => o.id === 'CI')?.name).toMatch(/Côte d’Ivoire|Côte d'Ivoire/);
    const names = options.map((o) => o.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
  it('names every code (no code shown as itself)', () => {
    expect(options.filter((o) => o.name === o.id)).toEqual([]);
  });
});
