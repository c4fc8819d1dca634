import { useEffect, useRef } from 'react';
import type Konva from 'konva';
import { fillParticleDots, strokeParticleTails } from '../../scene2d/particleDots';
import { AnimatedLayer, Arrow, Layer, Line, Rect, Shape, Text } from '../../scene2d/konva';
import { formatNumber } from '../../../engine/math/format';
import {
  PLAN_HEIGHT_PX,
  PLAN_WIDTH_PX,
  createVentilation,
  openings,
  stepVentilation,
  type Inputs,
  type Opening,
  type Result,
  type VentilationState,
} from '../../../engine/tools/ventilation-flow';
import { useFrame, useInView, usePlayback } from '../../scene2d/hooks';
import { useLegibleSize } from '../../scene2d/sceneScale';
import { KonvaScaleBar } from '../../scene2d/KonvaScaleBar';
import { scaleBar } from '../../../engine/math/planScale';
import { SCALE_BAR_THICKNESS, scaleBarHeight } from '../../ui/ScaleBar';
import { textWidth } from '../../scene2d/textWidth';
import { palette as colour } from '../../ui/palette';
import { SceneStage } from '../../scene2d/SceneStage';
import { useLatest } from '../../ui/useLatest';
import { Legend, LegendItem } from '../shell/Legend';
import { SceneToolbar } from '../shell/SceneToolbar';
import type { ToolVisualProps } from '../defineTool';
import * as css from './VentilationScene.css';

const W = PLAN_WIDTH_PX;
const H = PLAN_HEIGHT_PX;
/** 1 px = 1 cm: a metre grid. */
const METRE_PX = 100;
/** Walls are drawn on the room's edge; this much of their thickness shows inside. */
const WALL_PX = 12;
const HEAD_RADIUS = 1.8;
/** A particle's tail: where it was this many nominal frames ago (velocities are px per frame). */
const TAIL_FRAMES = 3;
const SEED = 20_260_612;
/**
 * A still scene (reduced motion, or paused) shows the flow settled rather than particles at
 * rest where they were seeded: the run is advanced this many 1/60 s steps (4 s) up front.
 */
const SETTLE_STEPS = 240;

/** A paper-coloured halo keeps a label legible over the particles passing under it. */
const halo = { stroke: colour.bg, strokeWidth: 4, fillAfterStrokeEnabled: true } as const;

const gridLines: number[][] = [
  ...Array.from({ length: W / METRE_PX - 1 }, (_, i) => [(i + 1) * METRE_PX, 0, (i + 1) * METRE_PX, H]),
  ...Array.from({ length: Math.floor(H / METRE_PX) }, (_, i) => [0, (i + 1) * METRE_PX, W, (i + 1) * METRE_PX]),
];

/** A fresh seeded run, advanced until the pattern for `inputs` has formed. */
function settledRun(inputs: Inputs): VentilationState {
  const state = createVentilation({ seed: SEED });
  for (let step = 0; step < SETTLE_STEPS; step += 1) stepVentilation(state, 1 / 60, inputs);
  return state;
}

/** The wall x (left 0, right W) and the wall pieces left between the openings on it. */
function wallPieces(wall: 'left' | 'right', cuts: readonly Opening[]): number[][] {
  const x = wall === 'left' ? 0 : W;
  const gaps = cuts.filter((cut) => cut.wall === wall).sort((a, b) => a.y0 - b.y0);
  const pieces: number[][] = [];
  let from = 0;
  for (const gap of gaps) {
    if (gap.y0 > from) pieces.push([x, from, x, gap.y0]);
    from = Math.max(from, gap.y1);
  }
  if (from < H) pieces.push([x, from, x, H]);
  return pieces;
}

interface OpeningMarkProps {
  opening: Opening;
  tone: 'inlet' | 'outlet';
  /** Which way the air goes through it: into the room or out of it. */
  direction: 'in' | 'out';
  label: string;
  /** Label above the opening, or below it (the lower of two openings on one wall). */
  labelBelow: boolean;
}

/** An opening in plan: jambs, a sill line, the direction of the air, and its name and area. */
function OpeningMark({ opening, tone, direction, label, labelBelow }: OpeningMarkProps) {
  const left = opening.wall === 'left';
  const x = left ? 0 : W;
  const inward = left ? 1 : -1;
  const stroke = tone === 'inlet' ? colour.accent : colour.warm;
  const text = tone === 'inlet' ? colour.accent : colour.warmText;
  const mid = (opening.y0 + opening.y1) / 2;
  const jamb = WALL_PX / 2 + 8;
  // The arrow points into the room at an inlet, out of it at an outlet.
  const outer = x + inward * 6;
  const inner = x + inward * 30;
  const labelWidth = 180;
  const labelY = labelBelow ? opening.y1 + 8 : opening.y0 - 20;
  return (
    <>
      <Line points={[x, opening.y0, x + inward * jamb, opening.y0]} stroke={stroke} strokeWidth={2} />
      <Line points={[x, opening.y1, x + inward * jamb, opening.y1]} stroke={stroke} strokeWidth={2} />
      <Line points={[x + inward * 3, opening.y0, x + inward * 3, opening.y1]} stroke={stroke} strokeWidth={1} dash={[4, 3]} />
      <Arrow
        points={direction === 'in' ? [outer, mid, inner, mid] : [inner, mid, outer, mid]}
        stroke={stroke}
        fill={stroke}
        strokeWidth={2}
        pointerLength={7}
        pointerWidth={7}
      />
      <Text
        x={left ? 14 : W - 14 - labelWidth}
        y={labelY}
        width={labelWidth}
        align={left ? 'left' : 'right'}
        text={label}
        fontSize={13}
        fontStyle="bold"
        fill={text}
        {...halo}
      />
    </>
  );
}

/** The shared scale bar's 1 m at 1 px = 1 cm. */
const BAR = scaleBar({ unitsPerMetre: METRE_PX }, METRE_PX);

/**
 * The caption and the shared 1 m scale bar, bottom right, clear of every opening's label, at their
 * legible size (at least 11 CSS px, so larger in canvas units on a phone): the bar rises from the
 * bottom edge as its labels grow, and a caption too long to sit beside it at that size takes a
 * line above it (placed for 12-unit text, on a phone '1 m' sat on the bar, and at 320 px the
 * caption, wrapped in its fixed box, lost its second line below the plan).
 */
function CaptionAndBar({ text }: { text: string }) {
  const fontSize = useLegibleSize(12);
  // The bar's '0' and '1 m' hang below it, centred on its ends: room for half of each beyond them.
  const half = (label: string) => textWidth(`${fontSize}px system-ui`, label) / 2;
  const barX = W - 14 - BAR.lengthUnits - half(BAR.text);
  const barY = H - 8 - scaleBarHeight(fontSize);
  // In line with the bar's labels, left of its '0'; Konva's own font (Arial), a pixel to spare so that rounding never wraps it.
  const width = textWidth(`${fontSize}px Arial`, text) + 2;
  const besideRight = barX - half('0') - 10;
  const beside = width <= besideRight - 14;
  const caption = beside ? { x: besideRight - width, y: barY + SCALE_BAR_THICKNESS + 4 } : { x: W - 14 - width, y: barY - 8 - fontSize };
  return (
    <>
      <Text x={caption.x} y={caption.y} width={width} align="right" text={text} fontSize={12} fill={colour.textMuted} {...halo} />
      <KonvaScaleBar bar={BAR} x={barX} y={barY} fontSize={fontSize} backing />
    </>
  );
}

/**
 * The room in plan, 5.6 × 3.6 m at 1 px = 1 cm: its walls with the inlet and outlet cut into
 * them (opposite walls for cross ventilation, one wall single-sided, sized by their areas), and
 * 130 particles carried by the air. Particles are stepped and redrawn from the shared frame
 * loop on their own layer; React only hears of the controls.
 */
export function VentilationScene({ inputs, result }: ToolVisualProps<Inputs, Result>) {
  const run = useRef<VentilationState | null>(null);
  run.current ??= settledRun(inputs);
  const particles = useRef<Konva.Shape>(null);
  const box = useRef<HTMLDivElement>(null);
  const inView = useInView(box);
  const playback = usePlayback();
  const playingNow = useLatest(playback.playing);

  useFrame((dtSeconds) => {
    if (!run.current) return;
    stepVentilation(run.current, dtSeconds, inputs);
    particles.current?.getLayer()?.batchDraw();
  }, playback.playing && inView);

  // While still, a change of the controls shows the new pattern settled; while playing, the
  // particles find it themselves.
  const { mode, inlet, outlet, pressure } = inputs;
  useEffect(() => {
    if (playingNow.current) return;
    run.current = settledRun({ mode, inlet, outlet, pressure });
    particles.current?.getLayer()?.batchDraw();
  }, [mode, inlet, outlet, pressure, playingNow]);

  const cuts = openings(inputs, H);
  const cross = result.mode === 'cross';
  const area = (value: number) => `${formatNumber(value, 2)} m²`;

  return (
    <div ref={box} className={css.wrap}>
      <SceneToolbar playback={playback}>Plan of the room. The particles follow the air; they move faster as the airflow grows.</SceneToolbar>
      <SceneStage
        width={W}
        height={H}
        label={
          `Plan of the room with ${result.particleCount} particles: ` +
          (cross ? 'air enters on the left wall and leaves through the opposite wall' : 'air enters and leaves through the same wall')
        }
      >
        <Layer listening={false}>
          <Rect width={W} height={H} fill={colour.bg} />
          {gridLines.map((points) => (
            <Line key={points.join()} points={points} stroke={colour.grid} strokeWidth={1} />
          ))}
        </Layer>
        <AnimatedLayer listening={false}>
          <Shape
            ref={particles}
            sceneFunc={(context) => {
              const state = run.current;
              if (!state) return;
              strokeParticleTails(context, state, TAIL_FRAMES, 1.5, colour.particleTail);
              fillParticleDots(context, state, HEAD_RADIUS, colour.particle);
            }}
          />
        </AnimatedLayer>
        <Layer listening={false}>
          <Line points={[0, 0, W, 0]} stroke={colour.text} strokeWidth={WALL_PX} />
          <Line points={[0, H, W, H]} stroke={colour.text} strokeWidth={WALL_PX} />
          {[...wallPieces('left', [cuts.inlet, cuts.outlet]), ...wallPieces('right', [cuts.inlet, cuts.outlet])].map((points) => (
            <Line key={points.join()} points={points} stroke={colour.text} strokeWidth={WALL_PX} />
          ))}
          <OpeningMark opening={cuts.inlet} tone="inlet" direction="in" label={`Inlet ${area(inputs.inlet)}`} labelBelow={false} />
          <OpeningMark
            opening={cuts.outlet}
            tone="outlet"
            direction="out"
            label={`Outlet ${area(inputs.outlet)}`}
            labelBelow={!cross}
          />
          <CaptionAndBar text={`Plan 5.6 × 3.6 m · ${cross ? 'cross' : 'single-sided'}`} />
        </Layer>
      </SceneStage>
      <Legend label="Legend">
        <LegendItem symbol={<line x1="2" x2="18" y1="6" y2="6" className={css.inletKey} />}>Inlet</LegendItem>
        <LegendItem symbol={<line x1="2" x2="18" y1="6" y2="6" className={css.outletKey} />}>Outlet</LegendItem>
        <LegendItem
          symbol={
            <>
              <line x1="3" x2="13" y1="6" y2="6" className={css.tailKey} />
              <circle cx="14" cy="6" r="2.2" className={css.headKey} />
            </>
          }
        >
          Air particle and its direction
        </LegendItem>
      </Legend>
    </div>
  );
}
