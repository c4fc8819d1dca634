import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const group = style({ display: 'grid', gap: vars.space['3'], minWidth: 0 });

export const title = style({ margin: 0, fontWeight: 600, fontSize: vars.fontSize.md });

/** The wall select and the two Add buttons: side by side, wrapping on a phone. */
export const addRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space['3'] });

export const wallField = style({ minWidth: '8rem' });

export const list = style({ display: 'grid', gap: vars.space['3'], margin: 0, padding: 0, listStyle: 'none' });

/** One opening: its name and Remove on top, its fields in a compact grid below. */
export const row = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});

export const rowHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['2'] });

export const rowTitle = style({ margin: 0, fontWeight: 600, fontSize: vars.fontSize.sm });

export const fields = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(8.5rem, 1fr))', gap: vars.space['3'], minWidth: 0 });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** Furniture in a door's swing, or openings overlapping: the warning tone, with a bar so it does not rely on colour. */
export const warning = style({
  margin: 0,
  paddingInlineStart: vars.space['3'],
  borderInlineStart: `3px solid ${vars.color.warning}`,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.warning,
});

/** What the last Add or Remove did, in the muted text colour; its height kept so nothing moves. */
export const notice = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, minHeight: '1.5em' });
