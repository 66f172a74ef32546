import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { menuEntries } from '../layout/menuEntries';
import { resources } from '../resources';
import { organizationTypeLabelKey } from '../domain/organizationTypes';
import { invoiceTypeKey, settledKey } from '../domain/schemas/invoice';
import { demoCopyButton, demoStatusLabelKey } from '../domain/status/demo';
import { organizationStatusLabelKey, paymentTypeLabelKey } from '../domain/status/organization';
import { inviteStatusLabelKey, userStatusLabelKey } from '../domain/status/people';
import { signUpStatusLabelKey } from '../domain/status/provisioning';
import en from './en.json';

const root = resolve(import.meta.dirname, '..', '..');
const srcDir = join(root, 'src');

function flatten(node: object, prefix = '', out = new Map<string, string>()) {
  for (const [k, v] of Object.entries(node)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') flatten(v, key, out);
    else out.set(key, v as string);
  }
  return out;
}
const catalogue = flatten(en);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'domain' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the English catalogue', () => {
  it('holds every key the console code translates', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(srcDir)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/(?:translate\(|messageKey=\{?|messageKey = |errorKey: )['"]([a-zA-Z][\w.-]+)['"]/g)) used.add(m[1]);
    }
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((k) => !catalogue.has(k))).toEqual([]);
  });

  it('holds every key the domain names', () => {
    const keys = [
      ...menuEntries(resources).map((e) => e.labelKey),
      ...Object.values(organizationTypeLabelKey),
      invoiceTypeKey(1),
      invoiceTypeKey(2),
      settledKey(true),
      settledKey(false),
      'resources.invoices.name',
      ...Object.values(demoStatusLabelKey),
      ...[inviteStatusLabelKey, userStatusLabelKey, paymentTypeLabelKey, organizationStatusLabelKey, signUpStatusLabelKey].flatMap((m) =>
        Object.values(m),
      ),
      demoCopyButton({ lastCopyDate: null, status: 0, loading: false, now: new Date() }).labelKey,
      demoCopyButton({ lastCopyDate: '2026-01-02T00:00:00Z', status: 1, loading: false, now: new Date() }).labelKey,
    ];
    expect(keys.filter((k) => !catalogue.has(k))).toEqual([]);
  });

  it('writes placeholders the i18next way only', () => {
    const bad = [...catalogue].filter(([, v]) => /%\{|\{\{(?![\s\w]+\}\})/.test(v));
    expect(bad).toEqual([]);
  });

  it('keeps react-admin English messages under ra', () => {
    expect(catalogue.get('ra.action.save')).toBe('Save');
    expect(catalogue.get('ra.navigation.page_range_info')).toBe('{{offsetBegin}}-{{offsetEnd}} of {{total}}');
  });

  it('leaves no literal English text between JSX tags', () => {
    const offenders = sourceFiles(srcDir)
      .filter((f) => f.endsWith('.tsx'))
      // `(?<!=)`: the arrow of `() => name(a, b)` closes no tag; text after it is code, not JSX text.
      .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/(?<!=)>\s*([A-Za-z][^<>{}]*)</g)].map((m) => `${f}: ${m[1]}`));
    expect(offenders).toEqual([]);
  });
});
