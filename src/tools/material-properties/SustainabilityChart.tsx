import { formatNumber } from '../../../engine/math/format';
import { scoreTerms, type Inputs, type Result } from '../../../engine/tools/material-properties';
import { XAxisTicks } from '../shell/AxisTicks';
import { Diagram } from '../shell/Diagram';
import * as d from '../shell/diagram.css';
import * as css from './MaterialBoard.css';

const VB_W = 320;
const ROW_H = 50;
const BAR_H = 18;
const X0 = 6;
const X1 = 314;
/** The axis runs to 135, the most the sum can reach before clamping (100 + 35). */
const DOMAIN = 135;
const TICKS = [0, 25, 50, 75, 100, 125] as const;
const x = (value: number) => X0 + (Math.max(0, Math.min(DOMAIN, value)) / DOMAIN) * (X1 - X0);
/** A term with its sign (− as a minus sign); zero has none. */
const signed = (value: number, decimals: number) => {
  const text = formatNumber(Math.abs(value), decimals);
  return Number(text) === 0 ? text : `${value < 0 ? '−' : '+'}${text}`;
};

interface Row {
  label: string;
  note: string;
  from: number;
  to: number;
  className: string;
}

/** The score as a waterfall: 100, minus carbon and VOC, plus recycled content, then clamped to 0–100. */
export function SustainabilityChart({ inputs, result }: { inputs: Inputs; result: Result }) {
  const { base, terms, raw } = scoreTerms(inputs);
  const rows: Row[] = [{ label: 'Base', note: 'every material starts at 100', from: 0, to: base, className: css.baseBar }];
  for (const term of terms) {
    const from = rows.length === 1 ? base : (rows.at(-1)?.to ?? base);
    rows.push({
      label: term.label,
      note: `${formatNumber(term.value, 2)} × ${signed(term.weight, 0)} = ${signed(term.points, 1)}`,
      from,
      to: from + term.points,
      className: term.points < 0 ? d.warmArea : d.goodArea,
    });
  }
  const barY = (row: number) => row * ROW_H + 22;
  const scoreRow = rows.length;
  const axisY = barY(scoreRow) + BAR_H + 8;
  const label =
    `Sustainability score: 100 ${terms.map((t) => `${signed(t.points, 1)} ${t.label.toLowerCase()}`).join(' ')} = ` +
    `${formatNumber(raw, 1)}, clamped to 0–100 and rounded: ${formatNumber(result.scoreRounded, 0)}, ${result.rating}`;
  return (
    <Diagram width={VB_W} height={axisY + 18} label={label}>
      <XAxisTicks scale={x} ticks={TICKS} y={axisY} grid={{ from: barY(0) - 4, to: axisY, className: d.thin, opacity: (tick) => (tick === 100 ? 1 : 0.4) }} />
      {rows.map((row, i) => (
        <g key={row.label}>
          <text x={X0} y={barY(i) - 7} className={css.rowLabel}>{row.label}</text>
          <text x={X1} y={barY(i) - 7} textAnchor="end" className={css.rowNote}>{row.note}</text>
          <rect x={x(Math.min(row.from, row.to))} y={barY(i)} width={Math.max(1.5, Math.abs(x(row.to) - x(row.from)))} height={BAR_H} className={row.className} />
          {i > 0 && <line x1={x(row.from)} x2={x(row.from)} y1={barY(i - 1) + BAR_H} y2={barY(i)} className={css.connector} />}
        </g>
      ))}
      <line x1={x(raw)} x2={x(raw)} y1={barY(scoreRow - 1) + BAR_H} y2={barY(scoreRow)} className={css.connector} />

      <text x={X0} y={barY(scoreRow) - 7} className={css.rowLabel}>Score</text>
      <text x={X1} y={barY(scoreRow) - 7} textAnchor="end" className={css.rowNote}>
        {raw > 100 ? `${formatNumber(raw, 1)} capped at 100` : raw < 0 ? `${formatNumber(raw, 1)} raised to 0` : `${formatNumber(raw, 1)} rounded`} · {result.rating}
      </text>
      {raw > 100 && <rect x={x(100)} y={barY(scoreRow)} width={x(raw) - x(100)} height={BAR_H} className={d.targetStroke} />}
      <rect x={x(0)} y={barY(scoreRow)} width={Math.max(1.5, x(result.score) - x(0))} height={BAR_H} className={css.scoreBar} />
      {result.score >= 20 ? (
        <text x={x(result.score) - 6} y={barY(scoreRow) + 14} textAnchor="end" className={css.scoreInside}>{formatNumber(result.scoreRounded, 0)}</text>
      ) : (
        <text x={x(result.score) + 6} y={barY(scoreRow) + 14} className={css.scoreText}>{formatNumber(result.scoreRounded, 0)}</text>
      )}
      <XAxisTicks scale={x} ticks={TICKS} y={axisY} label={{ offset: 13, className: css.tick, edges: { left: X0 } }} />
    </Diagram>
  );
}
