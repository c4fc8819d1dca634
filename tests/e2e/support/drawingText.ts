import type { Page } from '@playwright/test';
import { MIN_TEXT_PX } from '../../../src/ui/legible';

/**
 * The text inside every drawing of a tool's figure, checked as a visitor sees it: each label at
 * least MIN_TEXT_PX CSS px (its font size times the drawing's scale on screen), wholly inside its
 * drawing, and clear of every other label of that drawing. SVG diagrams are read from their
 * <text> elements; Konva scenes from the stage's Text nodes (Konva keeps its stages in
 * `window.Konva.stages`), each as the box its lines take. Returns one line per problem.
 */
export function drawingTextProblems(page: Page): Promise<string[]> {
  return page.evaluate((minPx) => {
    /** Overlaps and overhangs up to this many CSS px pass (antialiasing, a glyph's side bearing). */
    const TOLERANCE = 1.5;
    interface Box { left: number; top: number; right: number; bottom: number }
    interface Label { text: string; size: number; box: Box }
    const problems: string[] = [];
    const px = (value: number) => Math.round(value * 10) / 10;
    const check = (drawing: string, frame: Box, labels: Label[]) => {
      labels.forEach((label, index) => {
        const { box } = label;
        if (label.size < minPx - 0.05) problems.push(`${drawing}: "${label.text}" is ${px(label.size)} px`);
        if (box.left < frame.left - TOLERANCE || box.top < frame.top - TOLERANCE || box.right > frame.right + TOLERANCE || box.bottom > frame.bottom + TOLERANCE) {
          problems.push(`${drawing}: "${label.text}" is cut off at the drawing's edge`);
        }
        for (const other of labels.slice(index + 1)) {
          const width = Math.min(box.right, other.box.right) - Math.max(box.left, other.box.left);
          const height = Math.min(box.bottom, other.box.bottom) - Math.max(box.top, other.box.top);
          if (width > TOLERANCE && height > TOLERANCE) problems.push(`${drawing}: "${label.text}" overlaps "${other.text}"`);
        }
      });
    };

    for (const svg of document.querySelectorAll<SVGSVGElement>('main figure svg[role="img"]')) {
      if (svg.closest('[data-scene]')) continue; // a scene's placeholder, before its stage
      const frame = svg.getBoundingClientRect();
      if (!(frame.width > 0)) continue;
      const labels: Label[] = [];
      for (const text of svg.querySelectorAll('text')) {
        const content = text.textContent?.trim() ?? '';
        const style = getComputedStyle(text);
        const box = text.getBoundingClientRect();
        if (!content || style.visibility === 'hidden' || style.display === 'none' || !(box.width > 0)) continue;
        const ctm = text.getScreenCTM();
        const scale = ctm ? Math.hypot(ctm.c, ctm.d) : 1;
        labels.push({ text: content, size: parseFloat(style.fontSize) * scale, box });
      }
      check(svg.getAttribute('aria-label') ?? 'drawing', frame, labels);
    }

    interface KonvaText {
      text(): string;
      isVisible(): boolean;
      fontSize(): number;
      lineHeight(): number;
      padding(): number;
      width(): number;
      height(): number;
      align(): string;
      verticalAlign(): string;
      getTextWidth(): number;
      textArr: unknown[];
      getAbsoluteScale(): { x: number; y: number };
      getAbsoluteTransform(): { point(p: { x: number; y: number }): { x: number; y: number } };
    }
    interface KonvaStage { container(): HTMLElement; find(selector: string): KonvaText[] }
    const stages = (window as unknown as { Konva?: { stages: KonvaStage[] } }).Konva?.stages ?? [];
    for (const stage of stages) {
      const container = stage.container();
      if (!container.closest('main figure')) continue;
      const frame = container.getBoundingClientRect();
      if (!(frame.width > 0)) continue;
      const labels: Label[] = [];
      for (const node of stage.find('Text')) {
        const content = node.text().trim();
        if (!content || !node.isVisible()) continue;
        // The box the lines take, not the node's (a centred label's node may be much wider).
        const pad = node.padding();
        const textWidth = Math.min(node.getTextWidth(), node.width() - 2 * pad);
        const textHeight = node.textArr.length * node.fontSize() * node.lineHeight();
        const x = pad + (node.align() === 'center' ? (node.width() - 2 * pad - textWidth) / 2 : node.align() === 'right' ? node.width() - 2 * pad - textWidth : 0);
        const y = pad + (node.verticalAlign() === 'middle' ? (node.height() - 2 * pad - textHeight) / 2 : node.verticalAlign() === 'bottom' ? node.height() - 2 * pad - textHeight : 0);
        const transform = node.getAbsoluteTransform();
        const corners = [transform.point({ x, y }), transform.point({ x: x + textWidth, y: y + textHeight })];
        const box = {
          left: frame.left + Math.min(corners[0]!.x, corners[1]!.x),
          right: frame.left + Math.max(corners[0]!.x, corners[1]!.x),
          top: frame.top + Math.min(corners[0]!.y, corners[1]!.y),
          bottom: frame.top + Math.max(corners[0]!.y, corners[1]!.y),
        };
        labels.push({ text: content, size: node.fontSize() * Math.abs(node.getAbsoluteScale().y), box });
      }
      check(container.getAttribute('aria-label') ?? 'scene', frame, labels);
    }
    return problems;
  }, MIN_TEXT_PX);
}
