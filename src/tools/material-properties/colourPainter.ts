import type { SampleLook } from '../../../engine/tools/material-properties/texture';

/** What the page asks the painting worker (paintWorker.ts): the board for `look`, `scale` canvas px per drawing unit. */
export interface ColourRequest {
  id: number;
  look: SampleLook;
  scale: number;
  width: number;
  height: number;
}

/**
 * The worker's answer to request `id`: the painted board's RGBA pixels, `width` × `height`, bottom
 * row first (as a WebGL texture reads them: paintSample.ts rowsBottomUp), moved, not copied; or
 * null where it cannot paint (no 2D OffscreenCanvas).
 */
export interface ColourReply {
  id: number;
  pixels: ArrayBuffer | null;
}

/** What became of a paint: the board's pixels (as ColourReply); replaced by a newer paint before it started; or no worker can paint here. */
export type ColourResult = { kind: 'painted'; pixels: ArrayBuffer } | { kind: 'superseded' } | { kind: 'unavailable' };

/** The part of a Worker the painter uses (a test gives it a fake). */
export interface PaintingWorker {
  postMessage(message: ColourRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ColourReply>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  terminate(): void;
}

interface Waiting {
  request: ColourRequest;
  resolve: (result: ColourResult) => void;
}

/**
 * Paints the 3D sample's colour map in a worker, off the page's main thread: the board's blurred
 * marks take ~40 ms to rasterise on a laptop's CPU and four times that on a phone, which on the
 * main thread held up the page (and every key press) while the view loaded and at each change.
 *
 * One board is painted at a time and at most one waits: a newer paint replaces the waiting one
 * (which resolves 'superseded'), so a held arrow key never queues a board per step. Where the
 * worker cannot start or cannot paint (no module workers, no 2D OffscreenCanvas), every paint
 * resolves 'unavailable' from then on, and the caller paints on the page as before.
 */
export class ColourPainter {
  private worker: PaintingWorker | null | undefined;
  private broken = false;
  private nextId = 1;
  private busy: Waiting | null = null;
  private waiting: Waiting | null = null;

  /** `create` makes the worker, on the first paint; null or a throw: none can be made here. */
  constructor(private readonly create: () => PaintingWorker | null) {}

  /** False once this browser has shown it cannot paint in a worker. */
  get available(): boolean {
    return !this.broken;
  }

  paint(look: SampleLook, size: { scale: number; width: number; height: number }): Promise<ColourResult> {
    const worker = this.started();
    if (!worker) return Promise.resolve({ kind: 'unavailable' });
    return new Promise((resolve) => {
      const next = { request: { id: this.nextId++, look, ...size }, resolve };
      if (!this.busy) {
        this.send(worker, next);
        return;
      }
      this.waiting?.resolve({ kind: 'superseded' });
      this.waiting = next;
    });
  }

  /** Stops the worker; what was asked and not answered resolves 'superseded'. A later paint starts another. */
  dispose(): void {
    this.worker?.terminate();
    if (!this.broken) this.worker = undefined;
    this.settleAll({ kind: 'superseded' });
  }

  private started(): PaintingWorker | null {
    if (this.broken) return null;
    if (this.worker === undefined) {
      try {
        this.worker = this.create();
      } catch {
        this.worker = null;
      }
      const worker = this.worker;
      if (!worker) {
        this.broken = true;
        return null;
      }
      worker.addEventListener('message', (event) => this.answered(worker, event.data));
      // The script did not load or run (a browser without module workers): paint on the page.
      worker.addEventListener('error', () => this.fail());
    }
    return this.worker;
  }

  private send(worker: PaintingWorker, next: Waiting): void {
    this.busy = next;
    worker.postMessage(next.request);
  }

  private answered(worker: PaintingWorker, reply: ColourReply): void {
    const done = this.busy;
    if (!done || done.request.id !== reply.id) return;
    if (!reply.pixels) {
      this.fail();
      return;
    }
    this.busy = null;
    done.resolve({ kind: 'painted', pixels: reply.pixels });
    const next = this.waiting;
    this.waiting = null;
    if (next) this.send(worker, next);
  }

  private fail(): void {
    this.worker?.terminate();
    this.worker = null;
    this.broken = true;
    this.settleAll({ kind: 'unavailable' });
  }

  private settleAll(result: ColourResult): void {
    const pending = [this.busy, this.waiting];
    this.busy = null;
    this.waiting = null;
    for (const one of pending) one?.resolve(result);
  }
}

/** The painter of this browser: a module worker where OffscreenCanvas exists, else none. */
export function browserColourPainter(): ColourPainter {
  return new ColourPainter(() =>
    typeof Worker === 'function' && typeof OffscreenCanvas === 'function'
      ? (new Worker(new URL('./paintWorker.ts', import.meta.url), { type: 'module', name: 'material-board' }) as PaintingWorker)
      : null,
  );
}
