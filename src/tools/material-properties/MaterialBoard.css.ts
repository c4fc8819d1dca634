import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';
import { legible } from '../../ui/legible';

export const board = style({ containerType: 'inline-size' });
export const layout = style({
  display: 'grid',
  gap: vars.space['5'],
  alignItems: 'start',
  '@container': { '(min-width: 640px)': { gridTemplateColumns: 'minmax(0, 1.35fr) minmax(0, 1fr)' } },
});
export const panel = style({ display: 'grid', gap: vars.space['2'], minWidth: 0, margin: 0 });
export const title = style({ margin: 0, fontSize: vars.fontSize.xs, fontWeight: 650, letterSpacing: '0.06em', textTransform: 'uppercase', color: vars.color.textMuted });
export const finish = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 650 });
export const specs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['1']} ${vars.space['4']}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
export const spec = style({ display: 'flex', gap: vars.space['1'] });
export const specTerm = style({ fontWeight: 600 });
export const specValue = style({ margin: 0 });

export const rowLabel = style({ fill: vars.color.text, fontSize: legible(13), fontWeight: 650 });
export const rowNote = style({ fill: vars.color.textMuted, fontSize: legible(12), fontVariantNumeric: 'tabular-nums' });
export const baseBar = style({ fill: vars.color.surface, stroke: vars.color.borderStrong, strokeWidth: 1 });
export const scoreBar = style({ fill: vars.color.accent });
export const scoreText = style({ fill: vars.color.text, fontSize: legible(15), fontWeight: 750, fontVariantNumeric: 'tabular-nums' });
export const scoreInside = style({ fill: vars.color.accentText, fontSize: legible(15), fontWeight: 750, fontVariantNumeric: 'tabular-nums' });
export const tick = style({ fill: vars.color.textMuted, fontSize: legible(11), fontVariantNumeric: 'tabular-nums' });
export const connector = style({ stroke: vars.color.textMuted, strokeWidth: 1, strokeDasharray: '2 2' });
