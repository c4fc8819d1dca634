// The mid-range phone the load benchmarks emulate over the DevTools protocol: a 412 × 823 touch
// screen, 4× CPU slowdown, slow 4G (150 ms latency, 1.6 Mbps down, 750 kbps up), no cache and no
// service worker; and the page-side recorders they read (long tasks, Event Timing, layout shifts,
// the moment the app hydrated).

import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/**
 * Below this host speed Lighthouse warns that its scores are lowered by a slow machine
 * (SLOW_CPU_BENCHMARK_INDEX_THRESHOLD in lighthouse/core/gather/driver/environment.js).
 */
export const SLOW_HOST_INDEX = 1000;

/**
 * The CPU slowdown of the phone profile: 4, Lighthouse's default, unless CPU_SLOWDOWN says
 * otherwise. 4× makes a high-end desktop (benchmarkIndex 1,500–2,000) a mid-tier phone; Lighthouse's
 * docs (throttling.md, "Calibrating the CPU slowdown") advise a higher multiplier on a faster host
 * and a lower one on a slower host, so that figures from different machines compare.
 */
export const CPU_SLOWDOWN = cpuSlowdown(process.env.CPU_SLOWDOWN);

/** `text` as a slowdown between 1 and 20, or 4 when it is not one. */
export function cpuSlowdown(text) {
  const value = Number(text);
  return Number.isFinite(value) && value >= 1 && value <= 20 ? value : 4;
}

/** The phone profile in a benchmark's heading: '4× CPU, slow 4G'. */
export const PHONE_PROFILE_LABEL = `${CPU_SLOWDOWN}× CPU, slow 4G`;

/**
 * The host machine's speed as Lighthouse measures it before every run, its benchmarkIndex: how
 * often a blank page, unthrottled, can build a string and copy an array in a second (~1 s to
 * measure). The same build's figures differ several times over between machines and, on a noisy
 * one, between minutes: printed with each benchmark's results, it says what they were measured on.
 */
export async function hostSpeed(browser) {
  const page = await browser.newPage();
  try {
    return Math.round(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`));
  } finally {
    await page.close();
  }
}

/** Lighthouse's slow-host warning for the measurements of `indexes` under SLOW_HOST_INDEX ('' when none is). */
export function slowHostWarning(indexes) {
  const slow = indexes.filter((index) => index < SLOW_HOST_INDEX).length;
  return slow ? `; ${slow} of ${indexes.length} under ${SLOW_HOST_INDEX}, where Lighthouse warns that a slow host lowers its results` : '';
}

/** A line on the host's speed before and after a benchmark, and Lighthouse's warning where it applies. */
export function hostSpeedLine(...indexes) {
  return `Host speed (Lighthouse's benchmarkIndex, unthrottled): ${indexes.join(' → ')}${slowHostWarning(indexes)}`;
}

/** A new context and page with the phone profile and the recorders installed before any script runs. */
export async function phoneProfile(browser, { viewport = { width: 412, height: 823 } } = {}) {
  const context = await browser.newContext({ viewport, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(() => {
    window.__longTasks = [];
    window.__events = [];
    window.__shifts = [];
    window.__lastRequest = 0;
    window.__hydratedAt = null;
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.interactionId) window.__events.push({ id: entry.interactionId, name: entry.name, start: entry.startTime, duration: entry.duration, delay: entry.processingStart - entry.startTime, handled: entry.processingEnd - entry.startTime });
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
    new PerformanceObserver((list) => {
      // Each source: its node, and how far it moved down (CSS px; negative: up).
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shifts.push({ value: entry.value, start: entry.startTime, sources: entry.sources?.map((source) => source.node?.nodeName + (source.node?.className ? `.${String(source.node.className).slice(0, 40)}` : '')), moved: entry.sources?.map((source) => Math.round(source.currentRect.y - source.previousRect.y)) });
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver(() => (window.__lastRequest = performance.now())).observe({ type: 'resource', buffered: true });
    // flushEventTiming's last interaction: F9, kept busy long enough to be reported.
    addEventListener('keydown', (event) => {
      if (event.key !== 'F9') return;
      window.__sentinelAt = event.timeStamp;
      const until = performance.now() + 24;
      while (performance.now() < until) {
        // (busy: an interaction under 16 ms is not reported)
      }
    }, true);
    // When the app marks itself hydrated (App.tsx sets <html data-hydrated="true">); the document is
    // still empty when this runs, so it watches all of it.
    new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset.hydrated !== 'true') return;
      window.__hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  return { context, page, cdp };
}

/**
 * Waits for the page's first contentful paint (polled every 16 ms from the moment the navigation
 * committed); returns its time, ms from navigation start, page clock.
 */
export async function waitForFirstPaint(page, { timeout = 30_000 } = {}) {
  const handle = await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime, null, { polling: 16, timeout });
  return handle.jsonValue();
}

/**
 * Waits until Event Timing has reported every interaction so far. An entry arrives only after the
 * paint that follows its input (seconds later where frames are slow, as with a 3D view on a
 * software renderer), and entries arrive in that order: so this presses F9, which takes 24 ms
 * (the recorder keeps it busy) and is always reported, and waits for its entry. Returns its
 * interactionId, for the caller to leave out.
 */
export async function flushEventTiming(page, { timeout = 60_000 } = {}) {
  await page.keyboard.press('F9');
  const handle = await page.waitForFunction(
    () => window.__sentinelAt !== undefined && window.__events.find((entry) => Math.abs(entry.start - window.__sentinelAt) < 1)?.id,
    null,
    { polling: 100, timeout },
  );
  return handle.jsonValue();
}

/**
 * Waits until the app has hydrated and then nothing happened for `quietMs`: no long task ended
 * and no resource finished loading; at most `maxMs` from now.
 */
export async function waitUntilIdle(page, { quietMs = Number(process.env.QUIET_MS) || 3000, maxMs = 30_000 } = {}) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: maxMs });
  const deadline = Date.now() + maxMs;
  while (Date.now() < deadline) {
    const quietFor = await page.evaluate(() => {
      const lastTask = Math.max(0, ...window.__longTasks.map((task) => task.startTime + task.duration));
      return performance.now() - Math.max(lastTask, window.__lastRequest);
    });
    if (quietFor >= quietMs) return;
    await page.waitForTimeout(Math.max(100, quietMs - quietFor));
  }
}
