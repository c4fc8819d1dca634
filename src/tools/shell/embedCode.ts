import { PRODUCT_NAME } from '../../ui/brand';
import { escapeHtml } from '../../ui/escapeHtml';
import { embedPath, type ToolInfo } from '../registry';

/**
 * The height of an embedded tool's frame, in CSS px: its inputs, picture and results fit at a
 * desktop width (the prompt card and 'How it’s calculated' scroll inside the frame). A tool with
 * a 3D view is taller: its view keeps a square-ish aspect.
 */
export const EMBED_HEIGHT_PX = 760;
export const EMBED_HEIGHT_3D_PX = 880;

export const embedHeight = (tool: Pick<ToolInfo, 'has3d'>): number => (tool.has3d ? EMBED_HEIGHT_3D_PX : EMBED_HEIGHT_PX);

/**
 * The `<iframe>` snippet 'Copy embed code' copies: the tool alone at `/embed/tools/{slug}`, opening
 * with the inputs of `query` (the share link's query), titled for screen readers, full width, no
 * border, loaded once scrolled near. `clipboard-write` lets its Copy buttons work inside the frame.
 */
export function embedCode(origin: string, tool: Pick<ToolInfo, 'slug' | 'name' | 'has3d'>, query: string): string {
  const src = `${origin}${embedPath(tool.slug)}${query ? `?${query}` : ''}`;
  return (
    `<iframe src="${escapeHtml(src)}" title="${escapeHtml(`${tool.name} — ${PRODUCT_NAME}`)}" width="100%" height="${embedHeight(tool)}" ` +
    `style="border:0" loading="lazy" allow="clipboard-write"></iframe>`
  );
}
