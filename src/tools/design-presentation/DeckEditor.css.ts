import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const group = style({ display: 'grid', gap: vars.space['3'], minWidth: 0, margin: 0, padding: 0, border: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space['3'], fontWeight: 600, fontSize: vars.fontSize.sm });

export const list = style({ display: 'grid', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' });

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], minWidth: 0 });

/** A slide in the list: its number and title; the selected one carries the accent. */
export const select = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: '44px',
  paddingInline: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textAlign: 'start',
  cursor: 'pointer',
  transition: 'border-color 120ms ease, background-color 120ms ease',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&[aria-current="true"]': { borderColor: vars.color.accent, background: vars.color.accentSoft, boxShadow: `inset 3px 0 0 ${vars.color.accent}` },
  },
});

export const number = style({
  flex: 'none',
  display: 'inline-grid',
  placeItems: 'center',
  width: '24px',
  height: '24px',
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  selectors: { [`${select}[aria-current="true"] &`]: { background: vars.color.accent, color: vars.color.accentText } },
});

/** Up to two lines of the title, then an ellipsis. */
export const title = style({
  minWidth: 0,
  paddingBlock: vars.space['2'],
  fontWeight: 600,
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const bullets = style({ minHeight: '132px', paddingBlock: vars.space['3'], resize: 'vertical', lineHeight: 1.6, fontFamily: 'inherit' });
