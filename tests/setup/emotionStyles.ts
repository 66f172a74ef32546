import { StyleSheet } from '@emotion/sheet';

// MUI's styles are written by emotion into <style> elements. jsdom recomputes the whole cascade
// for every getComputedStyle call, and Testing Library calls it for each element it names
// (accessible names skip hidden nodes), so with a few hundred emotion rules in the document a third
// of a console test's time went into matching CSS selectors (docs/testing.md). jsdom does no layout
// and ignores media queries, so these styles decide nothing a test can see, except in a file about
// styles: such a file calls keepEmotionStyles() at its top, before anything renders.

let keep = false;
const insert = StyleSheet.prototype.insert;

StyleSheet.prototype.insert = function (this: StyleSheet, rule: string) {
  if (keep) insert.call(this, rule);
};

/** For a test file that reads computed styles (colours, heights): emotion writes its rules again. */
export function keepEmotionStyles() {
  keep = true;
}
