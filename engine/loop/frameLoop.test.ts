import { describe, expect, it, vi } from 'vitest';
import { MAX_DT_S, STEADY_FRAME_MS, STEADY_WAIT_MAX_MS, createFrameLoop, frameLoop, steadyFrames } from './frameLoop';
import type { FrameHost } from './frameLoop';

/** A manual requestAnimationFrame queue and a document whose visibility the test flips. */
function fakeHost() {
  let nextId = 1;
  const pending = new Map<number, (timeMs: number) => void>();
  const listeners = new Set<() => void>();
  const doc = {
    visibilityState: 'visible' as 'visible' | 'hidden',
    addEventListener: (_type: 'visibilitychange', listener: () => void) => void listeners.add(listener),
    removeEventListener: (_type: 'visibilitychange', listener: () => void) => void listeners.delete(listener),
  };
  const host: FrameHost = {
    requestAnimationFrame: vi.fn((callback: (timeMs: number) => void) => {
      const id = nextId++;
      pending.set(id, callback);
      return id;
    }),
    cancelAnimationFrame: vi.fn((id: number) => void pending.delete(id)),
    document: doc,
  };
  return {
    host,
    pendingCount: () => pending.size,
    listenerCount: () => listeners.size,
    /** Runs every frame requested so far at `timeMs`. */
    frame(timeMs: number) {
      const due = [...pending.values()];
      pending.clear();
      for (const callback of due) callback(timeMs);
    },
    setVisibility(state: 'visible' | 'hidden') {
      doc.visibilityState = state;
      for (const listener of [...listeners]) listener();
    },
  };
}

describe('One frame loop: requests frames only while someone is subscribed', () => {
  it('requests no frame without subscribers', () => {
    const fake = fakeHost();
    const loop = createFrameLoop(fake.host);
    expect(fake.host.requestAnimationFrame).not.toHaveBeenCalled();
    expect(loop.isRunning()).toBe(false);
    expect(loop.activeCount()).toBe(0);
    expect(fake.listenerCount()).toBe(0);
  });

  it('starts on the first subscription and keeps one frame pending while running', () => {
    const fake = fakeHost();
    const loop = createFrameLoop(fake.host);
    const seen: number[] = [];
    loop.subscribe((dt) => seen.push(dt));
    loop.subscribe(() => undefined);
    expect(fake.pendingCount()).toBe(1);
    expect(loop.isRunning()).toBe(true);
    expect(loop.activeCount()).toBe(2);
    fake.frame(1000);
    fake.frame(1016);
    expect(fake.pendingCount()).toBe(1);
    expect(seen).toEqual([0, 0.016]);
  });

  it('stops after the last unsubscribe, with no frame left pending', () => {
    const fake = fakeHost();
    const loop = createFrameLoop(fake.host);
    const a = vi.fn();
    const offA = loop.subscribe(a);
    const offB = loop.subscribe(() => undefined);
    fake.frame(0);
    offA();
    expect(fake.pendingCount()).toBe(1);
    offB();
    expect(fake.pendingCount()).toBe(0);
    expect(fake.host.cancelAnimationFrame).toHaveBeenCalled();
    expect(loop.isRunning()).toBe(false);
    expect(loop.activeCount()).toBe(0);
    expect(fake.listenerCount()).toBe(0);
    fake.frame(16);
    expect(a).toHaveBeenCalledTimes(1);
  });

  it('unsubscribe is idempotent', () => {
    const fake = fakeHost();
    const loop = createFrameLoop(fake.host);
    const off = loop.subscribe(() => undefined);
    const other = vi.fn();
    loop.subscribe(other);
    off();
    off();
    expect(loop.activeCount()).toBe(1);
    fake.frame(0);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('many subscribe/unsubscribe cycles leave nothing running', () => {
    const fake = fakeHost();
    const loop = createFrameLoop(fake.host);
    for (let i = 0; i < 500; i += 1) {
      const offs = [loop.subscribe(() => undefined), loop.subscribe(() => undefined)];
      if (i % 3 === 0) fake.frame(i * 16);
      for (const off of offs) off();
    }
    expect(loop.activeCount()).toBe(0);
    expect(loop.isRunning()).toBe(false);
    expect(fake.pendingCount()).toBe(0);
    expect(fake.listenerCount()).toBe(0);
  });
});

describe('One frame loop: dt in seconds', () => {
  it('passes dt = 0 on the first frame after a start, then the elapsed time', () => {
    const fake = fakeHost();
    const loop = createFrameLoop(fake.host);
    const calls: [number, number][] = [];
    const off = loop.subscribe((dt, time) => calls.push([dt, time]));
    fake.frame(500);
    fake.frame(520);
    expect(calls).toEqual([
      [0, 500],
      [0.02, 520],
    ]);
    off();
    // A restart does not count the idle time.
    loop.subscribe((dt) => calls.push([dt, -1]));
    fake.frame(9000);
    expect(calls.at(-1)).toEqual([0, -1]);
  });

  it('clamps dt to at most 0.1 s, and never below 0', () => {
    const fake = fakeHost();
    const loop = createFrameLoop(fake.host);
    const seen: number[] = [];
    loop.subscribe((dt) => seen.push(dt));
    fake.frame(0);
    fake.frame(5000);
    fake.frame(4000);
    expect(MAX_DT_S).toBe(0.1);
    expect(seen).toEqual([0, 0.1, 0]);
  });
});

describe('One frame loop: pauses while the tab is hidden', () => {
  it('cancels the pending frame when hidden and resumes with dt = 0 when visible', () => {
    const fake = fakeHost();
    const loop = createFrameLoop(fake.host);
    const seen: number[] = [];
    loop.subscribe((dt) => seen.push(dt));
    fake.frame(0);
    fake.frame(16);
    fake.setVisibility('hidden');
    expect(fake.pendingCount()).toBe(0);
    expect(loop.isRunning()).toBe(false);
    expect(loop.activeCount()).toBe(1);
    fake.frame(40);
    expect(seen).toEqual([0, 0.016]);
    fake.setVisibility('visible');
    expect(fake.pendingCount()).toBe(1);
    fake.frame(60_000);
    fake.frame(60_010);
    // The hidden minute never reaches a callback.
    expect(seen).toEqual([0, 0.016, 0, 0.01]);
  });

  it('does not start while hidden, and starts when the page becomes visible', () => {
    const fake = fakeHost();
    fake.setVisibility('hidden');
    const loop = createFrameLoop(fake.host);
    const cb = vi.fn();
    loop.subscribe(cb);
    expect(fake.pendingCount()).toBe(0);
    fake.setVisibility('visible');
    expect(fake.pendingCount()).toBe(1);
    fake.frame(10);
    expect(cb).toHaveBeenCalledWith(0, 10);
  });
});

describe('One frame loop: callbacks are isolated', () => {
  it('a callback that unsubscribes itself or another during a frame is safe', () => {
    const fake = fakeHost();
    const loop = createFrameLoop(fake.host);
    const order: string[] = [];
    let offB: () => void = () => undefined;
    const offA = loop.subscribe(() => {
      order.push('a');
      offA();
      offB();
    });
    offB = loop.subscribe(() => order.push('b'));
    loop.subscribe(() => order.push('c'));
    fake.frame(0);
    fake.frame(16);
    expect(order).toEqual(['a', 'c', 'c']);
    expect(loop.activeCount()).toBe(1);
  });

  it('a subscription made during a frame starts on the next frame', () => {
    const fake = fakeHost();
    const loop = createFrameLoop(fake.host);
    const late = vi.fn();
    const off = loop.subscribe(() => {
      loop.subscribe(late);
      off();
    });
    fake.frame(0);
    expect(late).not.toHaveBeenCalled();
    expect(fake.pendingCount()).toBe(1);
    fake.frame(16);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('an error in one callback does not stop the others; it is reported', () => {
    const fake = fakeHost();
    const errors: unknown[] = [];
    const loop = createFrameLoop(fake.host, { onError: (error) => errors.push(error) });
    const after = vi.fn();
    loop.subscribe(() => {
      throw new Error('boom');
    });
    loop.subscribe(after);
    fake.frame(0);
    fake.frame(16);
    expect(after).toHaveBeenCalledTimes(2);
    expect(errors).toHaveLength(2);
    expect(fake.pendingCount()).toBe(1);
  });
});

describe('One frame loop: safe on the server', () => {
  it('keeps subscriptions without requestAnimationFrame and never runs them', () => {
    const loop = createFrameLoop({});
    const cb = vi.fn();
    const off = loop.subscribe(cb);
    expect(loop.activeCount()).toBe(1);
    expect(loop.isRunning()).toBe(false);
    off();
    expect(loop.activeCount()).toBe(0);
  });

  it('the shared loop is created lazily and reports idle before first use', () => {
    expect(frameLoop.activeCount()).toBe(0);
    expect(frameLoop.isRunning()).toBe(false);
  });
});

describe('Steady frames: waits for the GPU to keep up with the page', () => {
  /** Runs frames at the given times, then says whether `steadyFrames` has resolved and whether the loop still runs. */
  async function afterFrames(times: number[]) {
    const fake = fakeHost();
    const loop = createFrameLoop(fake.host);
    let done = false;
    void steadyFrames(loop).then(() => (done = true));
    const doneAt: number[] = [];
    for (const time of times) {
      fake.frame(time);
      await Promise.resolve();
      if (done && doneAt.length === 0) doneAt.push(time);
    }
    return { done, doneAt: doneAt[0], running: loop.isRunning(), subscribers: loop.activeCount() };
  }

  it('resolves on the second of two steady frames after a first, and lets the loop stop', async () => {
    const result = await afterFrames([0, 16.7, 33.4, 50]);
    expect(result).toEqual({ done: true, doneAt: 33.4, running: false, subscribers: 0 });
  });

  it('waits while frames come slowly (a GPU busy drawing), counting steady frames afresh after a slow one', async () => {
    expect((await afterFrames([0, 120, 300, 316.7])).done).toBe(false);
    const result = await afterFrames([0, 120, 300, 316.7, 500, 516.7, 533.4]);
    expect(result.doneAt).toBe(533.4);
  });

  it('takes a 30 Hz screen (or one missed refresh) as steady, and no longer gaps', async () => {
    expect((await afterFrames([0, STEADY_FRAME_MS, 2 * STEADY_FRAME_MS])).doneAt).toBe(2 * STEADY_FRAME_MS);
    expect((await afterFrames([0, STEADY_FRAME_MS + 1, 2 * STEADY_FRAME_MS + 2])).done).toBe(false);
  });

  it('gives up waiting STEADY_WAIT_MAX_MS after its first frame', async () => {
    const slow = Array.from({ length: 40 }, (_, i) => i * 100);
    const result = await afterFrames(slow);
    expect(result.doneAt).toBe(STEADY_WAIT_MAX_MS);
    expect(result.subscribers).toBe(0);
  });

  it('never resolves on the server (no frames), holding nothing but its subscription', async () => {
    const loop = createFrameLoop({});
    let done = false;
    void steadyFrames(loop).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    expect(loop.activeCount()).toBe(1);
  });
});
