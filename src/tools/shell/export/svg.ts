import { UNITS_PER_PX_PROPERTY } from '../../../ui/legible';
import type { Placement } from './sheet';

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * Inherited presentation properties: written where an element's value differs from its parent's
 * (or where the element already had the attribute, which CSS may have overridden), and in full
 * on the root, so the file needs no stylesheet and no browser defaults.
 */
const INHERITED = [
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-opacity',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'letter-spacing',
  'text-anchor',
  'dominant-baseline',
  'paint-order',
  'visibility',
  'clip-rule',
] as const;

/** Elements that hold no drawing of their own. */
const NOT_DRAWN = new Set(['title', 'desc', 'metadata']);
/** Elements whose content is drawn only where it is referenced (display does not hide it there). */
const RESOURCES = new Set(['defs', 'marker', 'pattern', 'linearGradient', 'radialGradient', 'clipPath', 'mask', 'symbol']);

/** `url("http://host/page#id")` (as browsers compute it) back to the file-local `url(#id)`. */
function localUrl(value: string): string {
  return value.replace(/url\(\s*["']?[^"')]*?(#[^"')]+)["']?\s*\)/g, 'url($1)');
}

/** rgba() as rgb() plus an opacity, which older editors (Illustrator, Inkscape 0.92) read. */
function splitAlpha(value: string): { colour: string; alpha: number } {
  const match = /^rgba\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)\s*[,/]\s*([\d.]+)\s*\)$/.exec(value);
  if (!match) return { colour: value, alpha: 1 };
  return { colour: `rgb(${match[1]}, ${match[2]}, ${match[3]})`, alpha: Number(match[4]) };
}

/** What the file should say for each inherited property of an element, from its computed style. */
function fileValues(computed: CSSStyleDeclaration): Map<string, string> {
  const values = new Map<string, string>();
  for (const name of INHERITED) {
    const value = computed.getPropertyValue(name);
    if (value) values.set(name, localUrl(value));
  }
  for (const paint of ['fill', 'stroke'] as const) {
    const { colour, alpha } = splitAlpha(values.get(paint) ?? '');
    if (alpha === 1) continue;
    values.set(paint, colour);
    values.set(`${paint}-opacity`, String(alpha * Number(values.get(`${paint}-opacity`) ?? 1)));
  }
  return values;
}

/**
 * Writes the element's styles on its copy and returns what its children inherit in the file. An
 * inherited property is written on the root, where the element had the attribute (CSS may have
 * overridden it) and where it differs from what the parent passes down.
 */
function writeStyles(live: Element, copy: Element, inherited: ReadonlyMap<string, string> | null, inResource: boolean): Map<string, string> {
  const computed = getComputedStyle(live);
  const values = fileValues(computed);
  for (const [name, value] of values) {
    if (inherited === null || live.hasAttribute(name) || inherited.get(name) !== value) copy.setAttribute(name, value);
  }
  // Opacity does not inherit: written where it is not the initial 1, or where CSS overrode an attribute.
  if ((computed.opacity && computed.opacity !== '1') || live.hasAttribute('opacity')) copy.setAttribute('opacity', computed.opacity || '1');
  if (live.localName === 'stop') {
    const { colour, alpha } = splitAlpha(computed.getPropertyValue('stop-color'));
    copy.setAttribute('stop-color', colour);
    copy.setAttribute('stop-opacity', String(alpha * Number(computed.getPropertyValue('stop-opacity') || 1)));
  }
  if (!inResource && computed.display === 'none') copy.setAttribute('display', 'none');
  return values;
}

/** Drops what only the page understands: classes, inline styles, data attributes, focus order. */
function stripPageAttributes(element: Element): void {
  for (const { name } of [...element.attributes]) {
    if (name === 'class' || name === 'style' || name === 'tabindex' || name.startsWith('data-')) element.removeAttribute(name);
  }
}

function inline(live: Element, copy: Element, inherited: ReadonlyMap<string, string> | null, inResource: boolean): void {
  stripPageAttributes(copy);
  if (NOT_DRAWN.has(live.localName)) return;
  const values = writeStyles(live, copy, inherited, inResource);
  const children = live.children;
  const copies = copy.children;
  for (let i = 0; i < children.length; i += 1) {
    const child = children[i];
    const childCopy = copies[i];
    if (child && childCopy) inline(child, childCopy, values, inResource || RESOURCES.has(child.localName));
  }
}

/** Drops comments (React leaves empty ones between adjacent text nodes). */
function removeComments(root: Node): void {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  comments.forEach((comment) => comment.parentNode?.removeChild(comment));
}

/** The drawing's own coordinate box: its viewBox, else its size on the page. */
export function svgBox(svg: SVGSVGElement): { x: number; y: number; width: number; height: number } {
  const box = svg.viewBox.baseVal;
  if (box && box.width > 0 && box.height > 0) return { x: box.x, y: box.y, width: box.width, height: box.height };
  const rect = svg.getBoundingClientRect();
  return { x: 0, y: 0, width: rect.width || 300, height: rect.height || 150 };
}

/**
 * A standalone copy of a drawing on the page: every style it gets from CSS classes written as
 * presentation attributes (so Illustrator, Inkscape and browsers draw it the same without the
 * site's stylesheet), no classes, scripts, comments or page attributes, with its viewBox and a
 * size (`width` × `height`, by default the viewBox's). Markers and patterns come with it: they are
 * inside the drawing.
 */
export function standaloneSvg(svg: SVGSVGElement, size?: { width: number; height: number }): SVGSVGElement {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  // The file is drawn at the drawing's own size (a unit a pixel): its labels take the sizes they
  // have there, not the larger ones a phone shows the scaled-down drawing with (ui/legible).
  const shown = svg.style.getPropertyValue(UNITS_PER_PX_PROPERTY);
  svg.style.setProperty(UNITS_PER_PX_PROPERTY, '1');
  try {
    inline(svg, copy, null, false);
  } finally {
    if (shown) svg.style.setProperty(UNITS_PER_PX_PROPERTY, shown);
    else svg.style.removeProperty(UNITS_PER_PX_PROPERTY);
  }
  copy.querySelectorAll('script, foreignObject').forEach((element) => element.remove());
  removeComments(copy);
  const box = svgBox(svg);
  copy.setAttribute('viewBox', `${box.x} ${box.y} ${box.width} ${box.height}`);
  copy.setAttribute('width', String(size?.width ?? box.width));
  copy.setAttribute('height', String(size?.height ?? box.height));
  return copy;
}

/**
 * Several drawings on one sheet, as the PNG lays them out: each a nested <svg> in its place
 * (keeping its own viewBox), in an outer drawing `width` × `height`.
 */
export function sheetSvg(drawings: readonly SVGSVGElement[], placements: readonly Placement[], width: number, height: number): SVGSVGElement {
  const sheet = document.createElementNS(SVG_NS, 'svg');
  sheet.setAttribute('viewBox', `0 0 ${width} ${height}`);
  sheet.setAttribute('width', String(width));
  sheet.setAttribute('height', String(height));
  drawings.forEach((drawing, i) => {
    const place = placements[i];
    if (!place) return;
    const copy = standaloneSvg(drawing, place);
    copy.setAttribute('x', String(place.x));
    copy.setAttribute('y', String(place.y));
    sheet.append(copy);
  });
  return sheet;
}

/** The file's text: an XML declaration and the drawing (the serialiser writes the SVG namespace on the root). */
export function svgText(svg: SVGSVGElement): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(svg)}\n`;
}

/** Draws a standalone drawing onto `context` in `place`, through an image (blob: URLs are allowed by the CSP). */
export async function drawSvg(context: CanvasRenderingContext2D, svg: SVGSVGElement, place: Placement): Promise<void> {
  const url = URL.createObjectURL(new Blob([svgText(svg)], { type: 'image/svg+xml' }));
  try {
    const image = new Image(place.width, place.height);
    image.src = url;
    await image.decode();
    context.drawImage(image, place.x, place.y, place.width, place.height);
  } finally {
    URL.revokeObjectURL(url);
  }
}
