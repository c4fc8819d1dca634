/**
 * Issue 15: every number has a real unit. No tool's result or prompt gives a length, area or
 * volume in screen pixels: no px², px³ or px length anywhere. Checked over every engine (engine/tools/all.ts) at its
 * defaults and with each input at its bounds and each choice of each select.
 */
import { describe, expect, it } from 'vitest';
import { allEngines, type AnyToolEngine } from './all';
import type { Param, ParamValue } from './params';

/** A length in px: a number, then 'px' as a word (px² and px³ are never allowed at all). */
const PX_LENGTH = /\d\s*px(?![²³\w])/;

/** The inputs to try: the defaults, then each number at its bounds and each select on each option. */
function variants(engine: AnyToolEngine): Record<string, ParamValue>[] {
  const base = engine.defaults as Record<string, ParamValue>;
  const list: Record<string, ParamValue>[] = [base];
  for (const param of engine.params as readonly Param[]) {
    if (param.kind === 'range' || param.kind === 'number') {
      for (const value of [param.min, param.max]) if (value !== undefined) list.push({ ...base, [param.key]: value });
    } else if (param.kind === 'select') {
      for (const option of param.options) list.push({ ...base, [param.key]: option.value });
    } else if (param.kind === 'toggle') {
      list.push({ ...base, [param.key]: !param.default });
    }
  }
  return list;
}

describe('issue 15: no result or prompt in screen pixels', () => {
  for (const { tool, engine } of allEngines) {
    it(`${tool.slug}: outputs and prompt carry no px², px³ or px length`, () => {
      for (const inputs of variants(engine)) {
        const adjusted = engine.adjust ? engine.adjust(inputs, inputs) : inputs;
        const result = engine.compute(adjusted);
        const outputs = engine.outputs(result);
        const prompt = engine.buildPrompt(adjusted, result);
        for (const [where, text] of [...outputs.map((o) => ['outputs', `${o.label}: ${o.text}`] as const), ['prompt', prompt] as const]) {
          expect(text, `${tool.slug} ${where}`).not.toMatch(/px[²³]|px\^?[23]\b/);
          expect(text, `${tool.slug} ${where}: a length in px`).not.toMatch(PX_LENGTH);
        }
        for (const output of outputs) expect(output.text, `${tool.slug} output ${output.label}`).not.toMatch(/\spx$/);
      }
    });
  }

});
