import { allSvg, inDocumentOrder, type ExportSurface, type SvgSurface } from '../../../ui/exportRegistry';
import { sheetLayout, type Sheet } from './sheet';
import { drawSvg, sheetSvg, standaloneSvg, svgBox, svgText } from './svg';

/** The sheet for the surfaces, in reading order. */
function layOut(surfaces: readonly ExportSurface[]): { ordered: ExportSurface[]; sheet: Sheet } {
  const ordered = inDocumentOrder(surfaces);
  const sheet = sheetLayout(ordered.map((surface) => (surface.kind === 'svg' ? svgBox(surface.element) : surface.size())));
  return { ordered, sheet };
}

/**
 * The figure's surfaces on one white image, at least 1920 px wide (see sheetLayout), each drawn
 * at its size on the image rather than enlarged from the screen. Nothing is added to them.
 */
export async function pictureCanvas(surfaces: readonly ExportSurface[]): Promise<HTMLCanvasElement> {
  const { ordered, sheet } = layOut(surfaces);
  const canvas = document.createElement('canvas');
  canvas.width = sheet.width;
  canvas.height = sheet.height;
  const context = canvas.getContext('2d');
  if (!context || ordered.length === 0) throw new Error('Nothing to draw');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  for (const [i, surface] of ordered.entries()) {
    const place = sheet.placements[i];
    if (!place) continue;
    if (surface.kind === 'svg') {
      await drawSvg(context, standaloneSvg(surface.element, place), place);
    } else {
      context.drawImage(await surface.toCanvas(place.width, place.height), place.x, place.y, place.width, place.height);
    }
  }
  return canvas;
}

/** The image as a PNG file's contents. */
export async function picturePng(surfaces: readonly ExportSurface[]): Promise<Blob> {
  const canvas = await pictureCanvas(surfaces);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The browser could not encode the PNG'))), 'image/png');
  });
}

/**
 * The figure as an SVG file's text: one drawing as itself (at its own size), several laid out as
 * on the PNG, each in a nested <svg>. Null when a surface is not SVG.
 */
export function pictureSvg(surfaces: readonly ExportSurface[]): string | null {
  if (!allSvg(surfaces)) return null;
  const { ordered, sheet } = layOut(surfaces);
  const drawings = ordered.map((surface) => (surface as SvgSurface).element);
  const [only] = drawings;
  if (drawings.length === 1 && only) return svgText(standaloneSvg(only));
  return svgText(sheetSvg(drawings, sheet.placements, sheet.width, sheet.height));
}
