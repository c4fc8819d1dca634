import { globalStyle, style } from '@vanilla-extract/css';
import { TOOL_ONE_COLUMN, vars } from '../../ui/theme.css';
import { sceneRoomHeight } from '../../scene2d/SceneStage.css';

export const wrap = style({ paddingBlock: `${vars.space['8']} ${vars.space['16']}` });

const PHONE = TOOL_ONE_COLUMN;
/** On a phone the picture sticks under the header at most this tall, so the inputs below stay in reach. */
const STUCK_MAX = '45vh';

/**
 * Phone: the picture first, stuck under the header while the inputs scroll beneath it, then the
 * numbers, prompt and explanation. Desktop: controls beside the picture and numbers.
 */
export const workbench = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    'screen and (min-width: 1024px)': {
      gridTemplateColumns: '340px minmax(0, 1fr)',
      gridTemplateAreas: '"controls stage" "controls results"',
      // A tall inputs panel lengthens the results row, not the gap under the figure.
      gridTemplateRows: 'auto 1fr',
      alignItems: 'start',
    },
  },
});

const panel = {
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  padding: vars.space['6'],
  minWidth: 0,
} as const;

export const controls = style({
  ...panel,
  display: 'grid',
  gap: vars.space['5'],
  alignContent: 'start',
  '@media': { 'screen and (min-width: 1024px)': { gridArea: 'controls', position: 'sticky', top: `calc(${vars.layout.headerHeight} + ${vars.space['4']})` } },
});

export const panelTitle = style({ fontSize: vars.fontSize.md, fontWeight: 700 });

export const stage = style({
  ...panel,
  padding: vars.space['4'],
  margin: 0,
  display: 'grid',
  gap: vars.space['3'],
  '@media': {
    'screen and (min-width: 1024px)': { gridArea: 'stage' },
    // A tall picture (stacked views) scrolls inside its stuck box rather than covering the inputs.
    [PHONE]: {
      order: -1,
      position: 'sticky',
      top: vars.layout.headerHeight,
      zIndex: 2,
      alignSelf: 'start',
      maxHeight: STUCK_MAX,
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      boxShadow: vars.shadow.card,
      // A 2D scene at the box's top shows whole: the box less its padding and border, above and
      // below (and never under 120 px, on a phone held sideways).
      vars: { [sceneRoomHeight]: `max(120px, ${STUCK_MAX} - 2 * (${vars.space['4']} + 1px))` },
    },
  },
});

// What scrolls on below the stuck box's edge fades out there rather than being cut through: a
// strip stuck to the box's bottom edge (over its padding) while there is more below. Its margins
// take back its own height and pull it into the grid's gap before it, so at the end it lies under
// the last control and covers nothing; the box scrolls that gap (12 px) further.
globalStyle(`${stage}::after`, {
  '@media': {
    [PHONE]: {
      content: '""',
      position: 'sticky',
      bottom: `calc(-1 * ${vars.space['4']})`,
      height: vars.space['4'],
      marginTop: `calc(-1 * ${vars.space['3']})`,
      marginBottom: `calc(-1 * ${vars.space['4']})`,
      background: `linear-gradient(transparent, ${vars.color.surfaceRaised})`,
      pointerEvents: 'none',
    },
  },
});

// A control the keyboard focuses scrolls into view below the stuck picture, not under it (the
// page's scroll padding is the strip the picture covers, while it is stuck).
globalStyle(`html:has(${stage})`, {
  '@media': { [PHONE]: { scrollPaddingTop: `calc(${vars.layout.headerHeight} + ${STUCK_MAX} + ${vars.space['4']})` } },
});

/** The visual and its caption; the export buttons follow it inside the stage. */
export const figure = style({ margin: 0, display: 'grid', gap: vars.space['3'], minWidth: 0 });

// Captions and results can carry the visitor's own names (a zone's), one long word among them: they wrap.
export const caption = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const results = style({
  ...panel,
  display: 'grid',
  gap: vars.space['4'],
  '@media': { 'screen and (min-width: 1024px)': { gridArea: 'results' } },
});

export const resultGrid = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  margin: 0,
});

export const result = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const resultLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: 600, overflowWrap: 'anywhere' });

export const resultValue = style({ fontSize: vars.fontSize.xl, fontWeight: 700, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });

export const below = style({ display: 'grid', gap: vars.space['6'], marginTop: vars.space['6'] });

export const explain = style({
  ...panel,
  background: vars.color.surface,
  display: 'grid',
  gap: vars.space['3'],
});

export const explainList = style({ display: 'grid', gap: vars.space['3'], margin: 0 });

export const explainTerm = style({ fontWeight: 650, fontSize: vars.fontSize.sm });

export const explainText = style({ margin: 0, color: vars.color.textMuted, maxWidth: '80ch' });
