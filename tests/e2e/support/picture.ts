import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';
import { expectDrawn, hasScene3d, scene3dCanvas } from './scene3d';
import { ToolPage } from './tool';

// Saving a tool's picture (its group 'Save the picture'): the checks of a saved PNG or SVG file,
// shared by the test that visits every tool (tools/every-tool.spec.ts) and tools/export.spec.ts.

/** The tools whose picture is SVG alone (one drawing, or several laid out on one sheet). */
export const SVG_SLUGS = [
  'color-harmony',
  'room-proportion',
  'style-dna',
  'structural-load',
  'window-optimizer',
  'lighting-physics',
  'proportion-scale',
  'visual-weight',
  'smart-home',
  'sustainable-systems',
  'construction-sequence',
];
/** Tools whose picture includes a Konva stage. */
export const KONVA_SLUGS = ['golden-ratio', 'flow-pattern', 'zoning-mapper', 'ventilation-flow', 'vr-walkthrough'];

/** Opens the tool with every drawing of its figure on screen (the 3D view drawn, the Konva stage mounted). */
export async function openDrawn(page: Page, slug: string, panelTitle: string, webgl = true): Promise<ToolPage> {
  const tool = new ToolPage(page, slug, panelTitle);
  await tool.open();
  await waitForHydration(page);
  await expectFigureDrawn(tool, webgl);
  return tool;
}

/** Waits until every drawing of the open tool's figure is on screen (the 3D view drawn, the Konva stage mounted). */
export async function expectFigureDrawn(tool: ToolPage, webgl = true): Promise<void> {
  if (hasScene3d(tool.slug) && webgl) await expectDrawn(scene3dCanvas(tool.page), `${tool.slug}'s 3D view`);
  if (KONVA_SLUGS.includes(tool.slug)) await expect(tool.main.locator('[data-scene][data-drawn] canvas').first()).toBeVisible();
}

/** Clicks a save button and returns the file's name and bytes. */
export async function save(button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([button.page().waitForEvent('download'), button.click()]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The PNG's size from its header (the IHDR chunk comes first). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)], 'PNG signature').toEqual(PNG_SIGNATURE);
  expect(bytes.subarray(12, 16).toString('ascii'), 'first chunk').toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

export interface Decoded {
  width: number;
  height: number;
  /** Distinct colours on a 64 × 64 sample grid. */
  distinctColours: number;
  /** The share of sampled pixels that are not white. */
  inkShare: number;
}

/** Decodes the PNG in the page, as an image viewer would, and samples its pixels. */
function decode(page: Page, bytes: Buffer): Promise<Decoded> {
  return page.evaluate(async (base64) => {
    const binary = atob(base64);
    const data = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([data], { type: 'image/png' }));
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2D context');
    context.drawImage(bitmap, 0, 0);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    const colours = new Set<number>();
    let ink = 0;
    const grid = 64;
    for (let i = 0; i < grid; i += 1) {
      for (let j = 0; j < grid; j += 1) {
        const x = Math.floor(((i + 0.5) / grid) * canvas.width);
        const y = Math.floor(((j + 0.5) / grid) * canvas.height);
        const at = (y * canvas.width + x) * 4;
        const [r = 0, g = 0, b = 0, a = 0] = pixels.subarray(at, at + 4);
        colours.add(((r * 256 + g) * 256 + b) * 256 + a);
        if (r < 250 || g < 250 || b < 250) ink += 1;
      }
    }
    return { width: bitmap.width, height: bitmap.height, distinctColours: colours.size, inkShare: ink / (grid * grid) };
  }, bytes.toString('base64'));
}

/** Saves the PNG and checks it: the tool's name, slide size, and a drawing on it. */
export async function expectPicture(tool: ToolPage): Promise<Decoded> {
  const { name, bytes } = await save(tool.exports.getByRole('button', { name: 'Download PNG', exact: true }));
  expect(name).toBe(`${tool.slug}.png`);
  const size = pngSize(bytes);
  expect(size.width, 'PNG width').toBeGreaterThanOrEqual(1920);
  expect(size.height, 'PNG height').toBeGreaterThan(0);
  expect(Math.max(size.width, size.height), 'longest side').toBeLessThanOrEqual(4096);
  const decoded = await decode(tool.page, bytes);
  expect(decoded).toMatchObject(size);
  await expect(tool.exports.getByRole('status').filter({ hasText: /^Saved / })).toHaveText(`Saved ${tool.slug}.png`);
  return decoded;
}

export interface SvgCheck {
  problems: string[];
  /** Drawn elements compared with their originals on the page. */
  compared: number;
}

/**
 * Parses the SVG file and checks it stands alone: no parser error, the SVG namespace, a viewBox
 * and a size, no script, class or style attribute. Then it draws the file's drawings in a
 * shadow root (out of reach of the site's stylesheet) and compares each element's fill, stroke
 * and type with its original on the page, found by the drawing's accessible name, drawn at its own
 * size as the file is.
 */
export function checkSvg(page: Page, text: string): Promise<SvgCheck> {
  return page.evaluate((source) => {
    const problems: string[] = [];
    const parsed = new DOMParser().parseFromString(source, 'image/svg+xml');
    const root = parsed.documentElement;
    if (parsed.querySelector('parsererror')) problems.push('parser error');
    if (root.localName !== 'svg' || root.namespaceURI !== 'http://www.w3.org/2000/svg') problems.push(`root ${root.localName} ${root.namespaceURI}`);
    if (!/^[\d.-]+ [\d.-]+ [\d.]+ [\d.]+$/.test(root.getAttribute('viewBox') ?? '')) problems.push(`viewBox "${root.getAttribute('viewBox')}"`);
    if (!(Number(root.getAttribute('width')) > 0 && Number(root.getAttribute('height')) > 0)) problems.push('no width and height');
    if (parsed.querySelector('script, foreignObject')) problems.push('script or foreignObject');
    for (const element of parsed.querySelectorAll('[class], [style]')) problems.push(`<${element.localName}> has class or style`);

    const host = document.createElement('div');
    host.style.all = 'initial';
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.append(document.importNode(root, true));
    const names = ['fill', 'stroke', 'stroke-width', 'stroke-dasharray', 'opacity', 'font-size', 'font-weight', 'text-anchor', 'dominant-baseline'];
    const normal = (value: string) => value.replace(/url\([^)]*#([^)"']+)["']?\)/, 'url(#$1)');
    // A translucent colour may be saved as a colour and an opacity: compared as colour and total alpha.
    const value = (style: CSSStyleDeclaration, name: string) => {
      const raw = normal(style.getPropertyValue(name));
      if (name !== 'fill' && name !== 'stroke') return raw;
      const rgba = /^rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)$/.exec(raw);
      if (!rgba) return raw;
      const alpha = Number(rgba[4] ?? 1) * Number(style.getPropertyValue(`${name}-opacity`) || 1);
      return `rgb(${rgba[1]}, ${rgba[2]}, ${rgba[3]}) × ${alpha.toFixed(3)}`;
    };
    let compared = 0;
    const compare = (saved: Element, live: Element, path: string) => {
      if (saved.localName !== live.localName) {
        problems.push(`${path}: <${saved.localName}> for <${live.localName}>`);
        return;
      }
      if (!['title', 'desc'].includes(live.localName)) {
        const a = getComputedStyle(saved);
        const b = getComputedStyle(live);
        for (const name of names) {
          if (value(a, name) !== value(b, name)) problems.push(`${path} ${name}: ${value(a, name)} in the file, ${value(b, name)} on the page`);
        }
        compared += 1;
      }
      [...saved.children].forEach((child, i) => {
        const original = live.children[i];
        if (original) compare(child, original, `${path}>${child.localName}[${i}]`);
        else problems.push(`${path}: extra <${child.localName}>`);
      });
    };
    const drawings = [...shadow.querySelectorAll('svg[aria-label]')];
    if (drawings.length === 0) problems.push('no drawing with an accessible name');
    for (const drawing of drawings) {
      const label = drawing.getAttribute('aria-label') ?? '';
      const live = [...document.querySelectorAll<SVGSVGElement>('figure svg[aria-label]')].find((svg) => svg.getAttribute('aria-label') === label);
      if (!live) {
        problems.push(`no drawing "${label}" on the page`);
        continue;
      }
      // The file is the drawing at its own size (a unit a px): compared with the page's drawing
      // there, not with the larger labels it has where it shows smaller (ui/legible).
      const shown = live.style.getPropertyValue('--diagram-units-per-px');
      live.style.setProperty('--diagram-units-per-px', '1');
      compare(drawing, live, label.slice(0, 24));
      live.style.setProperty('--diagram-units-per-px', shown);
    }
    host.remove();
    return { problems, compared };
  }, text);
}
