/**
 * Gantt timeline geometry for the construction phases, in canvas px (y down), exact numbers a
 * renderer draws as given.
 *
 * Layout of the 640 × 280 timeline:
 * - a label column on the left for the phase names; the chart's day 0 is at ORIGIN_X = 120 px
 *   (a 112 px label column plus the 8 px gap);
 * - the 8 px gap separates a label from the bar it names: a phase name ends 8 px left of
 *   day 0 (text anchored at its end), and a bar's day count starts 8 px after the bar's end;
 * - bar i: x = 120 + startDay · 6, y = 24 + i · 36, width = days · 6, height 20;
 * - the axis line runs under the last row at y = 24 + rows · 36 (168 px for four phases), with a
 *   tick and a label every 5 days from 0 to the first multiple of 5 at or after the total
 *   (at least 5); tick labels hang 8 px below the axis.
 * The total can reach 120 days (720 px), more than 640 px holds: the layout then reports a
 * wider `widthPx` so the renderer can size (and scroll) the drawing; the height stays 280 px.
 */
import { schedulePhases } from './schedule';
import type { Phase } from './schedule';

/** Default drawing size, px. */
export const GANTT_WIDTH_PX = 640;
export const GANTT_HEIGHT_PX = 280;
/** Px per day. */
export const DAY_PX = 6;
/** An axis label every this many days. */
export const TICK_EVERY_DAYS = 5;
/** Bar height and row pitch, px. */
export const BAR_HEIGHT_PX = 20;
export const ROW_SPACING_PX = 36;
/** Gap between a label and its bar (both ends), and between the axis and its labels, px. */
export const GAP_PX = 8;
/** Width of the phase-name column, px. */
export const LABEL_COLUMN_PX = 112;
/** Day 0 on the chart, px: the label column plus the gap. */
export const ORIGIN_X = LABEL_COLUMN_PX + GAP_PX;
/** Top of the first bar, px. */
export const ORIGIN_Y = 24;
/** Space kept right of the last tick for the last bar's day count, px. */
export const RIGHT_PAD_PX = 40;

/** One bar. */
export interface GanttBar {
  /** Phase name shown (trimmed; 'Phase N' when blank). */
  label: string;
  days: number;
  startDay: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Where the name is drawn: its right end (text-anchor end) and vertical centre. */
  labelX: number;
  labelY: number;
  /** Where the day count ('10 d') starts (text-anchor start), at the bar's vertical centre. */
  daysX: number;
  daysText: string;
}

/** One axis tick: day, x, and its label. */
export interface GanttTick {
  day: number;
  x: number;
  label: string;
}

/** The timeline's geometry. */
export interface GanttLayout {
  /** 640, or wider when the schedule needs it. */
  widthPx: number;
  heightPx: number;
  originX: number;
  originY: number;
  /** y of the axis line. */
  axisY: number;
  /** Top of the tick labels (dominant-baseline hanging). */
  tickLabelY: number;
  totalDays: number;
  bars: GanttBar[];
  ticks: GanttTick[];
}

/** The bars, axis and ticks for `phases` (days sanitised to whole 0–30; bars stacked back to back). */
export function ganttLayout(phases: readonly Phase[]): GanttLayout {
  const scheduled = schedulePhases(phases);
  const totalDays = scheduled.reduce((sum, phase) => sum + phase.days, 0);
  const bars = scheduled.map((phase, i): GanttBar => {
    const x = ORIGIN_X + phase.startDay * DAY_PX;
    const y = ORIGIN_Y + i * ROW_SPACING_PX;
    const width = phase.days * DAY_PX;
    return {
      label: phase.label,
      days: phase.days,
      startDay: phase.startDay,
      x,
      y,
      width,
      height: BAR_HEIGHT_PX,
      labelX: ORIGIN_X - GAP_PX,
      labelY: y + BAR_HEIGHT_PX / 2,
      daysX: x + width + GAP_PX,
      daysText: `${phase.days} d`,
    };
  });
  const lastTick = Math.max(TICK_EVERY_DAYS, Math.ceil(totalDays / TICK_EVERY_DAYS) * TICK_EVERY_DAYS);
  const ticks: GanttTick[] = [];
  for (let day = 0; day <= lastTick; day += TICK_EVERY_DAYS) ticks.push({ day, x: ORIGIN_X + day * DAY_PX, label: String(day) });
  const axisY = ORIGIN_Y + scheduled.length * ROW_SPACING_PX;
  return {
    widthPx: Math.max(GANTT_WIDTH_PX, ORIGIN_X + lastTick * DAY_PX + RIGHT_PAD_PX),
    heightPx: GANTT_HEIGHT_PX,
    originX: ORIGIN_X,
    originY: ORIGIN_Y,
    axisY,
    tickLabelY: axisY + GAP_PX,
    totalDays,
    bars,
    ticks,
  };
}
