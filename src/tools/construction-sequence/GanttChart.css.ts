import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';
import { legible } from '../../ui/legible';

export const wrap = style({ display: 'grid', gap: vars.space['2'], minWidth: 0 });

/** The timeline keeps its drawn size (6 px a day stays 6 px); a box narrower than it scrolls. */
export const scroller = style({
  overflowX: 'auto',
  overflowY: 'hidden',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

/** Centred while it fits; from the left edge, scrolling, when it does not. */
export const svg = style({ display: 'block', maxWidth: 'none', marginInline: 'auto', fontFamily: vars.font.body });

/** Only where the box is narrower than the 640 px timeline. */
export const scrollHint = style({
  display: 'none',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  '@media': { 'screen and (max-width: 719px)': { display: 'block' } },
});

export const gridLine = style({ stroke: vars.color.border, strokeWidth: 1 });
export const axis = style({ stroke: vars.color.textMuted, strokeWidth: 1 });
export const bar = style({ fill: vars.color.accent });
export const milestone = style({ fill: vars.color.surfaceRaised, stroke: vars.color.accent, strokeWidth: 1.5 });

/** 12 px names: labelLines fits 15 characters of it in the 112 px label column. */
export const name = style({ fill: vars.color.text, fontSize: legible(12), fontWeight: 500 });
export const days = style({ fill: vars.color.textMuted, fontSize: legible(12), fontVariantNumeric: 'tabular-nums' });
export const tick = style({ fill: vars.color.textMuted, fontSize: legible(12), fontVariantNumeric: 'tabular-nums' });
export const axisTitle = style({ fill: vars.color.textMuted, fontSize: legible(12) });

export const dimension = style({ stroke: vars.color.text, strokeWidth: 1 });
export const dimensionTick = style({ stroke: vars.color.text, strokeWidth: 1.5 });
export const totalName = style({ fill: vars.color.text, fontSize: legible(12), fontWeight: 600 });
export const totalValue = style({ fill: vars.color.text, fontSize: legible(13), fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
