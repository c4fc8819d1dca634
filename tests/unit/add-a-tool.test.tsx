/**
 * Adding a tool, exactly as the README's "Adding a tool" steps say: one catalog entry, its engine
 * and its UI module. Every list the site and its tests keep derives from the catalog, so the
 * throwaway tool shows up on each of them with nothing else written.
 */
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { describe, expect, it } from 'vitest';
import { allEngines, engineModuleKey, enginesFor, type AnyToolEngine } from '../../engine/tools/all';
import { catalog, featuredTools, promptFileName, scene3dSlugs, type CatalogEntry } from '../../engine/tools/catalog';
import { defaultsOf, type ParamList, type ToolEngine } from '../../engine/tools/params';
import { prerenderPaths, resolveRoute, routePaths } from '../../src/app/routes';
import { footerColumnsFor } from '../../src/app/shell/Footer';
import { DocsGrid } from '../../src/pages/docs';
import { defineTool } from '../../src/tools/defineTool';
import { ToolWorkbench } from '../../src/tools/shell/ToolWorkbench';
import { embedPath, toolPath } from '../../src/tools/registry';
import { precacheManifest, routeFile } from '../../scripts/precache.mjs';
import { sitemapXml } from '../../scripts/sitemap.mjs';
import { hasModuleFile, testedTools, toolsWithModules } from '../e2e/support/tools';

// Step 1: the catalog entry (engine/tools/catalog.ts). Featured, so the footer lists it, and with
// a 3D view; first in the list, where it is to be listed (the footer takes the first ten featured).
const entry: CatalogEntry = {
  slug: 'throwaway-area',
  name: 'Throwaway Area',
  category: 'Space & layout',
  description: 'Square a side length into a floor area, to check that a new tool reaches every list.',
  panelTitle: 'Area Prompt',
  featured: true,
  has3d: true,
};
const withTool: readonly CatalogEntry[] = [entry, ...catalog];

// Step 2: its engine (engine/tools/{slug}/index.ts exports these).
interface Inputs {
  sideM: number;
}
interface Result {
  areaM2: number;
}
const params: ParamList<Inputs> = [{ kind: 'range', key: 'sideM', label: 'Side', unit: 'm', min: 1, max: 10, step: 0.5, default: 4, decimals: 1 }];
const engine: ToolEngine<Inputs, Result> = {
  params,
  defaults: defaultsOf(params),
  compute: ({ sideM }) => ({ areaM2: sideM * sideM }),
  outputs: ({ areaM2 }) => [{ label: 'Area', text: `${areaM2} m²` }],
  explain: { formula: 'Area = side × side, for a square room.', units: 'Side in metres, area in square metres.', assumptions: 'The room is a square with straight walls.' },
  buildPrompt: ({ sideM }, { areaM2 }) => `A square room of ${sideM} m by ${sideM} m, ${areaM2} m² of floor.`,
};

// Step 3: its UI module (src/tools/{slug}/index.tsx's default export).
const ui = defineTool({
  engine,
  Visual: ({ result }) => <p>{result.areaM2} m²</p>,
  describe: (inputs) => `A square of ${inputs.sideM} m.`,
});

// The engines as engine/tools/all.ts finds them (by folder), with the throwaway's folder added.
const realModules: Record<string, AnyToolEngine> = Object.fromEntries(allEngines.map(({ tool, engine: module }) => [engineModuleKey(tool.slug), module]));
const modules: Record<string, AnyToolEngine> = { ...realModules, [engineModuleKey(entry.slug)]: engine };

const page = toolPath(entry.slug);
const embed = embedPath(entry.slug);

describe('Adding a tool (README: one catalog entry, its engine, its UI module)', () => {
  it('the real catalog has the 20 tools, each with its engine, page and test entry', () => {
    expect(catalog).toHaveLength(20);
    expect(allEngines).toHaveLength(20);
    expect(routePaths(catalog).filter((path) => path.startsWith('/tools/'))).toHaveLength(20);
    expect(toolsWithModules).toHaveLength(20);
    expect(scene3dSlugs(catalog)).toEqual(['material-properties', 'surface-reflection', 'vr-walkthrough']);
    expect(featuredTools(catalog, 10)).toHaveLength(10);
    expect(routePaths(catalog)).not.toContain(page);
  });

  it('routes its page, and only for a catalog that has it', () => {
    expect(resolveRoute(page, withTool)).toEqual({ kind: 'tool', tool: entry });
    expect(resolveRoute(`${page}/`, withTool)).toEqual({ kind: 'tool', tool: entry });
    expect(resolveRoute(page, catalog).kind).toBe('not-found');
  });

  it('routes its embed, the tool alone for other sites to frame, and only for a catalog that has it', () => {
    expect(embed).toBe('/embed/tools/throwaway-area');
    expect(resolveRoute(embed, withTool)).toEqual({ kind: 'embed', tool: entry });
    expect(resolveRoute(`${embed}/`, withTool)).toEqual({ kind: 'embed', tool: entry });
    expect(resolveRoute(embed, catalog).kind).toBe('not-found');
  });

  it('prerenders it: its page and its embed are on the route list the build renders', () => {
    const paths = prerenderPaths(withTool);
    expect(paths).toContain(page);
    expect(paths).toContain(embed);
    expect(paths).toHaveLength(prerenderPaths(catalog).length + 2);
    // The embed is prerendered only: not a route of the sitemap or the precache.
    expect(routePaths(withTool)).not.toContain(embed);
  });

  it('lists it in the sitemap', () => {
    const xml = sitemapXml('https://promptarc.example', routePaths(withTool), '2026-11-25');
    expect(xml).toContain(`<url><loc>https://promptarc.example${page}</loc><lastmod>2026-11-25</lastmod></url>`);
  });

  it('precaches its page for offline use, and not its embed', () => {
    const paths = routePaths(withTool);
    // dist/ holds every prerendered page, the embeds' too.
    const files = [...prerenderPaths(withTool).map(routeFile), '404.html', 'assets/app-1.js'].map((path) => ({ path, hash: `h-${path}` }));
    const precache = precacheManifest(files, paths);
    expect(precache.pages).toContain(page);
    expect(precache.pages).toHaveLength(paths.length + 1);
    expect([...precache.pages, ...precache.files].filter((url) => url.includes('/embed/'))).toEqual([]);
  });

  it('shows it on the Docs grid, with its card and link', () => {
    const html = renderToString(
      <Router ssrPath="/docs">
        <DocsGrid list={withTool} />
      </Router>,
    );
    expect(html).toContain(`All ${withTool.length} tools`);
    expect(html).toContain(entry.name);
    expect(html).toContain(entry.description);
    expect(html).toContain(`href="${page}"`);
  });

  it('lists it in the footer while featured (first ten featured tools, five to a column)', () => {
    const [designTools, moreTools] = footerColumnsFor(withTool);
    expect(designTools?.links[0]).toEqual({ label: entry.name, href: page });
    expect([...(designTools?.links ?? []), ...(moreTools?.links ?? [])]).toHaveLength(10);
    const unfeatured = footerColumnsFor([{ ...entry, featured: false }, ...catalog]);
    expect(unfeatured.flatMap((column) => column.links)).not.toContainEqual({ label: entry.name, href: page });
  });

  it('finds its engine by folder, and refuses an entry without an engine or an engine without an entry', () => {
    const found = enginesFor(withTool, modules);
    expect(found[0]).toEqual({ tool: entry, engine });
    expect(found).toHaveLength(21);
    expect(() => enginesFor(withTool, realModules)).toThrow(/throwaway-area is in the catalog/);
    expect(() => enginesFor(catalog, modules)).toThrow(/without a catalog entry.*throwaway-area/);
  });

  it('is in the 3D set when has3d', () => {
    expect(scene3dSlugs(withTool)).toContain(entry.slug);
    expect(scene3dSlugs([{ ...entry, has3d: false }, ...catalog])).not.toContain(entry.slug);
  });

  it("is on the browser tests' list of tools, with its prompt card's title, once its UI module exists", () => {
    // The throwaway's UI module is `ui` above, not a file on disk.
    const uiModules = new Map([[entry.slug, ui]]);
    const tested = testedTools(withTool, (slug) => uiModules.has(slug) || hasModuleFile(slug));
    expect(tested[0]).toEqual({ slug: entry.slug, name: entry.name, panelTitle: 'Area Prompt' });
    expect(tested).toHaveLength(21);
    expect(testedTools(withTool, hasModuleFile)).toHaveLength(20);
  });

  it('gets its page body from the shell: controls, results, and a prompt card titled and named from the catalog', () => {
    const html = renderToString(
      <Router ssrPath={page}>
        <ToolWorkbench tool={entry} definition={ui} />
      </Router>,
    );
    expect(html).toContain('>Side<');
    expect(html).toContain('16 m²');
    expect(html).toContain('Area Prompt');
    expect(html).toContain(promptFileName(entry.slug));
    expect(promptFileName(entry.slug)).toBe('throwaway-area-prompt.txt');
    expect(html).toContain('>Copy embed code<');
  });

  it('gets its embed from the shell: its name, a link to its page in a new tab, then the same body', () => {
    const html = renderToString(
      <Router ssrPath={embed}>
        <ToolWorkbench tool={entry} definition={ui} embedded />
      </Router>,
    );
    expect(html).toContain(`<h1`);
    expect(html).toContain(`>${entry.name}</h1>`);
    const link = /<a [^>]*>Open in PromptArc<\/a>/.exec(html)?.[0] ?? '';
    expect(link).toContain(`href="${page}"`);
    expect(link).toContain('target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('>Side<');
    expect(html).toContain('16 m²');
  });
});
