import { describe, expect, it } from 'vitest';
import * as structuralLoad from '../../../engine/tools/structural-load';
import { inputsFromQuery, inputsToQuery } from '../../../engine/tools/query';
import { findTool } from '../registry';
import { EMBED_HEIGHT_3D_PX, EMBED_HEIGHT_PX, embedCode } from './embedCode';

const beam = findTool('structural-load');
const sample = findTool('surface-reflection');

describe("'Copy embed code': the <iframe> snippet", () => {
  it('frames the tool alone with the share link’s query, titled, full width, borderless, lazy', () => {
    if (!beam) throw new Error('no structural-load');
    const query = inputsToQuery(structuralLoad, { ...structuralLoad.defaults, lengthM: 9 });
    expect(embedCode('https://promptarc.example', beam, query)).toBe(
      `<iframe src="https://promptarc.example/embed/tools/structural-load?${query.replace(/&/g, '&amp;')}" ` +
        `title="Structural Load — PromptArc" width="100%" height="${EMBED_HEIGHT_PX}" style="border:0" loading="lazy" allow="clipboard-write"></iframe>`,
    );
  });

  it('carries the inputs: its src, read as a browser reads the attribute, opens with them', () => {
    if (!beam) throw new Error('no structural-load');
    const inputs = { ...structuralLoad.defaults, lengthM: 9, loadKN: 20 };
    const snippet = embedCode('http://localhost:4173', beam, inputsToQuery(structuralLoad, inputs));
    const attribute = /^<iframe src="([^"]*)"/.exec(snippet)?.[1] ?? '';
    const src = new URL(attribute.replace(/&amp;/g, '&'));
    expect(src.pathname).toBe('/embed/tools/structural-load');
    expect(inputsFromQuery(structuralLoad, src.search)).toEqual(inputs);
  });

  it('is taller for a tool with a 3D view, and has no stray "?" without a query', () => {
    if (!sample) throw new Error('no surface-reflection');
    const snippet = embedCode('https://promptarc.example', sample, '');
    expect(snippet).toContain('src="https://promptarc.example/embed/tools/surface-reflection"');
    expect(snippet).toContain(`height="${EMBED_HEIGHT_3D_PX}"`);
  });

  it('escapes what would break out of an attribute', () => {
    const snippet = embedCode('https://promptarc.example', { slug: 'x', name: 'A "quoted" <b>&</b>', has3d: false }, 'a=1&b=2');
    expect(snippet).toContain('title="A &quot;quoted&quot; &lt;b&gt;&amp;&lt;/b&gt; — PromptArc"');
    expect(snippet).toContain('?a=1&amp;b=2"');
  });
});
