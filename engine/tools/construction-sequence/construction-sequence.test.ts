import { describe, expect, it } from 'vitest';
import { sanitize } from '../params';
import {
  BAR_HEIGHT_PX,
  DAY_PX,
  DEFAULT_PHASES,
  GANTT_HEIGHT_PX,
  GANTT_WIDTH_PX,
  ORIGIN_X,
  ORIGIN_Y,
  ROW_SPACING_PX,
  adjust,
  buildPrompt,
  compute,
  defaults,
  ganttLayout,
  outputs,
  params,
  phaseLabel,
  sanitizeDays,
  sanitizeName,
  updatePhase,
} from './index';

describe('construction-sequence: four phases, defaults Site Prep 5, Foundation 10, Framing 12, MEP Rough-in 8', () => {
  it('has the default phases', () => {
    expect(DEFAULT_PHASES).toEqual([
      { name: 'Site Prep', days: 5 },
      { name: 'Foundation', days: 10 },
      { name: 'Framing', days: 12 },
      { name: 'MEP Rough-in', days: 8 },
    ]);
    expect(defaults.phases).toEqual(DEFAULT_PHASES);
    expect(defaults.phases[0]).not.toBe(DEFAULT_PHASES[0]);
  });
});

describe('construction-sequence: total = sum of phase days', () => {
  it("shows 'Total duration' as '35 days' for the defaults", () => {
    expect(compute(defaults).totalDays).toBe(35);
    expect(outputs(compute(defaults))).toEqual([{ label: 'Total duration', text: '35 days' }]);
  });
  it('sums any phases, with 1 day singular and 0 days', () => {
    const phases = [
      { name: 'A', days: 1 },
      { name: 'B', days: 0 },
      { name: 'C', days: 0 },
      { name: 'D', days: 0 },
    ];
    expect(outputs(compute({ phases }))[0]?.text).toBe('1 day');
    expect(outputs(compute({ phases: phases.map((p) => ({ ...p, days: 0 })) }))[0]?.text).toBe('0 days');
    expect(outputs(compute({ phases: phases.map((p) => ({ ...p, days: 30 })) }))[0]?.text).toBe('120 days');
  });
});

describe('construction-sequence: days are whole numbers 0–30, never negative', () => {
  it('sanitises raw day input', () => {
    expect(sanitizeDays('7', 5)).toBe(7);
    expect(sanitizeDays('abc', 5)).toBe(5);
    expect(sanitizeDays('', 5)).toBe(5);
    expect(sanitizeDays(NaN, 12)).toBe(12);
    expect(sanitizeDays(-3, 5)).toBe(0);
    expect(sanitizeDays('-0.4', 5)).toBe(0);
    expect(sanitizeDays(2.4, 5)).toBe(2);
    expect(sanitizeDays(2.5, 5)).toBe(3);
    expect(sanitizeDays(45, 5)).toBe(30);
    expect(sanitizeDays('1e9', 5)).toBe(30);
  });
  it('compute guards days it is handed directly', () => {
    const r = compute({ phases: [{ name: 'A', days: -4 }, { name: 'B', days: 7.6 }, { name: 'C', days: 99 }, { name: 'D', days: NaN }] });
    expect(r.phases.map((p) => p.days)).toEqual([0, 8, 30, 0]);
    expect(r.totalDays).toBe(38);
  });
  it('updatePhase changes one phase', () => {
    const next = updatePhase(defaults.phases, 1, { days: '-2' });
    expect(next.map((p) => p.days)).toEqual([5, 0, 12, 8]);
    expect(updatePhase(defaults.phases, 2, { name: 'Roof' })[2]).toEqual({ name: 'Roof', days: 12 });
    expect(updatePhase(defaults.phases, 9, { days: 3 })).toEqual(defaults.phases);
  });
});

describe('construction-sequence: names are free text', () => {
  it('keeps markup as text, caps the length, and replaces line breaks', () => {
    expect(sanitizeName('<b>Roof</b> & "walls"', 'x')).toBe('<b>Roof</b> & "walls"');
    expect(sanitizeName('a'.repeat(60), 'x')).toHaveLength(40);
    expect(sanitizeName('Line\nbreak', 'x')).toBe('Line break');
    expect(sanitizeName('Site ', 'x')).toBe('Site ');
    expect(sanitizeName(42, 'Framing')).toBe('Framing');
  });
  it("shows a trimmed name, or 'Phase N' when blank", () => {
    expect(phaseLabel({ name: '  Roof  ', days: 1 }, 0)).toBe('Roof');
    expect(phaseLabel({ name: '   ', days: 1 }, 2)).toBe('Phase 3');
  });
});

describe('construction-sequence: Gantt timeline 640×280, 6 px per day, labels every 5 days, bar 20, row 36, 8 px gap, stacked sequentially', () => {
  const layout = ganttLayout(defaults.phases);

  it('places the default bars back to back with exact geometry', () => {
    expect([GANTT_WIDTH_PX, GANTT_HEIGHT_PX, DAY_PX, BAR_HEIGHT_PX, ROW_SPACING_PX, ORIGIN_X, ORIGIN_Y]).toEqual([640, 280, 6, 20, 36, 120, 24]);
    expect(layout.bars.map(({ x, y, width, height, label }) => ({ x, y, width, height, label }))).toEqual([
      { x: 120, y: 24, width: 30, height: 20, label: 'Site Prep' },
      { x: 150, y: 60, width: 60, height: 20, label: 'Foundation' },
      { x: 210, y: 96, width: 72, height: 20, label: 'Framing' },
      { x: 282, y: 132, width: 48, height: 20, label: 'MEP Rough-in' },
    ]);
    for (let i = 1; i < layout.bars.length; i += 1) {
      const previous = layout.bars[i - 1]!;
      expect(layout.bars[i]!.x).toBe(previous.x + previous.width);
    }
  });

  it('keeps the 8 px gap between labels and bars', () => {
    for (const bar of layout.bars) {
      expect(bar.labelX).toBe(112);
      expect(bar.labelY).toBe(bar.y + 10);
      expect(bar.daysX).toBe(bar.x + bar.width + 8);
    }
    expect(layout.bars.map((bar) => bar.daysText)).toEqual(['5 d', '10 d', '12 d', '8 d']);
  });

  it('labels the axis every 5 days up to the total', () => {
    expect(layout.ticks).toEqual([0, 5, 10, 15, 20, 25, 30, 35].map((day) => ({ day, x: 120 + day * 6, label: String(day) })));
    expect(layout.axisY).toBe(168);
    expect(layout.tickLabelY).toBe(176);
    expect(layout.widthPx).toBe(640);
    expect(layout.heightPx).toBe(280);
    expect(layout.totalDays).toBe(35);
  });

  it('rounds the axis up to the next multiple of 5 and shows 0–5 for an empty schedule', () => {
    const odd = ganttLayout([{ name: 'A', days: 7 }, { name: 'B', days: 4 }]);
    expect(odd.ticks.map((t) => t.day)).toEqual([0, 5, 10, 15]);
    expect(odd.axisY).toBe(24 + 2 * 36);
    expect(ganttLayout(defaults.phases.map((p) => ({ ...p, days: 0 }))).ticks.map((t) => t.day)).toEqual([0, 5]);
  });

  it('a 0-day phase has no width and the next phase starts at the same day', () => {
    const bars = ganttLayout([{ name: 'A', days: 3 }, { name: 'B', days: 0 }, { name: 'C', days: 2 }, { name: 'D', days: 1 }]).bars;
    expect(bars.map((b) => [b.x, b.width])).toEqual([
      [120, 18],
      [138, 0],
      [138, 12],
      [150, 6],
    ]);
  });

  it('widens the drawing when the schedule is longer than 640 px holds (4 × 30 days)', () => {
    const long = ganttLayout(defaults.phases.map((p) => ({ ...p, days: 30 })));
    expect(long.bars.at(-1)).toMatchObject({ x: 120 + 90 * 6, width: 180 });
    expect(long.widthPx).toBe(120 + 120 * 6 + 40);
  });
});

describe('construction-sequence: Schedule Prompt', () => {
  it('lists each phase with its day range and the total', () => {
    const prompt = buildPrompt(defaults, compute(defaults));
    for (const text of ['total of 35 days', '1. Site Prep: 5 days, day 1 to day 5', '2. Foundation: 10 days, day 6 to day 15', '4. MEP Rough-in: 8 days, day 28 to day 35']) {
      expect(prompt).toContain(text);
    }
    expect(prompt).not.toMatch(/NaN|Infinity|undefined/);
  });
  it('has no generic controls and keeps the phases through the generic sanitiser', () => {
    expect(params).toEqual([]);
    expect(adjust(defaults, sanitize(params, { anything: 1 }, defaults) as typeof defaults)).toEqual(defaults);
  });
});
