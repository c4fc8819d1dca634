import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';
import { PRIVATE_FILL, PUBLIC_FILL } from './privacyColour';
import { palette } from '../../ui/palette';

export const wrap = style({ display: 'grid', gap: vars.space['3'], minWidth: 0 });

/** The privacy scale as a bar between its two words. */
export const scale = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });
export const scaleBar = style({
  display: 'block',
  width: '72px',
  height: '12px',
  borderRadius: '3px',
  border: `1px solid ${vars.color.accent}`,
  background: `linear-gradient(to right, ${PUBLIC_FILL}, ${PRIVATE_FILL})`,
});

/** Legend keys drawn with the scene's own colours (src/ui/palette.ts). */
export const keyAdjacency = style({ stroke: vars.color.text, strokeWidth: 3, fill: 'none' });
export const keyConflict = style({ stroke: palette.warm, strokeWidth: 3, strokeDasharray: '5 3', fill: 'none' });
export const keyScale = style({ stroke: vars.color.text, strokeWidth: 1, fill: vars.color.text });

/** The zones' controls: one compact, collapsible group per zone, then Add zone. */
export const zones = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['3'], border: 0, padding: 0, margin: 0, minWidth: 0 });
export const zonesTitle = style({ fontWeight: 700, fontSize: vars.fontSize.sm, paddingInline: vars.space['1'], marginBottom: vars.space['2'] });
export const group = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  minWidth: 0,
});
export const summary = style({
  cursor: 'pointer',
  fontWeight: 600,
  minHeight: '32px',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  flexWrap: 'wrap',
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const summaryNote = style({ fontWeight: 400, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const groupBody = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['3'], paddingBlock: vars.space['2'], minWidth: 0 });
/** X and Y, W and D side by side. */
export const pair = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['3'], minWidth: 0 });
/** 'Remove {name}': a long name wraps inside the button. */
export const removeButton = style({ whiteSpace: 'normal', overflowWrap: 'anywhere', maxWidth: '100%', textAlign: 'start' });
export const removeRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });
export const reason = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });

/** The corner handle that resizes a zone: a visible grip, focusable, dragged with any pointer. */
export const sizeHandle = style({
  position: 'absolute',
  padding: 0,
  margin: 0,
  border: 0,
  background: 'transparent',
  cursor: 'nwse-resize',
  touchAction: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      right: '3px',
      bottom: '3px',
      width: '8px',
      height: '8px',
      borderRight: `3px solid ${vars.color.text}`,
      borderBottom: `3px solid ${vars.color.text}`,
      background: vars.color.bg,
      borderRadius: '2px',
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

/** The adjacency matrix: scrolls sideways on a phone, its column heads upright text turned on its side. */
export const matrixBox = style({ overflowX: 'auto', maxWidth: '100%', minWidth: 0, selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}` } } });
export const matrix = style({ borderCollapse: 'collapse', fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });
export const matrixCaption = style({ textAlign: 'left', fontWeight: 700, paddingBottom: vars.space['2'] });
export const matrixHead = style({
  writingMode: 'vertical-rl',
  transform: 'rotate(180deg)',
  textAlign: 'left',
  whiteSpace: 'nowrap',
  fontWeight: 600,
  padding: `${vars.space['1']} 2px`,
  verticalAlign: 'bottom',
});
/** Row heads stay in view while the matrix scrolls sideways. */
export const matrixRowHead = style({
  textAlign: 'left',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  paddingRight: vars.space['2'],
  position: 'sticky',
  left: 0,
  background: vars.color.surfaceRaised,
});
export const matrixCell = style({ textAlign: 'right', padding: `2px ${vars.space['1']}`, border: `1px solid ${vars.color.border}`, minWidth: '2.4em' });
export const matrixSelf = style([matrixCell, { color: vars.color.textMuted, textAlign: 'center' }]);
