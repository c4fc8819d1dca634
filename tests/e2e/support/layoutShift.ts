import type { Page } from '@playwright/test';

// What moves on a page as its code runs: the Layout Instability API's shifts (what a visitor sees
// jump in the viewport), and where each element of the page lies in the document and how large
// it is (what would jump wherever else the visitor had scrolled, a scrolling box's content too).

/** One layout shift the visitor did not cause: its score and the elements that moved, as 'tag#id.class top→top'. */
export interface Shift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    __layoutShifts?: Shift[];
    __noted?: { element: Element; name: string; box: [number, number, number, number] }[];
    __notedScroll?: number;
    __resized?: string[];
  }
}

/** Records every layout shift from the page's start on (before any of its scripts runs), but those right after an input. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    window.__layoutShifts = shifts;
    const describe = (node: Node | null): string => {
      if (!(node instanceof Element)) return node?.nodeName ?? '(gone)';
      const className = node.getAttribute('class');
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${className ? `.${className.split(' ')[0]}` : ''}`;
    };
    interface Source {
      node: Node | null;
      previousRect: DOMRectReadOnly;
      currentRect: DOMRectReadOnly;
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((s) => `${describe(s.node)} ${Math.round(s.previousRect.top)}→${Math.round(s.currentRect.top)} (height ${Math.round(s.previousRect.height)}→${Math.round(s.currentRect.height)}) at scrollY ${Math.round(scrollY)}`);
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Forgets the shifts recorded so far, once two frames have been drawn (the Layout Instability API
 * reports a frame's shifts after it). For a test's own scroll before the page's code runs: a
 * programmatic jump of thousands of pixels is reported as a shift of a sticky element when the
 * frame lands late (seen under load, on a tool's sticky Inputs panel), and it is not the code's.
 */
export async function forgetLayoutShifts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const forget = () => void window.__layoutShifts?.splice(0);
    return new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(forget()), 0))));
  });
}

/** The shifts recorded so far. */
export function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(() => window.__layoutShifts ?? []);
}

/** Where a box lies in the document and its size, CSS px. */
type Box = [x: number, y: number, width: number, height: number];

/**
 * Notes every element of <main> that has a box (an SVG drawing as a whole, not its inside: its
 * labels take their legible size once measured) with where it lies in the document and its size,
 * for layoutChanges to compare later; and from now on records every size one of them takes
 * other than its first (sizeChanges): what grows and shrinks back between two looks is caught
 * too. Returns how many there are. Less than half a pixel (rounding, never seen) is no change.
 */
export function noteLayout(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const main = document.querySelector('main') ?? document.body;
    const nameOf = (element: Element) => {
      const className = element.getAttribute('class')?.split(' ')[0];
      const text = element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 30);
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${className ? `.${className}` : ''}${text ? ` '${text}'` : ''}`;
    };
    const elements = [main, ...main.querySelectorAll('*')].filter((element) => !element.parentElement?.closest('svg') && element.getClientRects().length > 0);
    const boxOf = (element: Element): Box => {
      const rect = element.getBoundingClientRect();
      return [rect.left + scrollX, rect.top + scrollY, rect.width, rect.height];
    };
    window.__noted = elements.map((element) => ({ element, name: nameOf(element), box: boxOf(element) }));
    window.__notedScroll = scrollY;

    const resized: string[] = [];
    window.__resized = resized;
    const first = new Map<Element, [number, number]>();
    const px = (n: number) => n.toFixed(1);
    let measured!: () => void;
    const firstReport = new Promise<void>((resolve) => (measured = resolve));
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) {
        const size: [number, number] = [entry.borderBoxSize[0]?.inlineSize ?? 0, entry.borderBoxSize[0]?.blockSize ?? 0];
        const was = first.get(entry.target);
        if (was === undefined) first.set(entry.target, size);
        // (An element taken off the page reports no size: it no longer shows, it did not shrink.)
        else if (entry.target.isConnected && size.some((n, i) => Math.abs(n - was[i]!) >= 0.5)) {
          resized.push(`${nameOf(entry.target)}: ${px(was[0])}×${px(was[1])} → ${px(size[0])}×${px(size[1])} at ${Math.round(performance.now())} ms`);
        }
      }
      measured();
    });
    // The first report, at the next frame, gives each its size now, before the code has run.
    for (const element of elements) observer.observe(element, { box: 'border-box' });
    await firstReport;
    return elements.length;
  });
}

/**
 * The noted elements that are still on the page but lie elsewhere or have another size: 'name:
 * x,y w×h → x,y w×h'. Measured at the scroll position they were noted at (what sticks to the
 * screen lies where the scroll puts it); an empty box (no width or no height) then and now, which
 * shows nothing, may move.
 */
export function layoutChanges(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    window.scrollTo({ top: window.__notedScroll ?? 0, behavior: 'instant' });
    const text = ([x, y, width, height]: Box) => `${x.toFixed(1)},${y.toFixed(1)} ${width.toFixed(1)}×${height.toFixed(1)}`;
    const empty = (box: Box) => box[2] === 0 || box[3] === 0;
    return (window.__noted ?? []).flatMap(({ element, name, box }) => {
      if (!element.isConnected) return [];
      const rect = element.getBoundingClientRect();
      const now: Box = [rect.left + scrollX, rect.top + scrollY, rect.width, rect.height];
      const same = now.every((n, i) => Math.abs(n - box[i]!) < 0.5);
      return same || (empty(box) && empty(now)) ? [] : [`${name}: ${text(box)} → ${text(now)}`];
    });
  });
}

/** Every size other than its first that a noted element took since noteLayout, while it was on the page. */
export function sizeChanges(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__resized ?? []);
}

/**
 * The sections of <main> a visitor would scroll to (<section>s and h2s), each as a selector-free
 * index into the page's list of them, skipping any less than a third of a screen below the one
 * before (the same view).
 */
export function sectionStops(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const sections = [...(document.querySelector('main') ?? document.body).querySelectorAll('section, h2')];
    const stops: number[] = [];
    let last = -Infinity;
    sections.forEach((element, i) => {
      const top = element.getBoundingClientRect().top + scrollY;
      if (top - last < innerHeight / 3) return;
      stops.push(i);
      last = top;
    });
    return stops;
  });
}

/**
 * Scrolls the section `index` of <main> (sectionStops) to the top of the viewport, and waits for a
 * frame drawn there: a view seen only at that stop (a tool's picture stuck in a short box, on a
 * phone held sideways) is seen as a visitor stopping there would see it, not skipped between frames.
 */
export function scrollToSection(page: Page, index: number): Promise<void> {
  return page.evaluate(async (i) => {
    const sections = (document.querySelector('main') ?? document.body).querySelectorAll('section, h2');
    sections[i]?.scrollIntoView({ block: 'start', behavior: 'instant' });
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  }, index);
}
