import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/** The plan file's buttons and what they say, in a row that wraps on a phone. */
export const group = style({ display: 'grid', gap: vars.space['2'], minWidth: 0 });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });

/**
 * 'Open plan' is the file input itself, visually hidden inside a label drawn as a button: the
 * label shows the input's focus, so a keyboard user sees where they are.
 */
export const openLabel = style({
  position: 'relative',
  selectors: { '&:focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const status = style({ fontSize: vars.fontSize.sm, color: vars.color.success, fontWeight: 600, minHeight: '1.5em', overflowWrap: 'anywhere' });

export const failed = style({ color: vars.color.warning });

/** Set on the drop target while a file is dragged over it: a dashed accent frame inside its edge. */
export const DRAG_ATTRIBUTE = 'data-plan-file-over';

globalStyle(`[${DRAG_ATTRIBUTE}]`, {
  outline: `3px dashed ${vars.color.accent}`,
  outlineOffset: '-3px',
  background: vars.color.accentSoft,
});
