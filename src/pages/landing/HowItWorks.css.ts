import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['8'],
  gridTemplateColumns: '1fr',
  '@media': {
    'screen and (min-width: 640px)': { gridTemplateColumns: 'repeat(2, 1fr)' },
    'screen and (min-width: 1024px)': { gridTemplateColumns: 'repeat(4, 1fr)', gap: vars.space['6'] },
  },
});

/** Each step hangs from a hairline, like a stage on a drawing's timeline. */
export const step = style({
  display: 'grid',
  gap: vars.space['3'],
  alignContent: 'start',
  paddingTop: vars.space['5'],
  borderTop: `1px solid ${vars.color.borderStrong}`,
  // On a phone the number sits beside the title rather than on a row of its own.
  '@media': {
    'screen and (max-width: 639px)': {
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      columnGap: vars.space['4'],
      alignItems: 'center',
    },
  },
});

export const stepText = style({
  '@media': { 'screen and (max-width: 639px)': { gridColumn: '2' } },
});

export const number = style({
  display: 'grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  '@media': { 'screen and (min-width: 640px)': { marginBottom: vars.space['1'] } },
});

export const compat = style({
  marginTop: vars.space['16'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  display: 'grid',
  gap: vars.space['5'],
  '@media': {
    'screen and (min-width: 768px)': { padding: vars.space['6'] },
    'screen and (min-width: 1024px)': {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      alignItems: 'center',
      gap: vars.space['8'],
      padding: vars.space['8'],
    },
  },
});

export const compatText = style({ display: 'grid', gap: vars.space['1'] });

export const compatTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 650 });

export const tools = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['2'],
  '@media': {
    'screen and (min-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['3'] },
  },
});

/** A row (name left, kind right) on a phone; a small tile, name over kind, from 640 px. */
export const tool = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  '@media': {
    'screen and (min-width: 640px)': { display: 'grid', alignContent: 'start', gap: '2px' },
  },
});

export const toolName = style({ fontWeight: 650, lineHeight: 1.3, whiteSpace: 'nowrap' });

export const toolKind = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  lineHeight: 1.3,
  textAlign: 'right',
  '@media': { 'screen and (min-width: 640px)': { textAlign: 'left' } },
});
