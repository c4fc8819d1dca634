import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { actionTime, after, afterAction, asDoneAt, every, idleSlice, IDLE_TIMEOUT_MS, madeWhenIdle, MAX_DELAY_MS, whenIdle } from './timers';

describe('Delays (after, every)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('after calls once, when its delay has passed', () => {
    const fn = vi.fn();
    after(2000, fn);
    vi.advanceTimersByTime(1999);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('after never calls once cancelled, and cancelling twice or after it fired does no harm', () => {
    const cancelled = vi.fn();
    const cancel = after(100, cancelled);
    cancel();
    cancel();
    const fired = vi.fn();
    const cancelFired = after(100, fired);
    vi.advanceTimersByTime(100);
    expect(() => cancelFired()).not.toThrow();
    expect(cancelled).not.toHaveBeenCalled();
    expect(fired).toHaveBeenCalledTimes(1);
  });

  it('after waits at least a task for 0 or a negative delay, and at most MAX_DELAY_MS for a longer one', () => {
    const soon = vi.fn();
    after(-5, soon);
    expect(soon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(soon).toHaveBeenCalledTimes(1);

    // Browsers fire a delay beyond 2^31 - 1 ms at once; clamped, it waits the longest it can.
    const late = vi.fn();
    after(MAX_DELAY_MS * 3, late);
    vi.advanceTimersByTime(MAX_DELAY_MS - 1);
    expect(late).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('every calls at each interval until cancelled', () => {
    const fn = vi.fn();
    const cancel = every(1000, fn);
    vi.advanceTimersByTime(3500);
    expect(fn).toHaveBeenCalledTimes(3);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(fn).toHaveBeenCalledTimes(3);
  });
});

describe('Idle slices (whenIdle, idleSlice)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('whenIdle waits for an idle callback, with the timeout given, and its cancel cancels it', () => {
    const callbacks = new Map<number, () => void>();
    const options: unknown[] = [];
    let next = 1;
    vi.stubGlobal('requestIdleCallback', (callback: () => void, option: unknown) => {
      callbacks.set(next, callback);
      options.push(option);
      return next++;
    });
    vi.stubGlobal('cancelIdleCallback', (id: number) => callbacks.delete(id));
    const fn = vi.fn();
    whenIdle(fn, 500);
    expect(fn).not.toHaveBeenCalled();
    expect(options).toEqual([{ timeout: 500 }]);
    callbacks.get(1)?.();
    expect(fn).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    expect(callbacks.has(2)).toBe(false);
    expect(options[1]).toEqual({ timeout: IDLE_TIMEOUT_MS });
  });

  it('without idle callbacks, whenIdle runs in a task of its own, and idleSlice resolves there', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const fn = vi.fn();
    whenIdle(fn);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(fn).toHaveBeenCalledTimes(1);
    const done = vi.fn();
    void idleSlice().then(done);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('madeWhenIdle makes its value in an idle slice, once, or at once when asked for first', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const make = vi.fn(() => ({ made: true }));
    const value = madeWhenIdle(make);
    expect(make).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(make).toHaveBeenCalledTimes(1);
    expect(value()).toBe(value());
    expect(make).toHaveBeenCalledTimes(1);

    const early = vi.fn(() => ({ made: 'early' }));
    const asked = madeWhenIdle(early);
    const first = asked();
    expect(early).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(0);
    expect(early).toHaveBeenCalledTimes(1);
    expect(asked()).toBe(first);
  });
});

describe('A delay that answers an action counts from when the visitor acted (afterAction)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts from now for an action happening now', () => {
    const fn = vi.fn();
    afterAction(1000, fn);
    vi.advanceTimersByTime(999);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('counts from the moment a replayed action was done: the rest of the delay, or at once once it has passed', () => {
    const sentAt = performance.now();
    vi.advanceTimersByTime(400);
    const rest = vi.fn();
    asDoneAt(sentAt, () => {
      expect(actionTime()).toBe(sentAt);
      afterAction(1000, rest);
    });
    expect(actionTime()).toBe(performance.now());
    vi.advanceTimersByTime(599);
    expect(rest).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(rest).toHaveBeenCalledTimes(1);

    const late = vi.fn();
    asDoneAt(performance.now() - 3000, () => afterAction(1000, late));
    expect(late).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
