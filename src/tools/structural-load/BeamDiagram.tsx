import { useRef } from 'react';
import { scaleLinear } from 'd3-scale';
import { area, line } from 'd3-shape';
import { formatNumber } from '../../../engine/math/format';
import {
  ratioText,
  shearMomentSamples,
  shearOutline,
  type BeamSample,
  type Inputs,
  type Result,
} from '../../../engine/tools/structural-load';
import type { ToolVisualProps } from '../defineTool';
import { Diagram } from '../shell/Diagram';
import * as d from '../shell/diagram.css';
import { ArrowMarker } from '../shell/svgDefs';
import { useFitWidth } from '../shell/useFitWidth';
import { BEAM_Y, beamRows, isNarrow, LINE, MAX_WIDTH, MIN_WIDTH, PLOT_HEIGHT } from './beamLayout';
import * as css from './BeamDiagram.css';

/** Space kept clear at the drawing's left and right edges. */
const EDGE = 4;

const kN = (value: number) => `${formatNumber(value, 2)} kN`;

/** About how wide a label is drawn, in drawing units (bold 13 px text is ~0.62 em a character). */
const textWidth = (text: string, size = 13) => text.length * size * 0.62;

/** The x at which a centred label of `text` stays wholly inside the drawing. */
const inside = (x: number, text: string, width: number, size = 13) => {
  const half = textWidth(text, size) / 2;
  return Math.min(width - EDGE - half, Math.max(EDGE + half, x));
};

interface Point {
  xM: number;
  value: number;
}

interface PlotProps {
  points: readonly Point[];
  top: number;
  width: number;
  x: (xM: number) => number;
  left: number;
  right: number;
  tone: 'accent' | 'warm';
  name: string;
  /** Values to label: where (m along the beam), the plotted value, and its text. */
  marks: readonly { xM: number; value: number; text: string }[];
}

function Plot({ points, top, width, x, left, right, tone, name, marks }: PlotProps) {
  const extent = Math.max(1e-9, ...points.map((point) => Math.abs(point.value)));
  const y = scaleLinear().domain([-extent, extent]).range([top + PLOT_HEIGHT, top]);
  const zero = y(0);
  const path = area<Point>().x((p) => x(p.xM)).y0(zero).y1((p) => y(p.value))(points) ?? '';
  const outline = line<Point>().x((p) => x(p.xM)).y((p) => y(p.value))(points) ?? '';
  return (
    <g>
      {/* The title sits clear of a value label drawn just above the plot. */}
      <text x={EDGE + 4} y={top - 26} className={d.label}>{name}</text>
      <line x1={left} x2={right} y1={zero} y2={zero} className={d.thin} />
      <path d={path} className={tone === 'accent' ? d.accentArea : d.warmArea} />
      <path d={outline} className={tone === 'accent' ? d.accentStroke : d.line} />
      {marks.map((mark) => (
        <text
          key={mark.text + mark.xM}
          x={inside(x(mark.xM), mark.text, width)}
          y={mark.value >= 0 ? y(mark.value) - 6 : y(mark.value) + 16}
          textAnchor="middle"
          className={tone === 'accent' ? d.labelAccent : d.labelWarm}
        >
          {mark.text}
        </text>
      ))}
    </g>
  );
}

/**
 * The beam with its supports and load, the section checked and its deflection, and the shear
 * (with the jump at the load drawn as a vertical step) and moment diagrams from 60 samples. The
 * drawing is laid out at its column's width (useFitWidth), so its labels keep their size on a phone;
 * its box takes that drawing's height from the start (BeamDiagram.css.ts).
 */
export function BeamDiagram({ inputs, result }: ToolVisualProps<Inputs, Result>) {
  const frame = useRef<HTMLDivElement>(null);
  const width = useFitWidth(frame, MIN_WIDTH, MAX_WIDTH);
  const narrow = isNarrow(width);
  // Room at either end for the supports' triangles and the roller.
  const left = narrow ? 28 : 56;
  const right = width - (narrow ? 28 : 40);
  const x = scaleLinear().domain([0, result.lengthM]).range([left, right]);
  const loadX = x(result.positionM);
  const arrow = 56 * Math.min(1, 0.35 + result.loadKN / 30);
  const { section } = result;

  // The section and its deflection, under the beam: two lines on a desktop, four on a phone.
  const stiffness = `E = ${formatNumber(section.eGPa, 1)} GPa, I = ${formatNumber(section.iCm4, 0)} cm⁴`;
  const deflection =
    `δmax = ${formatNumber(result.deflectionMm, 2)} mm` + (result.deflectionMm > 0 ? ` at x = ${formatNumber(result.deflectionAtM, 2)} m` : '');
  const ratio = `L/δ = ${ratioText(result)}`;
  const info = narrow ? [section.label, stiffness, deflection, ratio] : [`${section.label}: ${stiffness}`, `${deflection}; ${ratio}`];
  const { infoTop, shearTop, momentTop, height } = beamRows(narrow);

  const aText = `a = ${formatNumber(result.positionM, 1)} m`;
  const loadText = `P = ${kN(result.loadKN)}`;
  const shear = shearOutline(inputs).map((p) => ({ xM: p.xM, value: p.shearKN }));
  const moment = shearMomentSamples(inputs).map((s: BeamSample) => ({ xM: s.xM, value: -s.momentKNm }));

  return (
    <div ref={frame} className={css.frame}>
      <div className={css.box}>
        <Diagram width={width} height={height} label="Beam, shear and moment diagrams">
          <defs>
            <ArrowMarker id="beam-arrow" size={7} />
          </defs>
          {/* Load */}
          <line x1={loadX} x2={loadX} y1={BEAM_Y - 8 - arrow} y2={BEAM_Y - 8} className={d.line} markerEnd="url(#beam-arrow)" />
          <text x={inside(loadX, loadText, width)} y={BEAM_Y - 14 - arrow} textAnchor="middle" className={d.labelAccent}>{loadText}</text>
          {/* Beam and supports: a pin on the left, a roller on the right */}
          <rect x={left} y={BEAM_Y - 6} width={right - left} height={12} rx={2} className={d.surface} />
          <path d={`M${left} ${BEAM_Y + 6}l-12 20h24z`} className={d.surface} />
          <path d={`M${right} ${BEAM_Y + 6}l-12 16h24z`} className={d.surface} />
          <circle cx={right - 6} cy={BEAM_Y + 26} r={3} className={d.surface} />
          <circle cx={right + 6} cy={BEAM_Y + 26} r={3} className={d.surface} />
          {/* The reactions, under their supports and wholly inside the drawing */}
          <text x={EDGE} y={BEAM_Y + 46} className={d.labelMuted}>R₁ = {kN(result.leftReactionKN)}</text>
          <text x={width - EDGE} y={BEAM_Y + 46} textAnchor="end" className={d.labelMuted}>R₂ = {kN(result.rightReactionKN)}</text>
          {/* Dimensions */}
          <line x1={left} x2={loadX} y1={BEAM_Y + 60} y2={BEAM_Y + 60} className={d.dim} markerStart="url(#beam-arrow)" markerEnd="url(#beam-arrow)" />
          <text x={inside((left + loadX) / 2, aText, width, 12)} y={BEAM_Y + 78} textAnchor="middle" className={d.labelMuted}>{aText}</text>
          <text x={(left + right) / 2} y={18} textAnchor="middle" className={d.labelMuted}>L = {formatNumber(result.lengthM, 1)} m</text>
          <line x1={left} x2={right} y1={24} y2={24} className={d.dim} />
          <line x1={left} x2={left} y1={20} y2={28} className={d.dim} />
          <line x1={right} x2={right} y1={20} y2={28} className={d.dim} />

          {/* The section checked and its deflection */}
          {info.map((text, i) => (
            <text key={text} x={EDGE + 4} y={infoTop + i * LINE} className={i === info.length - 1 ? (result.passes ? d.labelGood : d.labelWarm) : d.label}>
              {text}
            </text>
          ))}

          <Plot
            points={shear}
            top={shearTop}
            width={width}
            x={x}
            left={left}
            right={right}
            tone="accent"
            name="Shear V (kN)"
            marks={[
              { xM: result.positionM / 2, value: result.leftReactionKN, text: kN(result.leftReactionKN) },
              { xM: (result.positionM + result.lengthM) / 2, value: -result.rightReactionKN, text: kN(-result.rightReactionKN) },
            ]}
          />
          <Plot
            points={moment}
            top={momentTop}
            width={width}
            x={x}
            left={left}
            right={right}
            tone="warm"
            name={narrow ? 'Moment M (kN·m), tension side' : 'Moment M (kN·m), drawn on the tension side'}
            marks={[{ xM: result.positionM, value: -result.maxMomentKNm, text: `${formatNumber(result.maxMomentKNm, 2)} kN·m` }]}
          />
        </Diagram>
      </div>
    </div>
  );
}
