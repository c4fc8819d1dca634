import { scaleLinear } from 'd3-scale';
import { area, line } from 'd3-shape';
import { formatNumber } from '../../../engine/math/format';
import { shearMomentSamples, type BeamSample, type Inputs, type Result } from '../../../engine/tools/structural-load';
import type { ToolVisualProps } from '../defineTool';
import { Diagram } from '../shell/Diagram';
import * as d from '../shell/diagram.css';
import { ArrowMarker } from '../shell/svgDefs';

const WIDTH = 640;
const LEFT = 56;
const RIGHT = WIDTH - 40;
const BEAM_Y = 96;
// Room between the beam and each plot for a line of labels at phone size (11 CSS px is about 23 units here).
const SHEAR_TOP = 214;
const MOMENT_TOP = 387;
const PLOT_HEIGHT = 90;
const HEIGHT = MOMENT_TOP + PLOT_HEIGHT + 36;

const kN = (value: number) => `${formatNumber(value, 2)} kN`;

interface PlotProps {
  samples: BeamSample[];
  top: number;
  pick: (sample: BeamSample) => number;
  x: (xM: number) => number;
  tone: 'accent' | 'warm';
  name: string;
  /** Values to label: where (m along the beam), the plotted value, and its text. */
  marks: readonly { xM: number; value: number; text: string }[];
}

function Plot({ samples, top, pick, x, tone, name, marks }: PlotProps) {
  const extent = Math.max(1e-9, ...samples.map((sample) => Math.abs(pick(sample))));
  const y = scaleLinear().domain([-extent, extent]).range([top + PLOT_HEIGHT, top]);
  const zero = y(0);
  const path = area<BeamSample>().x((sample) => x(sample.xM)).y0(zero).y1((sample) => y(pick(sample)))(samples) ?? '';
  const outline = line<BeamSample>().x((sample) => x(sample.xM)).y((sample) => y(pick(sample)))(samples) ?? '';
  return (
    <g>
      <text x={8} y={top - 36} className={d.label}>{name}</text>
      <line x1={LEFT} x2={RIGHT} y1={zero} y2={zero} className={d.thin} />
      <path d={path} className={tone === 'accent' ? d.accentArea : d.warmArea} />
      <path d={outline} className={tone === 'accent' ? d.accentStroke : d.line} />
      {marks.map((mark) => (
        <text
          key={mark.text + mark.xM}
          x={Math.min(RIGHT - 40, Math.max(LEFT + 40, x(mark.xM)))}
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

/** The beam with its supports and load, and the shear and moment diagrams from 60 samples. */
export function BeamDiagram({ inputs, result }: ToolVisualProps<Inputs, Result>) {
  const samples = shearMomentSamples(inputs);
  const x = scaleLinear().domain([0, result.lengthM]).range([LEFT, RIGHT]);
  const loadX = x(result.positionM);
  const arrow = 56 * Math.min(1, 0.35 + result.loadKN / 30);
  return (
    <Diagram top={-12} width={WIDTH} height={HEIGHT + 12} label="Beam, shear and moment diagrams">
      <defs>
        <ArrowMarker id="beam-arrow" size={7} />
      </defs>
      {/* Load */}
      <line x1={loadX} x2={loadX} y1={BEAM_Y - 8 - arrow} y2={BEAM_Y - 8} className={d.line} markerEnd="url(#beam-arrow)" />
      <text x={loadX} y={BEAM_Y - 14 - arrow} textAnchor="middle" className={d.labelAccent}>P = {kN(result.loadKN)}</text>
      {/* Beam and supports: a pin on the left, a roller on the right */}
      <rect x={LEFT} y={BEAM_Y - 6} width={RIGHT - LEFT} height={12} rx={2} className={d.surface} />
      <path d={`M${LEFT} ${BEAM_Y + 6}l-12 20h24z`} className={d.surface} />
      <path d={`M${RIGHT} ${BEAM_Y + 6}l-12 16h24z`} className={d.surface} />
      <circle cx={RIGHT - 6} cy={BEAM_Y + 26} r={3} className={d.surface} />
      <circle cx={RIGHT + 6} cy={BEAM_Y + 26} r={3} className={d.surface} />
      <text x={4} y={BEAM_Y + 46} className={d.labelMuted}>R₁ = {kN(result.leftReactionKN)}</text>
      <text x={WIDTH - 4} y={BEAM_Y + 46} textAnchor="end" className={d.labelMuted}>R₂ = {kN(result.rightReactionKN)}</text>
      {/* Dimensions */}
      {/* The load's position, above the beam: under it the reactions need the width on a phone. */}
      <line x1={LEFT} x2={loadX} y1={BEAM_Y - 14} y2={BEAM_Y - 14} className={d.dim} markerStart="url(#beam-arrow)" markerEnd="url(#beam-arrow)" />
      <text x={(LEFT + loadX) / 2} y={BEAM_Y - 20} textAnchor="middle" className={d.labelMuted}>a = {formatNumber(result.positionM, 1)} m</text>
      <text x={(LEFT + RIGHT) / 2} y={18} textAnchor="middle" className={d.labelMuted}>L = {formatNumber(result.lengthM, 1)} m</text>
      <line x1={LEFT} x2={RIGHT} y1={24} y2={24} className={d.dim} />
      <line x1={LEFT} x2={LEFT} y1={20} y2={28} className={d.dim} />
      <line x1={RIGHT} x2={RIGHT} y1={20} y2={28} className={d.dim} />

      <Plot
        samples={samples}
        top={SHEAR_TOP}
        pick={(s) => s.shearKN}
        x={x}
        tone="accent"
        name="Shear V (kN)"
        marks={[
          { xM: result.positionM / 2, value: result.leftReactionKN, text: kN(result.leftReactionKN) },
          { xM: (result.positionM + result.lengthM) / 2, value: -result.rightReactionKN, text: kN(-result.rightReactionKN) },
        ]}
      />
      <Plot
        samples={samples}
        top={MOMENT_TOP}
        pick={(s) => -s.momentKNm}
        x={x}
        tone="warm"
        name="Moment M (kN·m), drawn on the tension side"
        marks={[{ xM: result.positionM, value: -result.maxMomentKNm, text: `${formatNumber(result.maxMomentKNm, 2)} kN·m` }]}
      />
    </Diagram>
  );
}
