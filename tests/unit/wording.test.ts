/**
 * The sentences a tool page builds around its numbers, through the same functions the page runs
 * (ToolWorkbench's nextInputs, the real components rendered): the caption, the pictures'
 * descriptions and the prompt.
 */
import { describe, expect, it } from 'vitest';
import { nextInputs } from '../../src/tools/shell/ToolWorkbench';
import { allTools, renderPage } from './toolPage';

/** 'a' before a number read with a vowel: 'a 8', 'a 80', 'a 11.2', 'a 18 ' (engine/math/format.ts withArticle). */
const A_BEFORE_A_VOWEL = /\ba (8|11\b|18\b|11\.|18\.)/;

/** What a page says of its inputs: the caption, the prompt and every aria-label of its panel and picture. */
function sentences(html: string, caption: string, prompt: string): string[] {
  return [caption, prompt, ...[...html.matchAll(/aria-label="([^"]*)"/g)].map((match) => match[1] ?? '')];
}

describe('Every tool page', () => {
  for (const tool of allTools) {
    it(`${tool.slug}: 'an' before a number read with a vowel (an 8 kW array, an 11.20 m room), with each numeric control at 8, 11, 18 and 80`, () => {
      for (const value of [8, 11, 18, 80]) {
        const raw = Object.fromEntries(
          (tool.engine.params as readonly { key: string; kind: string }[]).filter((param) => param.kind === 'range' || param.kind === 'number').map((param) => [param.key, value]),
        );
        const page = renderPage(tool, nextInputs(tool.engine, tool.engine.defaults, raw));
        for (const text of sentences(page.html, page.caption, page.prompt)) expect(text, `all at ${value}`).not.toMatch(A_BEFORE_A_VOWEL);
      }
    });
  }
});
