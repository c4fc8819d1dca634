import { Fragment, type ReactNode } from 'react';

/**
 * The ticks of a chart's axis, drawn inside a Diagram (or any SVG): at each tick value an
 * optional grid line across the plot, a short mark from the axis and one or more rows of labels,
 * grouped in a <g> per tick when there is more than one of them. `XAxisTicks` draws a horizontal
 * axis (labels below it), `YAxisTicks` a vertical one (labels left of it, centred on their tick).
 * The axis line itself and anything particular to a chart stay in the chart; a chart whose grid
 * lies under its data and its labels over it draws the two with two calls.
 */

/** What both axes take: the scale, the values, and the optional mark and grid line. */
interface AxisTicksProps<Side> {
  /** Where a value lies along the axis, in the drawing's units: a d3 scale or any function. */
  scale: (value: number) => number;
  /** The values to mark, in order. */
  ticks: readonly number[];
  /** A short mark at each tick, from the axis. */
  tick?: TickMark<Side>;
  /** A line across the plot at each tick, drawn first (under the tick mark and labels). */
  grid?: GridLine;
}

export interface TickMark<Side> {
  /** How far it runs from the axis; per tick for a ruler's longer ones. */
  length: number | ((value: number, index: number) => number);
  /** Which side of the axis it stands on. */
  side: Side;
  className: string;
}

export interface GridLine {
  /** Where it starts and ends across the axis: y for a horizontal axis's lines, x for a vertical one's. */
  from: number;
  to: number;
  className: string;
  /** stroke-dasharray, for a dashed grid. */
  dash?: string;
  /** stroke-opacity per tick, where one line stands out from the rest. */
  opacity?: (value: number) => number;
}

interface TickLabel {
  /** Each chart's own label classes; per tick where one label stands out. */
  className: string | ((value: number, index: number) => string);
  /** The label's text (default: the value as it is). */
  format?: (value: number, index: number) => ReactNode;
}

export interface XTickLabel extends TickLabel {
  /** From the axis down to the label's baseline (negative: above the axis). */
  offset: number;
  /**
   * Close neighbours in `rows` rows: label i sits (i mod rows) + `from` lines further down, a line
   * being `em` of its own font, so the rows stay apart as the labels grow to stay legible on a phone.
   */
  stagger?: { rows: number; em: number; from?: number };
  /** The offset is to the label's top (dominant-baseline hanging), not its baseline. */
  hanging?: boolean;
  /**
   * The drawing's bounds along the axis: a tick at or left of `left` has its label anchored
   * 'start' at `left − outset`, one at or right of `right` anchored 'end' at `right + outset`,
   * so the end labels do not straddle the drawing's edge; the rest are centred on their tick.
   */
  edges?: { left?: number; right?: number; outset?: number };
  /** data-* attributes on each label, for the browser tests that find them. */
  data?: Readonly<Record<`data-${string}`, string>>;
}

export interface YTickLabel extends TickLabel {
  /** From the axis left to the label's end (labels are anchored 'end'). */
  offset: number;
  /**
   * The plot's floor: the label of a tick at or below `bottom` sits `lift` above its line
   * (clear of the horizontal axis's labels under it) instead of centred on it.
   */
  edges?: { bottom: number; lift: number };
}

export interface XAxisTicksProps extends AxisTicksProps<'up' | 'down'> {
  /** The axis's y. */
  y: number;
  /** One row of labels, or several (a time above a compass point). */
  label?: XTickLabel | readonly XTickLabel[];
}

export interface YAxisTicksProps extends AxisTicksProps<'left' | 'right'> {
  /** The axis's x. */
  x: number;
  label?: YTickLabel;
}

/** A label's baseline below its tick on a vertical axis, which centres 11–13 px text on the tick's line. */
const CENTRE_BASELINE = 4;

const classOf = (label: TickLabel, value: number, index: number) =>
  typeof label.className === 'string' ? label.className : label.className(value, index);
const textOf = (label: TickLabel, value: number, index: number): ReactNode => (label.format ? label.format(value, index) : value);

/** Where a horizontal axis's label stands and how it is anchored: centred on its tick, or held inside an edge. */
function placeX(at: number, { left, right, outset = 0 }: NonNullable<XTickLabel['edges']> = {}): { x: number; anchor: 'start' | 'middle' | 'end' } {
  if (left !== undefined && at <= left) return { x: left - outset, anchor: 'start' };
  if (right !== undefined && at >= right) return { x: right + outset, anchor: 'end' };
  return { x: at, anchor: 'middle' };
}

/**
 * Each tick's grid line, mark and then labels (from `labels`, given where the tick lies along
 * the axis), in a <g> when there are several. `axis` is the axis's position across it.
 */
function drawTicks<Side>(
  { scale, ticks, tick, grid }: AxisTicksProps<Side>,
  horizontal: boolean,
  axis: number,
  labels: (value: number, index: number, at: number) => ReactNode[],
) {
  return ticks.map((value, index) => {
    const at = scale(value);
    // A line across the axis at the tick, from `from` to `to` across it.
    const across = (from: number, to: number) => (horizontal ? { x1: at, x2: at, y1: from, y2: to } : { x1: from, x2: to, y1: at, y2: at });
    const pieces: ReactNode[] = [];
    if (grid) {
      pieces.push(<line key="grid" {...across(grid.from, grid.to)} className={grid.className} strokeDasharray={grid.dash} strokeOpacity={grid.opacity?.(value)} />);
    }
    if (tick) {
      const length = typeof tick.length === 'number' ? tick.length : tick.length(value, index);
      const before = tick.side === 'up' || tick.side === 'left';
      pieces.push(<line key="tick" {...across(before ? axis - length : axis, before ? axis : axis + length)} className={tick.className} />);
    }
    pieces.push(...labels(value, index, at));
    return pieces.length === 1 ? <Fragment key={index}>{pieces[0]}</Fragment> : <g key={index}>{pieces}</g>;
  });
}

/** A horizontal axis's ticks: grid lines from `grid.from` to `grid.to`, marks up or down from `y`, labels below. */
export function XAxisTicks(props: XAxisTicksProps) {
  const { y, label } = props;
  const rows: readonly XTickLabel[] = label === undefined ? [] : 'offset' in label ? [label] : label;
  return drawTicks(props, true, y, (value, index, at) =>
    rows.map((row, rowIndex) => {
      const { x, anchor } = placeX(at, row.edges);
      return (
        <text
          key={`label${rowIndex}`}
          x={x}
          y={y + row.offset}
          dy={row.stagger ? `${((index % row.stagger.rows) + (row.stagger.from ?? 0)) * row.stagger.em}em` : undefined}
          textAnchor={anchor}
          dominantBaseline={row.hanging ? 'hanging' : undefined}
          className={classOf(row, value, index)}
          {...row.data}
        >
          {textOf(row, value, index)}
        </text>
      );
    }),
  );
}

/** A vertical axis's ticks: grid lines from `grid.from` to `grid.to`, marks left or right of `x`, labels left of it. */
export function YAxisTicks(props: YAxisTicksProps) {
  const { x, label } = props;
  const floor = label?.edges;
  return drawTicks(props, false, x, (value, index, at) =>
    label
      ? [
          <text key="label" x={x - label.offset} y={floor && at >= floor.bottom ? at - floor.lift : at + CENTRE_BASELINE} textAnchor="end" className={classOf(label, value, index)}>
            {textOf(label, value, index)}
          </text>,
        ]
      : [],
  );
}
