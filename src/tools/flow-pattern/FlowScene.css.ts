import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';
import { palette } from '../../ui/palette';
import { sceneFirst } from '../../scene2d/SceneStage.css';

/**
 * One column, never wider than the card: with an auto column the passage table's widest line
 * (263 px) widened it at 320 px, and the plan was drawn to that width, its right wall cut off.
 */
export const wrap = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['3'], minWidth: 0 });

/** The passages, each with its clear width and verdict: the numbers the particles only suggest. */
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});
export const caption = style({ textAlign: 'left', fontWeight: 600, paddingBottom: vars.space['2'] });
export const cell = style({ textAlign: 'left', padding: `${vars.space['1']} ${vars.space['2']}`, borderBottom: `1px solid ${vars.color.border}` });
export const number = style([cell, { textAlign: 'right', whiteSpace: 'nowrap' }]);
/** The numbers' heading, which may wrap ('Clear width' in one line held the table 17 px wider than a 320 px screen's card). */
export const numberHead = style([cell, { textAlign: 'right' }]);
export const narrow = style({ color: palette.warmText, fontWeight: 700 });
/** The wide-enough passages of a full plan, behind a disclosure under the table. */
export const more = style({ minWidth: 0, fontSize: vars.fontSize.sm });
export const moreSummary = style({
  cursor: 'pointer',
  fontWeight: 600,
  // A tap target of at least 32 px; the disclosure's triangle stays (a list item, not a flex box).
  minHeight: '32px',
  paddingBlock: '6px',
  boxSizing: 'border-box',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

/** Legend keys in the scene's colours. */
export const keyWide = style({ stroke: vars.color.text, strokeWidth: 1.5, fill: 'none' });
export const keyNarrow = style({ stroke: palette.warm, strokeWidth: 2.5, fill: 'none' });

/** The furniture controls: compact, so the plan stays in view on a phone. */
export const furniture = style({ display: 'grid', gap: vars.space['2'], border: 0, padding: 0, margin: 0, minWidth: 0 });
export const legend = style({ fontWeight: 700, padding: 0, marginBottom: vars.space['1'] });
export const addRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'end' });
/** The Item select: wide enough for its longest choice with its size ('Kitchen counter (2.40 × 0.60 m)'), else Add item wraps under it. */
export const grow = style({ flex: '1 1 17rem', minWidth: 0 });
export const boxSize = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['2'] });
export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });
export const selectedLine = style({ fontSize: vars.fontSize.sm, fontWeight: 600, margin: 0 });
export const actions = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['2'] });
/** The piece actions (their unavailable look, aria-disabled, is the shared button's). */
export const action = style({ paddingInline: vars.space['2'], minWidth: 0 });
// The X and Y fields as wide as four digits need (a plan is at most 1,500 px): the name takes the
// rest, room for 'Dining chair 2' in the Inputs panel of a desktop or a 375 px phone (with fields
// of 4.75rem, it and 'Dining chair' both read 'Dining ch…').
const rowColumns = 'minmax(0, 1fr) 4rem 4rem';
/**
 * Narrower than 360 px the name column would be a few letters wide ('Dinin'): each row takes two
 * lines there, the piece's name over its X and Y fields.
 */
const NAME_OVER_FIELDS = 'screen and (max-width: 359px)';
const twoLines = { '@media': { [NAME_OVER_FIELDS]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } };
/** The list's column heads: the X and Y fields' visible labels. */
export const listHead = style({
  display: 'grid',
  gridTemplateColumns: rowColumns,
  gap: vars.space['2'],
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  paddingRight: vars.space['2'],
  ...twoLines,
});
/** The name's head, and a row's name: a line of its own on a narrow phone. */
export const nameColumn = style({ '@media': { [NAME_OVER_FIELDS]: { gridColumn: '1 / -1' } } });
/** One row per item: its name (a select button), then X and Y side by side; the list scrolls past a few rows. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  paddingRight: vars.space['2'],
  display: 'grid',
  gap: vars.space['1'],
  maxHeight: '13rem',
  overflowY: 'auto',
  // Rows of two lines: as many pieces in view.
  '@media': { [NAME_OVER_FIELDS]: { maxHeight: '20rem' } },
});
export const listRow = style({ display: 'grid', gridTemplateColumns: rowColumns, gap: vars.space['2'], alignItems: 'center', ...twoLines });
export const rowName = style([nameColumn, {
  justifyContent: 'flex-start',
  textAlign: 'left',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
  paddingInline: vars.space['2'],
}]);
/** The name in its button (a flex box, whose own text would not take the ellipsis). */
export const rowLabel = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });
export const coord = style({ minWidth: 0, gap: 0 });
export const overlapNote = style({ margin: 0, color: palette.warmText, fontWeight: 600, fontSize: vars.fontSize.sm });

/** The plan's frame (a plan file dropped on it opens): a grid item that may shrink below the canvas's own width. */
export const planFrame = style([sceneFirst, { minWidth: 0 }]);
