// A build step for Konva's Text module (konva/lib/shapes/Text.js), which makes its grapheme
// segmenter when the module is evaluated: `new Intl.Segmenter(…, { granularity: 'grapheme' })`.
// A page's first Intl.Segmenter loads the browser's break rules, which here took 56 ms, and
// 100 ms at 4× CPU slowdown: one long task in the middle of every 2D scene's start, for a
// segmenter Konva uses only for spaced, justified, wrapped-to-fit or ellipsed text. Rewritten
// here, it is made the first time Konva asks for it, as it was before; everything else is Konva's own.

/** The module the rewrite is for. */
export const KONVA_TEXT = /[\\/]konva[\\/]lib[\\/]shapes[\\/]Text\.js$/;

const EAGER = `const segmenter = typeof Intl !== 'undefined' && Intl.Segmenter
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;`;
const LAZY = `let segmenterMade;
const graphemeSegmenter = () => segmenterMade !== undefined
    ? segmenterMade
    : (segmenterMade = typeof Intl !== 'undefined' && Intl.Segmenter
        ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
        : null);`;
const USE = 'export function stringToArray(string) {';
const LAZY_USE = `${USE}\n    const segmenter = graphemeSegmenter();`;

const once = (code, text) => code.split(text).length === 2;

/**
 * Konva's Text module with its segmenter made on first use. Throws if the module no longer reads
 * as expected (a new Konva): the build stops rather than ship the eager one unnoticed.
 */
export function lazySegmenter(code) {
  if (!once(code, EAGER) || !once(code, USE)) {
    throw new Error('konva/lib/shapes/Text.js has changed: update scripts/lazy-segmenter.mjs (its grapheme segmenter is no longer made as expected)');
  }
  return code.replace(EAGER, LAZY).replace(USE, LAZY_USE);
}

/** The Vite plugin that applies lazySegmenter to Konva's Text module. */
export function lazySegmenterPlugin() {
  return {
    name: 'promptarc:lazy-konva-segmenter',
    transform(code, id) {
      return KONVA_TEXT.test(id.split('?')[0] ?? id) ? { code: lazySegmenter(code), map: null } : null;
    },
  };
}
