/**
 * The plan file's controls as the page first renders them (react-dom/server): their names,
 * the file input's label and accepted types, the status line, and the DXF writer kept out of
 * the page's code until it is asked for. What the controls do with a file is engine code
 * (engine/plan/file.test.ts); the browser tests of the layout tools drive them end to end.
 */
import { readFileSync } from 'node:fs';
import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { makeItem } from '../../engine/plan/geometry';
import type { Plan } from '../../engine/plan/types';
import { PlanFile } from '../../src/tools/shell/PlanFile';

const plan: Plan = { room: { w: 11.2, d: 7.2 }, items: [makeItem('sofa', 1.2, 2.4)!], openings: [], zones: [] };

describe('PlanFile', () => {
  it('renders Download plan, Open plan (a labelled .json file input) and Download DXF, with an empty status line', () => {
    const html = renderToString(<PlanFile plan={plan} tool="flow-pattern" displayUnits="m" onOpen={() => undefined} />);
    expect(html).toMatch(/<div[^>]*role="group"[^>]*aria-label="Plan file"/);
    expect(html).toMatch(/<button type="button"[^>]*>Download plan<\/button>/);
    expect(html).toMatch(/<button type="button"[^>]*>Download DXF<\/button>/);
    expect(html).toMatch(/<label[^>]*>Open plan<input type="file" accept="\.json,application\/json"[^>]*\/><\/label>/);
    expect(html).toMatch(/<span role="status"[^>]*><\/span>/);
    expect(html).not.toContain('drop a plan file');
  });

  it('says a file may be dropped on the plan where there is a drop target, and ties the hint to Open plan', () => {
    const html = renderToString(<PlanFile plan={plan} tool="zoning-mapper" displayUnits="ft" onOpen={() => undefined} dropTarget={createRef<HTMLElement>()} />);
    const hintId = /<p id="([^"]+)"[^>]*>Or drop a plan file \(\.json\) on the plan\.<\/p>/.exec(html)?.[1];
    expect(hintId).toBeDefined();
    expect(html).toContain(`aria-describedby="${hintId}"`);
  });

  it('loads the DXF writer only when asked: no static import of engine/plan/dxf', () => {
    const source = readFileSync(new URL('../../src/tools/shell/PlanFile.tsx', import.meta.url), 'utf8');
    const staticImports = source.match(/^import(?! type)[^;]*from '[^']*plan\/dxf';/gm) ?? [];
    expect(staticImports).toEqual([]);
    expect(source).toContain("await import('../../../engine/plan/dxf')");
  });
});
