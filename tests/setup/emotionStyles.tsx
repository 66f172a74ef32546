import { withEmotionCache } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import { render } from '@testing-library/react';
import { afterAll } from 'vitest';
import { restoreEmotion } from './noEmotionStyles';

/**
 * For a test file that reads computed styles (colours, heights, positions), at its top: emotion
 * computes and writes MUI's styles for this file, which the console tests otherwise skip
 * (tests/setup/noEmotionStyles.ts). After the file its rules leave the document and emotion's
 * record of them is cleared, so that the worker's next files match no emotion rule and a later
 * styles file writes its own again.
 */
export function writeEmotionStyles() {
  restoreEmotion();
  afterAll(() => {
    let cache: EmotionCache | undefined;
    const Read = withEmotionCache((_props: object, current: EmotionCache) => {
      cache = current;
      return null;
    });
    render(<Read />).unmount();
    cache?.sheet.flush();
    for (const name of Object.keys(cache?.inserted ?? {})) delete cache!.inserted[name];
    document.head.querySelectorAll('style[data-emotion]').forEach((style) => style.remove());
  });
}
