import { existsSync } from 'node:fs';
import { tools, type ToolInfo } from '../../../src/tools/registry';

/** A tool the browser tests visit: its slug, its name and its prompt card's panel title. */
export interface TestedTool {
  slug: string;
  name: string;
  panelTitle: string;
}

/** Whether a tool's UI module exists on disk (src/tools/{slug}/index.tsx). */
export const hasModuleFile = (slug: string): boolean => existsSync(`src/tools/${slug}/index.tsx`);

/** The tools of `list` whose UI module has landed (`hasModule`), as the browser tests visit them. */
export function testedTools(list: readonly ToolInfo[], hasModule: (slug: string) => boolean): TestedTool[] {
  return list.filter((tool) => hasModule(tool.slug)).map(({ slug, name, panelTitle }) => ({ slug, name, panelTitle }));
}

/** The tools whose UI module has landed, with their prompt card's panel title (from the catalog). */
export const toolsWithModules = testedTools(tools, hasModuleFile);
