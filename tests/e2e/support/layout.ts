import type { Locator, Page } from '@playwright/test';

/** How long scrollThrough lets a page go without drawing a frame before it fails, ms. */
const NO_FRAME_MS = 30_000;

/**
 * Scrolls to the bottom a screen at a time, so everything that starts when seen has started, and
 * back to the top (what started may still be loading: the crawl waits for it). The steps run in
 * the page, in one call. Each waits for a frame and then for a task after it: intersection
 * observers take the new position in when that frame lays out, after its animation callbacks. A
 * step of a whole screen leaves no gap, and shows at least half of anything no taller than the
 * screen (views mount once a tenth of them is seen: src/ui/useSeen.ts).
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async (noFrameMs) => {
    // A page that draws no frame for this long fails here, saying what it was doing, instead of
    // running into the test's timeout without a word: seen in full runs on a slow 2-core machine, in
    // the phone crawl at 320 px (material-properties, flow-pattern, surface-reflection), never when
    // run alone (crawl-tools.phone.spec.ts tries such a crawl once more). The timer firing shows
    // the page's thread was free.
    const state = () =>
      JSON.stringify({
        visibility: document.visibilityState,
        scrollY: window.scrollY,
        viewport: [window.innerWidth, window.innerHeight],
        canvases: [...document.querySelectorAll('canvas')].map((canvas) => {
          const gl = canvas.hasAttribute('data-engine') ? (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) : null;
          return { size: [canvas.width, canvas.height], attributes: [...canvas.attributes].map((a) => a.name).join(' '), lost: gl ? gl.isContextLost() : undefined };
        }),
      });
    const afterFrame = (step: number) =>
      new Promise((resolve, reject) => {
        const stalled = setTimeout(() => {
          // How busy the thread is: ten zero-delay timers in a row take ~10 ms on an idle page,
          // far longer when something keeps posting work (a render loop).
          const started = performance.now();
          let left = 10;
          const tick = () => {
            if (--left > 0) return void setTimeout(tick, 0);
            const lagMs = Math.round(performance.now() - started);
            reject(new Error(`No frame for ${noFrameMs / 1000} s at scroll step ${step}: ${state()}, ten timers took ${lagMs} ms`));
          };
          setTimeout(tick, 0);
        }, noFrameMs);
        requestAnimationFrame(() => {
          clearTimeout(stalled);
          setTimeout(resolve);
        });
      });
    for (let step = 0; step < 60; step += 1) {
      window.scrollBy(0, window.innerHeight);
      await afterFrame(step);
      if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1) break;
    }
    window.scrollTo(0, 0);
  }, NO_FRAME_MS);
}

/**
 * Elements that reach past the viewport's right edge without a scrolling box of their own to
 * hold them: cut off, even where the page hides its horizontal scrollbar.
 */
export function cutOffOnTheRight(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const heldByScroller = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        // An <svg> clips its own drawing; whether the drawing is cut off is the svg's question, asked of it.
        if (parent instanceof SVGElement) continue;
        const { overflowX } = getComputedStyle(parent);
        if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden' || overflowX === 'clip') {
          return parent.getBoundingClientRect().right <= width + 1;
        }
      }
      return false;
    };
    return [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        return rect.width > 1 && rect.right > width + 1 && !heldByScroller(element);
      })
      .slice(0, 10)
      .map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`);
  });
}

/**
 * The icons and drawings squeezed out of shape: an <svg> shown in a box whose proportions are not
 * its viewBox's (a flex item shrunk beside its text draws its icon smaller, in a sliver of a box).
 */
export function squeezedDrawings(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('svg[viewBox]')]
      .filter((svg) => {
        const box = svg.getBoundingClientRect();
        const view = (svg as SVGSVGElement).viewBox.baseVal;
        if (box.width === 0 || box.height === 0 || !view || !view.width || !view.height) return false;
        if (svg.getAttribute('preserveAspectRatio') === 'none') return false;
        const ratio = box.width / box.height / (view.width / view.height);
        return ratio < 0.9 || ratio > 1.1;
      })
      .map((svg) => {
        const box = svg.getBoundingClientRect();
        return `${Math.round(box.width)} × ${Math.round(box.height)} px svg in ${svg.parentElement?.tagName.toLowerCase()}: '${(svg.parentElement?.textContent ?? '').trim().slice(0, 40)}'`;
      }),
  );
}

/**
 * The 2D and 3D views ([data-scene], [data-scene3d]) wider than the box that holds them: each is
 * drawn to fit its column, so one that reaches into its card's padding or past it (where the card
 * scrolls, and the page-wide check above cannot see it) was sized by something else in the column.
 */
export function scenesPastTheirBox(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    return [...document.querySelectorAll('[data-scene], [data-scene3d]')].flatMap((scene) => {
      const rect = scene.getBoundingClientRect();
      if (rect.width === 0) return [];
      // The nearest box that clips or scrolls, or else the page's main column.
      for (let parent = scene.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible' && parent !== main) continue;
        const box = parent.getBoundingClientRect();
        const right = box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
        return rect.right > right + 1 ? [`a view ${Math.round(rect.width)} px wide reaches ${Math.round(rect.right - right)} px past its box's content (${parent.tagName.toLowerCase()}.${parent.className})`] : [];
      }
      return [];
    });
  });
}

/** How far the page reaches past the viewport's right edge, in CSS px (0 or less: no sideways scrolling). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * The labels of the SVG drawings under `root` that a reader would miss: drawn under `minPx` CSS
 * px high, reaching past their drawing's edges (cut off), or overlapping another label of the
 * same drawing. One line per problem, empty when there is none.
 */
export function illegibleDrawingText(root: Locator, minPx = 11): Promise<string[]> {
  return root.evaluate((element, min) => {
    const problems: string[] = [];
    for (const svg of element.querySelectorAll('svg[role="img"]')) {
      const frame = svg.getBoundingClientRect();
      const scale = frame.width / ((svg as SVGSVGElement).viewBox.baseVal.width || frame.width);
      const name = (svg.getAttribute('aria-label') ?? '').slice(0, 24);
      const labels = [...svg.querySelectorAll('text')].filter((text) => (text.textContent ?? '').trim() !== '');
      const boxes = labels.map((text) => text.getBoundingClientRect());
      labels.forEach((text, i) => {
        const box = boxes[i]!;
        const px = parseFloat(getComputedStyle(text).fontSize) * scale;
        const what = `${name}: '${text.textContent}'`;
        if (px < min - 0.05) problems.push(`${what} is ${px.toFixed(1)} px`);
        if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5 || box.top < frame.top - 0.5 || box.bottom > frame.bottom + 0.5) {
          problems.push(`${what} is cut off`);
        }
        for (let j = i + 1; j < labels.length; j += 1) {
          const other = boxes[j]!;
          // Glyph boxes include the line's leading: a pixel or two of touching is not an overlap.
          const x = Math.min(box.right, other.right) - Math.max(box.left, other.left);
          const y = Math.min(box.bottom, other.bottom) - Math.max(box.top, other.top);
          if (x > 2 && y > 3) problems.push(`${what} overlaps '${labels[j]!.textContent}'`);
        }
      });
    }
    return problems;
  }, minPx);
}
