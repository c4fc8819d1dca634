import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { KONVA_TEXT, lazySegmenter } from './lazy-segmenter.mjs';

const require = createRequire(import.meta.url);
const textModule = require.resolve('konva/lib/shapes/Text.js');
const source = readFileSync(textModule, 'utf8');

/** The module's stringToArray, from `code` (its imports left out: the function needs none), with Intl as given. */
function stringToArrayOf(code: string, intl: unknown): { split: (text: string) => string[]; made: () => number } {
  let made = 0;
  const Segmenter = class {
    private readonly inner: Intl.Segmenter;
    constructor(locale: undefined, options: Intl.SegmenterOptions) {
      made += 1;
      this.inner = new Intl.Segmenter(locale, options);
    }
    segment(text: string) {
      return this.inner.segment(text);
    }
  };
  const start = code.search(/(const|let) segmenter/);
  const end = code.indexOf('\n}', code.indexOf('export function stringToArray')) + 2;
  const body = code.slice(start, end).replaceAll('export function', 'function');
  const factory = new Function('Intl', `${body}\nreturn stringToArray;`) as (intl: unknown) => (text: string) => string[];
  const split = factory(intl === undefined ? { Segmenter } : intl);
  return { split, made: () => made };
}

describe('Konva’s grapheme segmenter, made on first use', () => {
  it('is the module the build rewrites', () => {
    expect(KONVA_TEXT.test(textModule)).toBe(true);
  });

  it('is no longer made when the module is evaluated, but the first time text is split', () => {
    const eager = stringToArrayOf(source, undefined);
    expect(eager.made()).toBe(1);
    const lazy = stringToArrayOf(lazySegmenter(source), undefined);
    expect(lazy.made()).toBe(0);
    expect(lazy.split('Living 🇬🇧 e\u0301')).toEqual(['L', 'i', 'v', 'i', 'n', 'g', ' ', '🇬🇧', ' ', 'e\u0301']);
    expect(lazy.split('Kitchen')).toHaveLength(7);
    expect(lazy.made()).toBe(1);
  });

  it('still splits by code point where there is no Intl.Segmenter', () => {
    const lazy = stringToArrayOf(lazySegmenter(source), {});
    expect(lazy.split('Bath 🇬🇧')).toEqual(['B', 'a', 't', 'h', ' ', '🇬🇧']);
  });

  it('stops the build if Konva’s module changes', () => {
    expect(() => lazySegmenter(source.replace("granularity: 'grapheme'", "granularity: 'word'"))).toThrow(/lazy-segmenter/);
  });
});
