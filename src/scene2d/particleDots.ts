import type Konva from 'konva';
import type { ParticleState } from '../../engine/sim/particles';

/** Every particle of `state` as a dot of `radius` (canvas units), in one path filled once with `fill`. */
export function fillParticleDots(context: Konva.Context, state: Pick<ParticleState, 'count' | 'x' | 'y'>, radius: number, fill: string): void {
  context.beginPath();
  for (let i = 0; i < state.count; i += 1) {
    const px = state.x[i] ?? 0;
    const py = state.y[i] ?? 0;
    context.moveTo(px + radius, py);
    context.arc(px, py, radius, 0, Math.PI * 2);
  }
  context.fillStyle = fill;
  context.fill();
}
