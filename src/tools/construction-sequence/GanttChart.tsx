import {
  DAY_PX,
  GAP_PX,
  ganttLayout,
  formatDays,
  type Inputs,
  type Result,
} from '../../../engine/tools/construction-sequence';
import { labelLines } from '../../../engine/tools/construction-sequence/labelLines';
import type { ToolVisualProps } from '../defineTool';
import * as css from './GanttChart.css';
import { XAxisTicks } from '../shell/AxisTicks';
import { Diagram } from '../shell/Diagram';

/** Line pitch of a name wrapped onto two lines, px. */
const LINE_PX = 14;
/** The total's dimension line, px from the top: below the axis labels, in the timeline's free space. */
const TOTAL_Y = 232;
/** Half the size of a 0-day phase's milestone diamond, px. */
const MILESTONE_PX = 6;

/** The axis's scale: the engine gives each tick's x, drawn as given. */
const atX = (px: number) => px;

/** 'day 1 to day 5', or 'a milestone at day 5' for 0 days. */
const span = (startDay: number, days: number): string =>
  days === 0 ? `a milestone at day ${startDay}` : `day ${startDay + 1} to day ${startDay + days}`;

/**
 * The Gantt timeline, drawn with the engine's geometry as given (6 px a day, bars 20 px high on
 * 36 px rows, stacked back to back, an axis label every 5 days): 640 × 280, or wider when the
 * schedule is, in a box that scrolls sideways. Phase names are text nodes, never markup.
 */
export function GanttChart({ inputs }: ToolVisualProps<Inputs, Result>) {
  const layout = ganttLayout(inputs.phases);
  const { widthPx, heightPx, originX, originY, axisY, tickLabelY, totalDays, bars, ticks } = layout;
  const lastTickX = ticks.at(-1)?.x ?? originX;
  const tickXs = ticks.map((tick) => tick.x);
  const totalEndX = originX + totalDays * DAY_PX;
  const totalLabelX = Math.max(originX + 32, (originX + totalEndX) / 2);
  const summary =
    `Gantt timeline of ${bars.length} phases, ${formatDays(totalDays)} in total: ` +
    bars.map((bar) => `${bar.label}, ${span(bar.startDay, bar.days)}`).join('; ');

  return (
    <div className={css.wrap}>
      {/* Focusable so that keyboard users can scroll a timeline wider than its box. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
      <div className={css.scroller} role="region" aria-label="Timeline" tabIndex={0}>
        <Diagram width={widthPx} height={heightPx} fixedSize className={css.svg} label={summary}>
          <XAxisTicks scale={atX} ticks={tickXs} y={axisY} grid={{ from: originY - GAP_PX, to: axisY, className: css.gridLine }} />

          {bars.map((bar, index) => {
            const lines = labelLines(bar.label);
            const firstLineY = bar.labelY - ((lines.length - 1) * LINE_PX) / 2;
            return (
              <g key={index} data-phase={index + 1}>
                <title>{`${bar.label}: ${formatDays(bar.days)}, ${span(bar.startDay, bar.days)}`}</title>
                <text x={bar.labelX} y={firstLineY} textAnchor="end" dominantBaseline="central" className={css.name} data-phase-name="">
                  {lines.map((line, lineIndex) => (
                    <tspan key={lineIndex} x={bar.labelX} y={firstLineY + lineIndex * LINE_PX}>
                      {line}
                    </tspan>
                  ))}
                </text>
                <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} rx={2} className={css.bar} data-bar="" />
                {bar.days === 0 && (
                  <path
                    d={`M${bar.x} ${bar.labelY - MILESTONE_PX}l${MILESTONE_PX} ${MILESTONE_PX}l${-MILESTONE_PX} ${MILESTONE_PX}l${-MILESTONE_PX} ${-MILESTONE_PX}z`}
                    className={css.milestone}
                  />
                )}
                <text x={bar.daysX + (bar.days === 0 ? MILESTONE_PX : 0)} y={bar.labelY} dominantBaseline="central" className={css.days}>
                  {bar.daysText}
                </text>
              </g>
            );
          })}

          <line x1={originX} x2={lastTickX} y1={axisY} y2={axisY} className={css.axis} />
          <XAxisTicks
            scale={atX}
            ticks={tickXs}
            y={axisY}
            tick={{ length: 4, side: 'down', className: css.axis }}
            label={{ offset: tickLabelY - axisY, hanging: true, className: css.tick, format: (_, i) => ticks[i]?.label, data: { 'data-tick': '' } }}
          />
          <text x={originX - GAP_PX} y={tickLabelY} textAnchor="end" dominantBaseline="hanging" className={css.axisTitle}>
            Working days
          </text>

          {/* The total as a dimension: a line from day 0 to the end, with architectural ticks. */}
          <text x={originX - GAP_PX} y={TOTAL_Y} textAnchor="end" dominantBaseline="central" className={css.totalName}>
            Total
          </text>
          <line x1={originX} x2={totalEndX} y1={TOTAL_Y} y2={TOTAL_Y} className={css.dimension} />
          {[originX, totalEndX].map((x, index) => (
            <line key={index} x1={x - 4} x2={x + 4} y1={TOTAL_Y + 4} y2={TOTAL_Y - 4} className={css.dimensionTick} />
          ))}
          <text x={totalLabelX} y={TOTAL_Y - 8} textAnchor="middle" className={css.totalValue} data-total="">
            {formatDays(totalDays)}
          </text>
        </Diagram>
      </div>
      <p className={css.scrollHint}>Scroll the timeline sideways to see all of it.</p>
    </div>
  );
}
