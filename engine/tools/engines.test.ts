import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { linkPlanUnread } from '../plan/link';
import { allEngines } from './all';
import { inputsFromQuery, inputsToQuery } from './query';
import { catalog, promptFileName } from './catalog';

/** The slug and panel title of each row of docs/contract.md §3's table, the names the contract fixes. */
function contractPanelTitles(): Record<string, string> {
  const contract = readFileSync(new URL('../../docs/contract.md', import.meta.url), 'utf8');
  const lines = contract.slice(contract.indexOf('## §3')).split('\n');
  // The table's body: the rows after its |---| line, up to the first line that is no row.
  const body = lines.slice(lines.findIndex((line) => line.startsWith('|---')) + 1);
  const rows = body.slice(0, body.findIndex((line) => !line.startsWith('|'))).map((line) => line.split('|').map((cell) => cell.trim()));
  return Object.fromEntries(rows.map(([, slug, title]) => [slug, title]));
}

/**
 * Text that talks about the product's specification, or the contract written from it, instead of
 * to the visitor ('as the spec gives them', 'the specification’s model', 'the spec's', 'the
 * contract’s x'): a page says what a number is and why.
 * tests/e2e/support/crawl.ts checks every page's text for the same.
 */
const MENTIONS_THE_SPEC = /\bthe spec(ification)?\b|\bspec['’]s\b|\bcontract['’]s\b/i;

/** Results that are words or hex codes by nature (docs/contract.md §3); every other output starts with its number. */
const notNumeric = (label: string): boolean => label === 'Predicted style' || label === 'Status' || label === 'Direct sun' || /^Swatch \d+$/.test(label);

describe('Every tool engine', () => {
  it('covers the 20 tools of the catalog, one engine each', () => {
    expect(catalog).toHaveLength(20);
    expect(allEngines.map(({ tool }) => tool.slug)).toEqual(catalog.map((tool) => tool.slug));
    expect(new Set(allEngines.map(({ engine }) => engine)).size).toBe(20);
  });

  it("gives every tool the contract's panel title (docs/contract.md §3), each its own", () => {
    expect(Object.fromEntries(catalog.map((tool) => [tool.slug, tool.panelTitle]))).toEqual(contractPanelTitles());
    expect(new Set(catalog.map((tool) => tool.panelTitle)).size).toBe(20);
  });

  it('downloads its prompt as {slug}-prompt.txt (docs/contract.md §1)', () => {
    expect(promptFileName('structural-load')).toBe('structural-load-prompt.txt');
    expect(promptFileName('vr-walkthrough')).toBe('vr-walkthrough-prompt.txt');
  });

  describe.each(allEngines.map(({ tool, engine }) => [tool.slug, engine] as const))('%s', (_slug, engine) => {
    it('explains how it is calculated: formula, units, assumptions', () => {
      for (const text of [engine.explain.formula, engine.explain.units, engine.explain.assumptions]) {
        expect(text.length).toBeGreaterThan(20);
        expect(text).not.toMatch(/NaN|Infinity|undefined/);
      }
    });

    it('computes its defaults into number-first outputs and a clean prompt', () => {
      const result = engine.compute(engine.defaults);
      for (const output of engine.outputs(result)) {
        expect(output.text).not.toMatch(/NaN|Infinity|undefined/);
        if (!notNumeric(output.label)) expect(output.text).toMatch(/^-?\d/);
      }
      const prompt = engine.buildPrompt(engine.defaults, result);
      expect(prompt.length).toBeGreaterThan(120);
      expect(prompt).not.toMatch(/NaN|Infinity|undefined|\[object/);
    });

    it("speaks to the visitor, never of 'the spec': explanation, controls, results and prompt", () => {
      const result = engine.compute(engine.defaults);
      const texts = {
        formula: engine.explain.formula,
        units: engine.explain.units,
        assumptions: engine.explain.assumptions,
        // Labels, units, options and hints of the controls.
        controls: JSON.stringify(engine.params),
        results: JSON.stringify(engine.outputs(result)),
        prompt: engine.buildPrompt(engine.defaults, result),
      };
      for (const [where, text] of Object.entries(texts)) expect(text, where).not.toMatch(MENTIONS_THE_SPEC);
    });

    it('reads back the plan its own link carries (no link of its own is taken for one it cannot read)', () => {
      const query = inputsToQuery(engine, engine.defaults);
      expect(linkPlanUnread(query)).toBe(false);
      expect(inputsFromQuery(engine, query)).toEqual(inputsFromQuery(engine, inputsToQuery(engine, inputsFromQuery(engine, query))));
    });
  });
});
