import { StyleSheet } from '@emotion/sheet';
import { createRequire } from 'node:module';

// MUI's styles are written by emotion into <style> elements. jsdom recomputes the whole cascade
// for every getComputedStyle call, and Testing Library calls it for each element it names
// (accessible names skip hidden nodes), so with a few hundred emotion rules in the document a third
// of a console test's time went into matching CSS selectors (docs/testing.md, "Cheaper jsdom"). jsdom does no layout
// and ignores media queries, so these styles decide nothing most console tests look at; a test that
// reads computed styles (colours, heights) is a `*.styles.test.tsx` file, which asks for them
// (`writeEmotionStyles`, tests/setup/emotionStyles.tsx).
//
// Nor are they computed: every styled component's render serializes its styles, calling MUI's style
// functions (the theme, variants, `sx`) for CSS that is then not written. That was a tenth of the
// console project's CPU. Emotion's components read `serializeStyles` from the module's exports at
// each call, and Node loads that module once for the worker (it is not one of the console's own
// modules, which tests/setup/freshModules.ts loads again for each file), so one assignment serves
// every file. Every element keeps MUI's own class names (`MuiButton-root`, `Mui-selected`), which is
// what the tests and the console's code select by.
//
// This file runs before every file of the worker: emotion's own functions, kept the first time, are
// put back by a file that writes styles, and taken away again here for the next file.
const serialize = createRequire(import.meta.url)('@emotion/serialize') as { serializeStyles: (...args: unknown[]) => unknown };
const kept = Symbol.for('tests.emotionOwnFunctions');
const worker = globalThis as typeof globalThis & { [kept]?: EmotionOwnFunctions };
interface EmotionOwnFunctions {
  insert: StyleSheet['insert'];
  serializeStyles: (...args: unknown[]) => unknown;
}
worker[kept] ??= { insert: StyleSheet.prototype.insert, serializeStyles: serialize.serializeStyles };

const unstyled = Object.freeze({ name: 'unstyled', styles: '', next: undefined, map: undefined });
StyleSheet.prototype.insert = function insert() {};
serialize.serializeStyles = () => unstyled;

/** Emotion computes and writes styles again, until the worker's next file starts. */
export function restoreEmotion() {
  StyleSheet.prototype.insert = worker[kept]!.insert;
  serialize.serializeStyles = worker[kept]!.serializeStyles;
}
