/**
 * The tools as the site sees them: engine/tools/catalog.ts holds each tool's identity once
 * (the engine's checks read it too, and engine/ may not import from src/). Routes, the Docs
 * grid, the footer, the sitemap and the prerendered pages take their tools from here.
 */
import { catalog, findEntry, type CatalogEntry } from '../../engine/tools/catalog';

export { featuredTools, promptFileName, scene3dSlugs, toolNeighbours } from '../../engine/tools/catalog';
export type { ToolCategory, ToolSlug } from '../../engine/tools/catalog';
export type ToolInfo = CatalogEntry;

/** Every tool, in catalog order. */
export const tools = catalog;

/** The tool with that slug, or undefined for an unknown one. */
export function findTool(slug: string, list: readonly ToolInfo[] = tools): ToolInfo | undefined {
  return findEntry(list, slug);
}

/** The path of a tool's page. */
export function toolPath(slug: string): string {
  return `/tools/${slug}`;
}

/** The path of a tool alone, for other sites to frame (the only routes that may be framed). */
export function embedPath(slug: string): string {
  return `/embed/tools/${slug}`;
}
