import { StyleSheet } from '@emotion/sheet';

// MUI's styles are written by emotion into <style> elements. jsdom recomputes the whole cascade
// for every getComputedStyle call, and Testing Library calls it for each element it names
// (accessible names skip hidden nodes), so with a few hundred emotion rules in the document a third
// of a console test's time went into matching CSS selectors (docs/testing.md, "Cheaper jsdom"). jsdom does no layout
// and ignores media queries, so these styles decide nothing the console project's tests look at; a
// test that reads computed styles (colours, heights) is a `*.styles.test.tsx` file, run by the
// console-styles project, which writes them.
StyleSheet.prototype.insert = function insert() {};
