import { scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';
import { formatNumber } from '../../../engine/math/format';
import { fresnelCurve, type CurvePoint, type Inputs, type Result } from '../../../engine/tools/surface-reflection';
import { XAxisTicks, YAxisTicks } from '../shell/AxisTicks';
import { Diagram } from '../shell/Diagram';
import * as d from '../shell/diagram.css';

const WIDTH = 320;
const HEIGHT = 236;
const LEFT = 44;
const RIGHT = WIDTH - 14;
const TOP = 30;
const BOTTOM = HEIGHT - 40;

/** Reflectance against incidence from the normal (0–90°), with the current angle marked. */
export function FresnelChart({ inputs, result }: { inputs: Inputs; result: Result }) {
  const curve = fresnelCurve(inputs);
  const x = scaleLinear().domain([0, 90]).range([LEFT, RIGHT]);
  const y = scaleLinear().domain([0, 1]).range([BOTTOM, TOP]);
  const path = line<CurvePoint>().x((p) => x(p.incidenceDeg)).y((p) => y(p.reflectance))(curve) ?? '';
  const markX = x(result.incidenceDeg);
  const markY = y(result.reflectance);
  const text = `${formatNumber(result.reflectance * 100, 1)} % at ${formatNumber(result.incidenceDeg, 0)}°`;
  return (
    <Diagram
      width={WIDTH}
      height={HEIGHT}
      label={`Fresnel curve: reflectance from ${formatNumber(result.f0 * 100, 1)} % head-on to ${formatNumber(result.f90 * 100, 1)} % at grazing incidence; now ${text}`}
    >
      <YAxisTicks
        scale={y}
        ticks={[0, 0.25, 0.5, 0.75, 1]}
        x={LEFT}
        grid={{ from: LEFT, to: RIGHT, className: d.thin }}
        // The 0's label sits just above its line, clear of the angle axis's 0° (they met at 320 px).
        label={{ offset: 6, className: d.labelMuted, format: (value) => formatNumber(value * 100, 0), edges: { bottom: BOTTOM, lift: 3 } }}
      />
      <XAxisTicks scale={x} ticks={[0, 30, 60, 90]} y={BOTTOM} label={{ offset: 16, className: d.labelMuted, format: (deg) => `${deg}°` }} />
      <text x={(LEFT + RIGHT) / 2} y={HEIGHT - 6} textAnchor="middle" className={d.labelMuted}>Incidence from the normal</text>
      <text x={8} y={14} className={d.labelMuted}>Reflectance (%)</text>
      <line x1={LEFT} x2={LEFT} y1={TOP} y2={BOTTOM} className={d.dim} />
      <path d={path} className={d.accentStroke} />
      <line x1={markX} x2={markX} y1={BOTTOM} y2={markY} className={d.targetStroke} />
      <circle cx={markX} cy={markY} r={4.5} className={d.accentFill} />
      <text
        x={Math.min(RIGHT, Math.max(LEFT + 4, markX + (markX > (LEFT + RIGHT) / 2 ? -8 : 8)))}
        y={Math.max(TOP + 12, markY - 10)}
        textAnchor={markX > (LEFT + RIGHT) / 2 ? 'end' : 'start'}
        className={d.labelAccent}
      >
        {text}
      </text>
    </Diagram>
  );
}
