/** A surface's natural size: only its proportions and its order matter to the sheet. */
export interface SheetItem {
  width: number;
  height: number;
}

/** Where one surface goes on the exported image, in whole pixels. */
export interface Placement {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Sheet {
  /** The image's size in pixels. */
  width: number;
  height: number;
  columns: number;
  /** One per item, in the items' order. */
  placements: Placement[];
}

export interface SheetOptions {
  /** The image is at least this wide (a full-HD slide)… */
  minWidthPx?: number;
  /** …unless that would make a side longer than this (what image editors and slides take in comfortably). */
  maxSidePx?: number;
  /** The white margin around the sheet and the gap between surfaces, as a share of a column's width. */
  marginRatio?: number;
  gapRatio?: number;
}

/** A slide's proportions (9:16), which the sheet's columns aim for. */
export const SLIDE_HEIGHT_PER_WIDTH = 9 / 16;
export const MIN_WIDTH_PX = 1920;
export const MAX_SIDE_PX = 4096;

const aspectOf = (item: SheetItem): number => (item.width > 0 && item.height > 0 ? item.height / item.width : SLIDE_HEIGHT_PER_WIDTH);

/** The rows of `aspects` (height per width) set `columns` to a row, in reading order. */
function rowsOf(aspects: readonly number[], columns: number): number[][] {
  const rows: number[][] = [];
  for (let i = 0; i < aspects.length; i += columns) rows.push(aspects.slice(i, i + columns));
  return rows;
}

/**
 * Lays surfaces out for a picture: in reading order, all one column wide, in as many columns as
 * bring the sheet closest to a 16:9 slide (fewer on a tie), on a white margin; then scales the
 * sheet so it is `minWidthPx` wide, or smaller where a side would pass `maxSidePx`. Stacking
 * alone would not do: three drawings of 360 × 250 one above the other are too tall for either
 * bound. An incomplete last row is centred.
 */
export function sheetLayout(items: readonly SheetItem[], options: SheetOptions = {}): Sheet {
  const { minWidthPx = MIN_WIDTH_PX, maxSidePx = MAX_SIDE_PX, marginRatio = 0.04, gapRatio = 0.05 } = options;
  if (items.length === 0) return { width: 0, height: 0, columns: 0, placements: [] };
  const aspects = items.map(aspectOf);

  // In column widths: each candidate's size and how far its proportions are from a slide's.
  let best = { columns: 1, width: 0, height: 0, miss: Infinity };
  for (let columns = 1; columns <= aspects.length; columns += 1) {
    const rows = rowsOf(aspects, columns);
    const width = columns + (columns - 1) * gapRatio + 2 * marginRatio;
    const height = rows.reduce((sum, row) => sum + Math.max(...row), 0) + (rows.length - 1) * gapRatio + 2 * marginRatio;
    const miss = Math.abs(Math.log(height / width / SLIDE_HEIGHT_PER_WIDTH));
    if (miss < best.miss - 1e-9) best = { columns, width, height, miss };
  }

  const scale = Math.min(minWidthPx / best.width, maxSidePx / Math.max(best.width, best.height));
  const px = (units: number) => Math.round(units * scale);
  const placements: Placement[] = [];
  let top = marginRatio;
  for (const row of rowsOf(aspects, best.columns)) {
    const rowWidth = row.length + (row.length - 1) * gapRatio;
    const left = (best.width - rowWidth) / 2;
    const rowHeight = Math.max(...row);
    row.forEach((aspect, i) => {
      const x = left + i * (1 + gapRatio);
      // Shorter surfaces sit in the middle of their row.
      const y = top + (rowHeight - aspect) / 2;
      placements.push({ x: px(x), y: px(y), width: px(x + 1) - px(x), height: Math.max(1, px(y + aspect) - px(y)) });
    });
    top += rowHeight + gapRatio;
  }
  return { width: px(best.width), height: px(best.height), columns: best.columns, placements };
}
