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
import { auditActions } from '../domain/auditActions';
import { resourceMap } from '../dataProvider/resourceMap';
import de from './de.json';
import en from './en.json';
import { namedKeys } from './namedKeys';

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
const german = flatten(de);

function sourceFiles(dir: string, withDomain = false): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'domain' && !withDomain ? [] : sourceFiles(path, withDomain);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Literals shaped like catalogue keys that are not texts, each with what it is. */
const notTexts: Record<string, string> = {
  'hierarchy.chosenOrganization': 'the localStorage entry of the organization chosen on the hierarchy',
};
/** Groups of texts the code completes at run time (orderedLabelKeys): checked through their tables below. */
const prefixes = ['dataCollection.demo.status', 'invites.status', 'users.status', 'radarProvisioning.signUp'];
/** Audit action names (auditActions.ts), shown through auditEvents.actions.{name}. */
const actionNames = new Set<string>(auditActions);

/** The keys the sources name that the catalogue lacks, each with the file naming it. */
function unknownNamedKeys(sources: Record<string, string>, texts: ReadonlyMap<string, string>): string[] {
  const namespaces = new Set(Object.keys(en));
  return Object.entries(sources).flatMap(([file, text]) =>
    namedKeys(text, namespaces)
      .filter((k) => !(k in notTexts) && !prefixes.includes(k) && !actionNames.has(k) && !texts.has(k))
      .map((k) => `${k} (${file})`),
  );
}
const consoleSources = () => Object.fromEntries(sourceFiles(srcDir, true).map((f) => [f.slice(root.length + 1), readFileSync(f, 'utf8')]));

describe('the English catalogue', () => {
  it('holds, in English and German, every key the console names (translate, notify, errorKey, errorKeys, meta, labels)', () => {
    const sources = consoleSources();
    expect(Object.keys(sources).length).toBeGreaterThan(300);
    expect(unknownNamedKeys(sources, catalogue)).toEqual([]);
    expect(unknownNamedKeys(sources, german)).toEqual([]);
  });

  it('holds, in English and German, the friendly text of every failure the resource map names (errorKeys)', () => {
    const keys = Object.values(resourceMap).flatMap((handlers) => Object.values(handlers.errorKeys ?? {}));
    expect(keys).toContain('users.associations.loadError');
    expect(keys.filter((k) => !catalogue.has(k) || !german.has(k))).toEqual([]);
  });

  it('names each exception honestly: what is not a text is no key, a prefix is a group of texts, every audit action has its label', () => {
    expect(Object.keys(notTexts).filter((k) => catalogue.has(k))).toEqual([]);
    expect(prefixes.filter((p) => ![...catalogue.keys()].some((k) => k.startsWith(`${p}.`)))).toEqual([]);
    expect(auditActions.filter((a) => !catalogue.has(`auditEvents.actions.${a}`))).toEqual([]);
  });

  it('fails on a key that is named but missing, and not on one only mentioned in a comment', () => {
    const without = new Map(catalogue);
    without.delete('users.associations.loadError');
    const sources = {
      'userAssociations.ts': "export const r = { errorKeys: { getManyReference: 'users.associations.loadError' } };",
      'Tab.tsx': '// translate(\'users.associations.notInCode\')\nconst ok = translate("users.associations.empty");',
      'Query.ts': 'useQuery({ meta: { errorKey: `users.associations.stillMissing` } });',
      'Access.ts': "can({ resource: 'users.associations.aRule', action: 'show' });\nconst rules = {\n  'users.associations.aTable': rule,\n};",
    };
    expect(unknownNamedKeys(sources, without)).toEqual([
      'users.associations.loadError (userAssociations.ts)',
      'users.associations.stillMissing (Query.ts)',
    ]);
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
