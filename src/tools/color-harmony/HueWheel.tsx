import { formatNumber } from '../../../engine/math/format';
import { hslToHex } from '../../../engine/math/color';
import type { Result } from '../../../engine/tools/color-harmony';
import { Diagram } from '../shell/Diagram';
import * as d from '../shell/diagram.css';
import * as css from './PaletteBoard.css';

const SIZE = 284;
const C = SIZE / 2;
const OUTER = 104;
const INNER = 80;
const MID = (OUTER + INNER) / 2;
const SEGMENTS = 72;

/** A point at `radius` from the centre at hue `hueDeg`: 0° at the top, turning clockwise. */
const at = (hueDeg: number, radius: number): [number, number] => {
  const a = ((hueDeg - 90) * Math.PI) / 180;
  return [C + Math.cos(a) * radius, C + Math.sin(a) * radius];
};
const xy = ([x, y]: [number, number]) => `${x.toFixed(2)} ${y.toFixed(2)}`;

/** The hue ring, drawn once: 72 sectors of 5°, mid saturation so it sits calmly on the page. */
const RING = Array.from({ length: SEGMENTS }, (_, i) => {
  const from = (i * 360) / SEGMENTS;
  const to = ((i + 1) * 360) / SEGMENTS + 0.4; // a hair of overlap hides anti-aliasing seams
  const d = `M${xy(at(from, OUTER))}A${OUTER} ${OUTER} 0 0 1 ${xy(at(to, OUTER))}L${xy(at(to, INNER))}A${INNER} ${INNER} 0 0 0 ${xy(at(from, INNER))}Z`;
  return { d, fill: hslToHex({ hueDeg: from + 2.5, saturationPct: 72, lightnessPct: 56 }) };
});

/** The HSL hue wheel with a numbered dot at each swatch's hue, joined by the scheme's shape. */
export function HueWheel({ result }: { result: Result }) {
  const mono = result.scheme === 'monochromatic';
  const hues = result.swatches.map((s) => formatNumber(s.hsl.hueDeg, 0));
  const label = mono
    ? `HSL colour wheel: all ${result.swatches.length} swatches share hue ${hues[0]}°, stepping from dark to light`
    : `HSL colour wheel marking the hues of the ${result.swatches.length} swatches: ${hues.map((h) => `${h}°`).join(', ')}`;
  const points = result.swatches.map((s) => at(s.hsl.hueDeg, MID));
  const base = result.swatches[result.baseIndex] ?? result.swatches[0];
  return (
    <Diagram width={SIZE} height={SIZE} className={css.wheel} label={label}>
      {RING.map((segment, i) => (
        <path key={i} d={segment.d} fill={segment.fill} />
      ))}
      <circle cx={C} cy={C} r={OUTER} className={d.thin} />
      <circle cx={C} cy={C} r={INNER} className={d.thin} />
      {[0, 90, 180, 270].map((deg) => {
        const [x1, y1] = at(deg, 10);
        const [x2, y2] = at(deg, OUTER + 4);
        const [tx, ty] = at(deg, OUTER + 15);
        return (
          <g key={deg}>
            <line x1={x1} y1={y1} x2={x2} y2={y2} className={d.centreLine} />
            <text x={tx} y={ty + 4} textAnchor="middle" className={d.labelMuted}>{deg}°</text>
          </g>
        );
      })}
      {Array.from({ length: 12 }, (_, i) => i * 30).map((deg) => {
        const [x1, y1] = at(deg, OUTER);
        const [x2, y2] = at(deg, OUTER + 4);
        return <line key={deg} x1={x1} y1={y1} x2={x2} y2={y2} className={d.dim} />;
      })}
      {mono ? (
        <g>
          {/* One hue: the lightness steps run outward along its radius, darkest at the centre. */}
          {base && <line x1={C} y1={C} x2={at(base.hsl.hueDeg, MID)[0]} y2={at(base.hsl.hueDeg, MID)[1]} className={d.line} />}
          {result.swatches.map((s, i) => {
            const [x, y] = at(s.hsl.hueDeg, 12 + i * 15.5);
            return <circle key={i} cx={x} cy={y} r={6} fill={s.hex} className={d.line} />;
          })}
          {base && <circle cx={at(base.hsl.hueDeg, MID)[0]} cy={at(base.hsl.hueDeg, MID)[1]} r={7} fill={base.hex} stroke="#ffffff" strokeWidth={2} />}
        </g>
      ) : (
        <g>
          {points.map(([x, y], i) => (
            <line key={i} x1={C} y1={C} x2={x} y2={y} className={d.dim} />
          ))}
          {points.length > 1 && <path d={`M${points.map(xy).join('L')}${points.length > 2 ? 'Z' : ''}`} className={d.targetStroke} />}
          <circle cx={C} cy={C} r={2.5} className={d.solid} />
          {result.swatches.map((s, i) => {
            const [x, y] = points[i] ?? [C, C];
            return (
              <g key={i}>
                <circle cx={x} cy={y} r={12.5} className={d.line} fill="#ffffff" />
                <circle cx={x} cy={y} r={10.5} fill={s.hex} />
                <text x={x} y={y + 4} textAnchor="middle" className={d.labelSmall} fill={s.textHex}>{i + 1}</text>
              </g>
            );
          })}
        </g>
      )}
    </Diagram>
  );
}
