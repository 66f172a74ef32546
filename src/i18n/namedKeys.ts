/**
 * The catalogue keys that console code names: every quoted literal shaped like a dotted key
 * ('users.associations.loadError') whose first segment is a namespace of the catalogue, wherever it
 * stands (translate, notify, errorKey, an errorKeys map, a query's meta, a component's label or
 * title). Comments are left out, and so are access names, which share the resources' namespaces
 * (docs/architecture.md "One access question"): the value of a `resource:` and a rule's name opening
 * a line of a rule table (`'organizations.tabs': …`). A key built at run time (`tabs.${key}`) is not seen here: the
 * catalogue test checks those through the tables that build them.
 */
export function namedKeys(source: string, namespaces: ReadonlySet<string>): string[] {
  const code = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    // A line comment, not the `//` of an address inside a string ('https://…').
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
    .replace(/\bresource:\s*(['"`])[^'"`]*\1/g, '')
    .replace(/^[ \t]*(['"])[\w.-]+\1[ \t]*:/gm, '');
  const keys = new Set<string>();
  for (const m of code.matchAll(/(['"`])([a-zA-Z][\w-]*(?:\.[\w-]+)+)\1/g)) {
    if (namespaces.has(m[2].split('.')[0])) keys.add(m[2]);
  }
  return [...keys];
}
