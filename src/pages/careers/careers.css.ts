import { style } from '@vanilla-extract/css';
import { sideBySide } from '../../ui/sideBySide';
import { vars } from '../../ui/theme.css';

/** Four culture cards: one row on desktop, two by two on tablets, one column on phones. */
export const cultureGrid = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
});

/** The three hiring steps: a row on wide screens, a column with a connecting rule on phones. */
export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['6'],
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const step = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space['4'],
  alignItems: 'start',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: '1fr', gap: vars.space['4'] } },
});

export const stepNumber = style({
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.pill,
  background: vars.color.text,
  color: vars.color.bg,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
});

export const stepText = style({ display: 'grid', gap: vars.space['1'] });

export const stepMeta = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.textMuted });

/** Open roles: the message beside the notify form on wide screens. */
export const roles = style(sideBySide('minmax(0, 1fr) minmax(0, 1fr)'));

export const rolesIntro = style({ display: 'grid', gap: vars.space['4'] });

export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  justifySelf: 'start',
  minHeight: '32px',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.textMuted,
});

export const statusDot = style({
  width: '8px',
  height: '8px',
  borderRadius: vars.radius.pill,
  background: vars.color.textMuted,
});

export const notifyCard = style({
  gap: vars.space['5'],
  '@media': { 'screen and (min-width: 768px)': { padding: vars.space['8'] } },
});

/** Field and button on one line when there is room; the button sits level with the input. */
export const notifyForm = style({
  display: 'grid',
  gap: vars.space['3'],
  alignItems: 'end',
  '@media': { 'screen and (min-width: 520px)': { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});

/** Wide enough for 'Notify me' and 'Please wait' alike, so the button does not jump. */
export const notifyButton = style({ minWidth: '136px' });
