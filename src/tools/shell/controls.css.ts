import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const controlRow = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['2'], minWidth: 0 });

export const labelRow = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

// Labels made from the visitor's own names (a zone's X, Y…) wrap where a long word would widen the form.
export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere', minWidth: 0 });

export const value = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
  padding: `0 ${vars.space['2']}`,
  whiteSpace: 'nowrap',
});

export const range = style({
  width: '100%',
  minHeight: '28px',
  margin: 0,
  accentColor: vars.color.accent,
  cursor: 'pointer',
});

export const colorRow = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

export const color = style({
  width: '56px',
  height: '44px',
  padding: vars.space['1'],
  border: '1px solid #7d8696',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  cursor: 'pointer',
});

export const toggle = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'], minHeight: '44px', fontWeight: 600 });

export const checkbox = style({ width: '20px', height: '20px', accentColor: vars.color.accent });

/**
 * A date field: Chromium focuses its day, month and year parts and its calendar button inside the
 * field, and on the button the field matches neither :focus nor :focus-visible, only
 * :focus-within; so it shows the focus ring whenever the focus is anywhere in it (as a text field
 * does: typing is what it is for).
 */
export const date = style({ selectors: { '&:focus, &:focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } } });
