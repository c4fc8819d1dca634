import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/** The board is its own size container: swatches sit side by side when it is wide enough. */
export const board = style({ display: 'grid', gap: vars.space['5'], containerType: 'inline-size' });

export const swatches = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': { '(min-width: 560px)': { gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)' } },
});

export const swatch = style({
  display: 'grid',
  gridTemplateColumns: '112px minmax(0, 1fr)',
  gap: vars.space['3'],
  alignItems: 'start',
  alignContent: 'start',
  '@container': { '(min-width: 560px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** The colour itself: a paint chip with its number and hex code printed on it. */
export const chip = style({
  position: 'relative',
  minHeight: '96px',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  border: '1px solid rgba(20, 24, 31, 0.14)',
  '@container': { '(min-width: 560px)': { minHeight: '168px' } },
});

export const chipFill = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', display: 'block' });

const chipText = {
  position: 'absolute',
  left: vars.space['3'],
  fontVariantNumeric: 'tabular-nums',
} as const;

export const chipIndex = style({ ...chipText, top: vars.space['2'], fontSize: vars.fontSize.xs, fontWeight: 650 });
export const chipHex = style({ ...chipText, bottom: vars.space['2'], fontFamily: vars.font.mono, fontSize: vars.fontSize.md, fontWeight: 700, letterSpacing: '0.02em' });
/** Text on a chip is black or white, whichever reads better on it (the engine's choice). */
export const onLight = style({ color: '#000000' });
export const onDark = style({ color: '#ffffff' });

export const meta = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });
export const roleRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space['2'] });
export const role = style({ fontWeight: 650, fontSize: vars.fontSize.sm, selectors: { '&::first-letter': { textTransform: 'uppercase' } } });
export const share = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 650,
  color: vars.color.accent,
  background: vars.color.accentSoft,
  borderRadius: vars.radius.pill,
  paddingInline: vars.space['2'],
  fontVariantNumeric: 'tabular-nums',
});
/** Marks the swatch that is the base colour itself. */
export const baseTag = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 650,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  paddingInline: vars.space['2'],
});
export const usage = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const colourName = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, selectors: { '&::first-letter': { textTransform: 'uppercase' } } });
export const hsl = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

/** Below the swatches: the hue wheel beside the scheme notes and proportions. */
export const lower = style({
  display: 'grid',
  gap: vars.space['5'],
  alignItems: 'center',
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
  '@container': { '(min-width: 560px)': { gridTemplateColumns: '240px minmax(0, 1fr)' } },
});

/** On top of the diagrams' look (full width, block): no wider than 240 px, centred. */
export const wheel = style({ maxWidth: '240px', marginInline: 'auto' });

export const notes = style({ display: 'grid', gap: vars.space['3'], minWidth: 0 });
export const schemeName = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });
export const schemeText = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const stripTitle = style({ margin: 0, fontSize: vars.fontSize.xs, fontWeight: 650, letterSpacing: '0.06em', textTransform: 'uppercase', color: vars.color.textMuted });
export const stripBlock = style({ display: 'grid', gap: vars.space['2'] });
export const strip = style({ width: '100%', height: '28px', display: 'block', borderRadius: vars.radius.sm, border: '1px solid rgba(20, 24, 31, 0.14)' });
export const keyEdge = style({ stroke: 'rgba(20, 24, 31, 0.3)', strokeWidth: 1 });
