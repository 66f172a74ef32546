import fs from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { builtinEnvironments, type Environment } from 'vitest/runtime';

/**
 * The `console` project's environment: Vitest's jsdom, with jsdom's user-agent stylesheet cut down to
 * the rules that set `display` or `visibility`.
 *
 * Why: jsdom matches every rule of its 111-rule user-agent stylesheet against an element each time
 * getComputedStyle is asked about it, and Testing Library asks for every element it names (an
 * accessible name leaves out hidden nodes, and spaces block elements apart). That matching was a
 * tenth of the console project's CPU. Those callers read only `display` and `visibility`; jsdom does
 * no layout, and the console project writes no CSS of its own (tests/setup/noEmotionStyles.ts), so
 * fonts, margins and colours of the user-agent sheet decide nothing its tests look at. A test that
 * reads computed styles has emotion write MUI's (tests/setup/emotionStyles.tsx), which set what it
 * reads. docs/testing.md, "Cheaper jsdom".
 *
 * jsdom reads the sheet once, when its computed-style module loads; so that module is loaded here
 * first, while the sheet's file reads as the cut-down version. The files of a worker share the module
 * (isolate: false), and every later jsdom of the worker uses it.
 */
const jsdomRoot = dirname(createRequire(import.meta.url).resolve('jsdom'));
const sheetFile = join(jsdomRoot, 'jsdom', 'browser', 'default-stylesheet.css');
const computedStyleModule = join(jsdomRoot, 'jsdom', 'living', 'css', 'helpers', 'computed-style.js');

/** The style rules of `css` (no at-rules: jsdom evaluates no media queries the tests rely on), each keeping only its display and visibility declarations. */
export function displayRulesOnly(css: string): string {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const kept: string[] = [];
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf('{', at);
    if (open < 0) break;
    let depth = 1;
    let end = open + 1;
    for (; end < text.length && depth > 0; end++) {
      if (text[end] === '{') depth++;
      else if (text[end] === '}') depth--;
    }
    const selector = text.slice(at, open).trim();
    const declarations = text
      .slice(open + 1, end - 1)
      .split(';')
      .map((d) => d.trim())
      .filter((d) => /^(display|visibility)\s*:/.test(d));
    if (!selector.startsWith('@') && declarations.length) kept.push(`${selector} { ${declarations.join('; ')} }`);
    at = end;
  }
  return kept.join('\n');
}

function loadWithDisplayRulesOnly() {
  const require = createRequire(import.meta.url);
  if (require.cache[computedStyleModule]) return;
  const readFileSync = fs.readFileSync;
  const cutDown = displayRulesOnly(readFileSync(sheetFile, 'utf8'));
  fs.readFileSync = ((path: fs.PathOrFileDescriptor, options?: unknown) =>
    path === sheetFile ? cutDown : readFileSync(path, options as BufferEncoding)) as typeof fs.readFileSync;
  try {
    require(computedStyleModule);
  } finally {
    fs.readFileSync = readFileSync;
  }
}

const jsdom = builtinEnvironments.jsdom;

export default {
  name: 'jsdom-display-only',
  viteEnvironment: jsdom.viteEnvironment,
  setup(global, options) {
    loadWithDisplayRulesOnly();
    return jsdom.setup(global, options);
  },
} satisfies Environment;
