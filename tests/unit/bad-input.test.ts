/**
 * Bad input never breaks a tool, for every tool, without a browser: the sequence that
 * tests/e2e/tools/bad-input.spec.ts typed into every tool's Inputs panel (empty, negative,
 * huge, non-numeric and markup input), through the handlers the page runs for each control
 * (ToolWorkbench's nextInputs, NumberField's typedNumber, the tools' own engine helpers), and
 * the real components rendered from the resulting inputs. The browser spec keeps the wiring
 * (markup never runs, nothing shows NaN) on a few tools that together have every kind of control.
 */
import { describe, expect, it } from 'vitest';
import { allTools, BAD_NUMBERS, controlValues, LIVE_MARKUP, renderPage, setControl, type Inputs, type Page, type Tool } from './toolPage';

const MARKUP = '<img src=x onerror=alert(1)>';

/** No NaN, Infinity or undefined anywhere the page shows these inputs (ToolPage.expectNoBadNumbers). */
function expectNoBadNumbers(page: Page): void {
  expect(page.text).not.toMatch(BAD_NUMBERS);
}

/** The indexes of the panel's controls that `pick` selects, in document order. */
const indexesOf = (page: Page, pick: (kind: Page['controls'][number]['kind']) => boolean): number[] =>
  page.controls.flatMap((entry, index) => (pick(entry.kind) ? [index] : []));

describe('Bad input never breaks a tool', () => {
  it.each(allTools.map((tool) => [tool.slug, tool] as const))('%s: empty, negative, huge, non-numeric and markup input', (_slug, tool: Tool) => {
    let inputs: Inputs = tool.engine.defaults;
    const page = () => renderPage(tool, inputs);
    const type = (index: number, raw: string) => {
      inputs = setControl(tool, inputs, index, raw);
    };

    for (const index of indexesOf(page(), (kind) => kind === 'range')) {
      const min = Number(page().controls[index]!.attributes.min);
      for (const raw of ['-1000000', '1e12', String(min)]) {
        type(index, raw);
        const { value, attributes } = page().controls[index]!;
        expect(Number(value)).toBeGreaterThanOrEqual(min);
        expect(Number(value)).toBeLessThanOrEqual(Number(attributes.max));
        expectNoBadNumbers(page());
      }
    }

    for (const index of indexesOf(page(), (kind) => kind === 'number')) {
      const { label: name, attributes } = page().controls[index]!;
      // Number fields are text fields with the spinbutton role (ui/NumberField): bounds in aria-valuemin/max.
      const bound = (value: string | undefined) => (value === undefined ? NaN : Number(value));
      const [min, max] = [bound(attributes['aria-valuemin']), bound(attributes['aria-valuemax'])];
      for (const raw of ['', '-5', '1e400', '99999999999', '0']) {
        const before = controlValues(page());
        type(index, raw);
        expectNoBadNumbers(page());
        const after = controlValues(page());
        // Typing into one field never changes another, but a room's side: what the room holds follows it in (issue 24).
        if (!/^Room (width|depth)\b/.test(name)) for (const [other, value] of Object.entries(before)) if (other !== name) expect(after[other], other).toBe(value);
        // Leaving the field shows the value the tool uses: a number within the field's bounds.
        const shown = Number(page().controls[index]!.value);
        expect(Number.isFinite(shown), `${name} after '${raw}'`).toBe(true);
        if (Number.isFinite(min)) expect(shown, `${name} after '${raw}'`).toBeGreaterThanOrEqual(min);
        if (Number.isFinite(max)) expect(shown, `${name} after '${raw}'`).toBeLessThanOrEqual(max);
      }
      // Emptied, then typed key by key.
      type(index, '');
      const typed = `abc${MARKUP}`;
      for (let length = 1; length <= typed.length; length += 1) type(index, typed.slice(0, length));
      expect(page().controls[index]!.value).not.toContain('<');
      expectNoBadNumbers(page());
    }

    // Text fields, number fields among them (a colour well is no text field).
    for (const index of indexesOf(page(), (kind) => kind === 'text' || kind === 'number' || kind === 'textarea')) {
      for (const raw of ['', ' '.repeat(40), 'x'.repeat(5000), `${MARKUP}<script>alert(2)</script>`]) {
        type(index, raw);
        expectNoBadNumbers(page());
      }
      // Markup is text: where the field keeps it (a name, not a colour code; as much of it as the field's maxlength
      // takes; a name the tool keeps unique, like zoning-mapper's zones, may end in ' 2'), the prompt quotes it.
      // A zone's name leaves < and > out (a plan file refuses them), and keeps the rest as text.
      type(index, MARKUP);
      const { kind, value, attributes } = page().controls[index]!;
      const maxLength = attributes.maxlength ?? attributes.maxLength;
      const upTo = maxLength === undefined ? undefined : Number(maxLength);
      const kept = [MARKUP.slice(0, upTo), MARKUP.replace(/[<>]/g, '').slice(0, upTo)];
      const numbered = /^(.+) \d+$/.exec(value);
      // A field marked data-draft holds the component's own draft (zoning-mapper's New zone name), which a page rendered from inputs does not show.
      if (kind !== 'number' && !('data-draft' in attributes) && !kept.includes(value))
        expect(numbered !== null && kept.some((text) => text.startsWith(numbered[1]!)), `${value} is one of ${kept.join(', ')}, maybe numbered`).toBe(true);
      if (value.includes('<img')) expect(page().prompt).toContain('<img src=x');
    }

    // A date field holds a whole date or nothing: what a hostile or half-typed value would be; the tool keeps a real date within bounds.
    for (const index of indexesOf(page(), (kind) => kind === 'date')) {
      const { min = '', max = '' } = page().controls[index]!.attributes;
      for (const raw of ['', '2026-02-30', '2026-6-1', '99999-12-31', '0000-01-01', '1e12', '-5', MARKUP, '2200-01-01', '1200-01-01']) {
        type(index, raw);
        const { value } = page().controls[index]!;
        expect(value, `after '${raw}'`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(value >= min && value <= max, `${value} within ${min}–${max}`).toBe(true);
        expectNoBadNumbers(page());
      }
      expect(page().controls[index]!.value).toBe(min);
    }

    for (const index of indexesOf(page(), (kind) => kind === 'select')) {
      for (const option of page().controls[index]!.options) {
        type(index, option);
        // A select marked data-draft holds the component's own choice (flow-pattern's Item, the Wall to add a door on), not one of the tool's inputs.
        if (!('data-draft' in page().controls[index]!.attributes)) expect(page().controls[index]!.value).toBe(option);
        expectNoBadNumbers(page());
      }
    }

    expect(page().prompt).not.toMatch(BAD_NUMBERS);
    expect(page().html).not.toMatch(LIVE_MARKUP);
  });
});
