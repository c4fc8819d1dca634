import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';
import { PRIVATE_FILL, PUBLIC_FILL } from './privacyColour';
import { palette } from '../../ui/palette';

export const wrap = style({ display: 'grid', gap: vars.space['3'], minWidth: 0 });

/** The privacy scale as a bar between its two words. */
export const scale = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });
export const scaleBar = style({
  display: 'block',
  width: '72px',
  height: '12px',
  borderRadius: '3px',
  border: `1px solid ${vars.color.accent}`,
  background: `linear-gradient(to right, ${PUBLIC_FILL}, ${PRIVATE_FILL})`,
});

/** Legend keys drawn with the scene's own colours (src/ui/palette.ts). */
export const keyAdjacency = style({ stroke: vars.color.text, strokeWidth: 3, fill: 'none' });
export const keyConflict = style({ stroke: palette.warm, strokeWidth: 3, strokeDasharray: '5 3', fill: 'none' });
export const keyScale = style({ stroke: vars.color.text, strokeWidth: 1, fill: vars.color.text });
