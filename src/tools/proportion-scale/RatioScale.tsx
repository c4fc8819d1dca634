import { scaleLinear } from 'd3-scale';
import { formatNumber } from '../../../engine/math/format';
import { NAMED_RATIOS, type Inputs, type Result } from '../../../engine/tools/proportion-scale';
import { XAxisTicks } from '../shell/AxisTicks';
import { Diagram } from '../shell/Diagram';
import * as d from '../shell/diagram.css';
import * as css from './ProportionStudy.css';

const W = 360;
/** Room for the ratio names' three rows at their phone size. */
const H = 240;
const L = 64;
const R = W - 20;
const TARGET_Y = 52;
const RATIO_Y = 92;
const BAR_H = 22;
const AXIS_Y = 150;
/** The scale's numbers' baseline under the axis; the names' rows follow it a line each. */
const NUMBERS_OFFSET = 18;
/** The width a value ('12.000 →', 'Δ 20.00 %') takes at its size on a 320 px screen, in units. */
const VALUE_ROOM = 96;
/** The scale runs from 1 to 3: every target fits, and larger ratios run off its end. */
const MAX_SHOWN = 3;

/** Short names for the ticks of well-known ratios. */
const SHORT: Readonly<Record<string, string>> = {
  '5:4': '5:4',
  '4:3': '4:3',
  '√2 (ISO paper)': '√2',
  '3:2': '3:2',
  'golden ratio φ': 'φ',
  '16:9': '16:9',
  'double square (2:1)': '2:1',
  '5:2': '5:2',
};

/** Target and actual ratio as two bars on one scale from 1, with the deviation between their ends. */
export function RatioScale({ inputs, result }: { inputs: Inputs; result: Result }) {
  const x = scaleLinear().domain([1, MAX_SHOWN]).range([L, R]).clamp(true);
  const target = x(inputs.targetRatio);
  const actual = x(result.ratio);
  const off = result.ratio > MAX_SHOWN;
  const from = Math.min(target, actual);
  const to = Math.max(target, actual);
  const deviation = `${formatNumber(result.deviationPct, 2)} %`;
  // The ratio's value beside its bar's end would run off the drawing: it ends at the scale's end.
  const ratioAtEnd = actual + 6 + VALUE_ROOM > W;
  const deviationAt =
    to - from > 70
      ? { x: (from + to) / 2, anchor: 'middle' as const }
      : to + 6 + VALUE_ROOM <= W
        ? { x: to + 6, anchor: 'start' as const }
        : { x: from - 6, anchor: 'end' as const };
  const named = NAMED_RATIOS.filter((entry) => entry.ratio > 1 && entry.ratio <= MAX_SHOWN);
  const shortNames = named.map((entry) => SHORT[entry.name] ?? entry.name);
  return (
    <Diagram
      width={W}
      height={H}
      label={`Ratio ${formatNumber(result.ratio, 3)} against the target ${formatNumber(inputs.targetRatio, 3)}: ${deviation} apart`}
    >
      <text x={L - 8} y={TARGET_Y + BAR_H / 2 + 4} textAnchor="end" className={d.labelMuted}>Target</text>
      <rect x={L} y={TARGET_Y} width={target - L} height={BAR_H} className={css.targetBar} />
      <text x={Math.min(target + 6, R - 44)} y={TARGET_Y - 6} className={d.labelAccent}>{formatNumber(inputs.targetRatio, 3)}</text>

      <text x={L - 8} y={RATIO_Y + BAR_H / 2 + 4} textAnchor="end" className={d.labelMuted}>Ratio</text>
      <rect x={L} y={RATIO_Y} width={actual - L} height={BAR_H} className={css.ratioBar} />
      {/* Right of the bar's end, or ending at the scale's end ('12.000 →'). */}
      <text
        x={ratioAtEnd ? R : actual + 6}
        y={RATIO_Y + BAR_H + 16}
        textAnchor={ratioAtEnd ? 'end' : 'start'}
        className={d.label}
      >
        {formatNumber(result.ratio, 3)}
        {off ? ' →' : ''}
      </text>

      {/* Deviation: the gap between the bars' ends */}
      <rect x={from} y={TARGET_Y + BAR_H} width={Math.max(1, to - from)} height={RATIO_Y - TARGET_Y - BAR_H} className={css.deviation} />
      <line x1={target} x2={target} y1={TARGET_Y - 2} y2={AXIS_Y} className={d.accentStroke} strokeWidth={1.5} />
      <line x1={actual} x2={actual} y1={RATIO_Y - 4} y2={AXIS_Y} className={d.line} />
      {/* Between the bars' ends when the gap is wide, else beside it: right of it, or left where it would run off. */}
      <text
        x={deviationAt.x}
        y={TARGET_Y + BAR_H + (RATIO_Y - TARGET_Y - BAR_H) / 2 + 4}
        textAnchor={deviationAt.anchor}
        className={d.labelWarm}
      >
        Δ {deviation}
      </text>

      {/* The scale, with the well-known ratios */}
      <line x1={L} x2={R} y1={AXIS_Y} y2={AXIS_Y} className={d.line} />
      <XAxisTicks
        scale={x}
        ticks={[1, 1.5, 2, 2.5, 3]}
        y={AXIS_Y}
        tick={{ length: 6, side: 'down', className: css.tickMajor }}
        label={{ offset: NUMBERS_OFFSET, className: css.small, format: (tick) => formatNumber(tick, 1) }}
      />
      {/*
        The named ratios: short marks above the axis, their names in three rows below the numbers
        (5:4, 4:3, √2 and 3:2 are 11 units apart; in two rows they met once grown for a phone).
      */}
      <XAxisTicks
        scale={x}
        ticks={named.map((entry) => entry.ratio)}
        y={AXIS_Y}
        tick={{ length: 5, side: 'up', className: d.dim }}
        label={{
          offset: NUMBERS_OFFSET,
          stagger: { rows: 3, em: 1.25, from: 1 },
          className: (_, i) => (named[i]?.name === 'golden ratio φ' ? d.labelMuted : css.small),
          format: (_, i) => shortNames[i],
        }}
      />
      {/* What the scale measures, as its title: under the names it needed a fourth row's room. */}
      <text x={8} y={18} className={css.small}>Ratio = larger ÷ smaller width</text>
    </Diagram>
  );
}
