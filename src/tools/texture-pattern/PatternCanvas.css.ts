import { style } from '@vanilla-extract/css';
import { BACKGROUND_HEX } from '../../../engine/tools/texture-pattern';
import { vars } from '../../ui/theme.css';

export const wrap = style({ display: 'grid', gap: vars.space['3'] });

/**
 * The swatch: as wide as the figure at a fixed aspect ratio, so the server-rendered canvas
 * takes its final size before any drawing. `color` carries the accent token into the
 * canvas annotations (read with getComputedStyle).
 */
export const canvas = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 10',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: BACKGROUND_HEX,
  color: vars.color.accent,
  fontFamily: vars.font.body,
});

export const swatch = style({ stroke: vars.color.borderStrong, strokeWidth: 1 });
export const mono = style({ fontFamily: vars.font.mono, color: vars.color.text });
