import { describe, expect, it } from 'vitest';
import type { SampleLook } from '../../../engine/tools/material-properties/texture';
import { ColourPainter, type ColourReply, type ColourRequest, type ColourResult, type PaintingWorker } from './colourPainter';

/** A worker that records what it is asked and answers when the test says. */
class FakeWorker implements PaintingWorker {
  readonly asked: ColourRequest[] = [];
  terminated = false;
  private readonly listeners: { message: ((event: MessageEvent<ColourReply>) => void)[]; error: ((event: Event) => void)[] } = { message: [], error: [] };
  postMessage(message: ColourRequest): void {
    this.asked.push(message);
  }
  addEventListener(type: 'message' | 'error', listener: never): void {
    this.listeners[type].push(listener);
  }
  terminate(): void {
    this.terminated = true;
  }
  /** Answers request `id` with a board (its pixels), or with none. */
  answer(id: number, painted = true): ArrayBuffer | null {
    const pixels = painted ? new ArrayBuffer(16) : null;
    for (const listener of this.listeners.message) listener({ data: { id, pixels } } as MessageEvent<ColourReply>);
    return pixels;
  }
  fail(): void {
    for (const listener of this.listeners.error) listener(new Event('error'));
  }
}

const look = (aging: number): SampleLook => ({ material: 'wood', roughness: 0.6, metallic: 0, hardness: 0.5, aging });
const size = { scale: 2, width: 960, height: 600 };

/** What each promise has resolved to so far (undefined: not yet). */
function track(promises: Promise<ColourResult>[]): (ColourResult | undefined)[] {
  const results: (ColourResult | undefined)[] = promises.map(() => undefined);
  promises.forEach((promise, i) => void promise.then((result) => (results[i] = result)));
  return results;
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ColourPainter', () => {
  it('asks the worker for the board with its size, and hands back the pixels it answers with', async () => {
    const worker = new FakeWorker();
    let made = 0;
    const painter = new ColourPainter(() => {
      made += 1;
      return worker;
    });
    expect(made).toBe(0);
    const result = painter.paint(look(0.2), size);
    expect(made).toBe(1);
    expect(worker.asked).toEqual([{ id: 1, look: look(0.2), ...size }]);
    const pixels = worker.answer(1);
    expect((await result) as unknown).toEqual({ kind: 'painted', pixels });
    expect(((await result) as { pixels: ArrayBuffer }).pixels).toBe(pixels);
    // One worker for every paint.
    void painter.paint(look(0.3), size);
    expect(made).toBe(1);
    expect(worker.asked.map((request) => request.id)).toEqual([1, 2]);
  });

  it('paints one board at a time; a newer paint replaces the one waiting, which resolves superseded', async () => {
    const worker = new FakeWorker();
    const painter = new ColourPainter(() => worker);
    const results = track([0.1, 0.2, 0.3, 0.4].map((aging) => painter.paint(look(aging), size)));
    await settle();
    // The first is being painted; the second and third were replaced while they waited.
    expect(worker.asked.map((request) => request.look.aging)).toEqual([0.1]);
    expect(results.map((result) => result?.kind)).toEqual([undefined, 'superseded', 'superseded', undefined]);
    worker.answer(1);
    await settle();
    expect(results[0]?.kind).toBe('painted');
    // Only then is the newest sent.
    expect(worker.asked.map((request) => request.look.aging)).toEqual([0.1, 0.4]);
    worker.answer(4);
    await settle();
    expect(results[3]?.kind).toBe('painted');
  });

  it('ignores an answer to a request it is not waiting for', async () => {
    const worker = new FakeWorker();
    const painter = new ColourPainter(() => worker);
    const [result] = track([painter.paint(look(0.1), size)]);
    worker.answer(7);
    await settle();
    expect(result).toBeUndefined();
  });

  it('where the worker cannot paint (no 2D OffscreenCanvas), resolves unavailable from then on', async () => {
    const worker = new FakeWorker();
    const painter = new ColourPainter(() => worker);
    const results = track([painter.paint(look(0.1), size), painter.paint(look(0.2), size)]);
    worker.answer(1, false);
    await settle();
    expect(results.map((result) => result?.kind)).toEqual(['unavailable', 'unavailable']);
    expect(worker.terminated).toBe(true);
    expect(painter.available).toBe(false);
    expect(await painter.paint(look(0.3), size)).toEqual({ kind: 'unavailable' });
    expect(worker.asked).toHaveLength(1);
  });

  it('where the worker does not load, or none can be made, resolves unavailable', async () => {
    const worker = new FakeWorker();
    const failing = new ColourPainter(() => worker);
    const pending = failing.paint(look(0.1), size);
    worker.fail();
    expect(await pending).toEqual({ kind: 'unavailable' });
    expect(failing.available).toBe(false);

    const none = new ColourPainter(() => null);
    expect(none.available).toBe(true);
    expect(await none.paint(look(0.1), size)).toEqual({ kind: 'unavailable' });
    expect(none.available).toBe(false);

    const throwing = new ColourPainter(() => {
      throw new Error('module workers are not supported');
    });
    expect(await throwing.paint(look(0.1), size)).toEqual({ kind: 'unavailable' });
  });

  it('disposed, stops the worker and resolves what was asked as superseded; a later paint starts another', async () => {
    const workers: FakeWorker[] = [];
    const painter = new ColourPainter(() => {
      workers.push(new FakeWorker());
      return workers.at(-1)!;
    });
    const results = track([painter.paint(look(0.1), size), painter.paint(look(0.2), size)]);
    painter.dispose();
    await settle();
    expect(workers[0]?.terminated).toBe(true);
    expect(results.map((result) => result?.kind)).toEqual(['superseded', 'superseded']);
    // (React's strict mode disposes and mounts again.)
    const again = painter.paint(look(0.3), size);
    expect(workers).toHaveLength(2);
    expect(workers[1]?.asked.map((request) => request.look.aging)).toEqual([0.3]);
    const pixels = workers[1]!.answer(workers[1]!.asked[0]!.id);
    expect(((await again) as { pixels: ArrayBuffer }).pixels).toBe(pixels);
  });
});
