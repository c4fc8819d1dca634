import type Konva from 'konva';
import type { ParticleState } from '../../engine/sim/particles';

/**
 * Every particle of `state` as a dot of `radius` (canvas units) filled with `fill`: each dot a
 * path of its own, filled on its own. The particles' layer is on the GPU, and there one path of
 * a hundred circles spread over the plan is drawn over its whole bounding box, where a lone
 * circle is drawn as what it is: on this project's phone profile (GPU in software) that took a
 * ventilation plan's frames from 30 to 60 a second (strokeParticleTails below likewise).
 */
export function fillParticleDots(context: Konva.Context, state: Pick<ParticleState, 'count' | 'x' | 'y'>, radius: number, fill: string): void {
  const native = context._context;
  native.fillStyle = fill;
  for (let i = 0; i < state.count; i += 1) {
    native.beginPath();
    native.arc(state.x[i] ?? 0, state.y[i] ?? 0, radius, 0, Math.PI * 2);
    native.fill();
  }
}

/**
 * Every particle's tail, a line from where it was `frames` nominal frames ago (its velocity is
 * in canvas units per frame) to where it is, each stroked on its own for the reason above.
 */
export function strokeParticleTails(
  context: Konva.Context,
  state: Pick<ParticleState, 'count' | 'x' | 'y' | 'vx' | 'vy'>,
  frames: number,
  width: number,
  stroke: string,
): void {
  const native = context._context;
  native.strokeStyle = stroke;
  native.lineWidth = width;
  for (let i = 0; i < state.count; i += 1) {
    const px = state.x[i] ?? 0;
    const py = state.y[i] ?? 0;
    native.beginPath();
    native.moveTo(px - (state.vx[i] ?? 0) * frames, py - (state.vy[i] ?? 0) * frames);
    native.lineTo(px, py);
    native.stroke();
  }
}
