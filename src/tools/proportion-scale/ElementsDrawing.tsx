import { formatNumber } from '../../../engine/math/format';
import { scaleBar } from '../../../engine/math/planScale';
import { ELEVATION_SCALE, elevationLength as metres, type Inputs, type Result } from '../../../engine/tools/proportion-scale';
import { SvgScaleBar } from '../../ui/ScaleBar';
import { Diagram } from '../shell/Diagram';
import * as d from '../shell/diagram.css';
import * as css from './ProportionStudy.css';
import { ArrowMarker } from '../shell/svgDefs';

const W = 360;
const H = 238;
const MARGIN = 16;
const GAP = 28;
/** Low enough that the target width's label above the elements clears the big ratio at a phone's size. */
const BASE_Y = 166;
const HEIGHT = 104;
/** Half of 'A 4.80 m' at its size on a 320 px screen (16.5 units), in units. */
const DIM_TEXT_HALF = 64;


interface DimProps {
  x1: number;
  x2: number;
  y: number;
  text: string;
  lower?: boolean;
}

/**
 * A horizontal dimension with ticks (arrowheads only when there is room for them). Its text is
 * centred under it, or held inside the drawing when the line is near an edge, and a line lower
 * with `lower` (a narrow neighbour's text would meet it).
 */
function Dim({ x1, x2, y, text, lower = false }: DimProps) {
  const roomy = x2 - x1 > 18;
  const centre = (x1 + x2) / 2;
  const [x, anchor]: [number, 'start' | 'middle' | 'end'] =
    centre < DIM_TEXT_HALF ? [x1, 'start'] : centre > W - DIM_TEXT_HALF ? [x2, 'end'] : [centre, 'middle'];
  return (
    <g>
      <line x1={x1} x2={x1} y1={y - 6} y2={y + 6} className={d.dim} />
      <line x1={x2} x2={x2} y1={y - 6} y2={y + 6} className={d.dim} />
      <line x1={x1} x2={x2} y1={y} y2={y} className={d.dim} markerStart={roomy ? 'url(#proportion-arrow)' : undefined} markerEnd={roomy ? 'url(#proportion-arrow)' : undefined} />
      <text x={x} y={y + 18} dy={lower ? '1.2em' : undefined} textAnchor={anchor} className={d.label}>
        {text}
      </text>
    </g>
  );
}

/**
 * Elements A and B side by side at one scale, with their widths dimensioned, and the smaller
 * one's width at the target ratio drawn dashed.
 */
export function ElementsDrawing({ inputs, result }: { inputs: Inputs; result: Result }) {
  const smallerIsA = result.larger === 'B';
  // Room for each element or, for the smaller one, for its target width if that is wider.
  const roomA = smallerIsA ? Math.max(inputs.aWidthPx, result.idealSmallerPx) : inputs.aWidthPx;
  const roomB = smallerIsA ? inputs.bWidthPx : Math.max(inputs.bWidthPx, result.idealSmallerPx);
  const scale = Math.min(1, (W - 2 * MARGIN - GAP) / (roomA + roomB));
  const left = (W - (roomA + roomB) * scale - GAP) / 2;
  const ax = left;
  const bx = left + roomA * scale + GAP;
  const aw = inputs.aWidthPx * scale;
  const bw = inputs.bWidthPx * scale;
  const ghostX = smallerIsA ? ax : bx;
  const ghostW = result.idealSmallerPx * scale;
  const smallerName = smallerIsA ? 'A' : 'B';
  return (
    <Diagram
      width={W}
      height={H}
      label={
        `Elevation at 1 px = 1 cm with a scale bar: element A ${metres(inputs.aWidthPx)} and element B ${metres(inputs.bWidthPx)} wide; ` +
        `at the target ratio ${smallerName} would be ${metres(result.idealSmallerPx, 3)}`
      }
    >
      <defs>
        <ArrowMarker id="proportion-arrow" />
      </defs>
      <text x={MARGIN} y={22} className={css.big}>{formatNumber(result.ratio, 3)} : 1</text>
      <text x={W - MARGIN} y={22} textAnchor="end" className={d.labelMuted}>closest: {result.nearestNamed}</text>

      <rect x={ax} y={BASE_Y - HEIGHT} width={aw} height={HEIGHT} className={css.elementA} />
      <rect x={bx} y={BASE_Y - HEIGHT} width={bw} height={HEIGHT} className={css.elementB} />
      <text x={ax + aw / 2} y={BASE_Y - HEIGHT / 2 + 6} textAnchor="middle" className={d.labelAccent}>A</text>
      <text x={bx + bw / 2} y={BASE_Y - HEIGHT / 2 + 6} textAnchor="middle" className={d.labelWarm}>B</text>
      <rect x={ghostX} y={BASE_Y - HEIGHT - 10} width={ghostW} height={HEIGHT + 10} className={css.ghost} />
      {/* On the smaller element's side of the drawing, from its edge: from the ghost's own edge it ran off when that was narrow. */}
      <text x={smallerIsA ? MARGIN : W - MARGIN} y={BASE_Y - HEIGHT - 16} textAnchor={smallerIsA ? 'start' : 'end'} className={css.small}>
        {smallerName} at the target ratio: {metres(result.idealSmallerPx, 3)}
      </text>
      <line x1={MARGIN - 6} x2={W - MARGIN + 6} y1={BASE_Y} y2={BASE_Y} className={d.line} />

      <Dim x1={ax} x2={ax + aw} y={BASE_Y + 20} text={`A ${metres(inputs.aWidthPx)}`} />
      <Dim x1={bx} x2={bx + bw} y={BASE_Y + 20} text={`B ${metres(inputs.bWidthPx)}`} lower={bx + bw / 2 - (ax + aw / 2) < 2 * DIM_TEXT_HALF} />
      {/* The drawing's scale: 1 px = 1 cm, shrunk with the elements to fit. */}
      <SvgScaleBar bar={scaleBar({ unitsPerMetre: ELEVATION_SCALE.unitsPerMetre * scale }, 110)} x={MARGIN + 4} y={H - 26} textClassName={css.small} labelDrop={19} />
    </Diagram>
  );
}
