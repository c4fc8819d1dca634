import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';
import { palette } from '../../ui/palette';
import { legible } from '../../ui/legible';

/** Light: the drawings' warm tone. The target band: the success green. */
export const coneEdge = style({ stroke: '#c47a00', strokeWidth: 1, fill: 'none' });
export const pool = style({ fill: palette.light });
export const poolEdge = style({ stroke: palette.warm, strokeWidth: 3, fill: 'none' });
export const bounce = style({ stroke: palette.warm, strokeWidth: 1.25, strokeDasharray: '3 3', fill: 'none' });
export const fitting = style({ fill: vars.color.text });
export const cord = style({ stroke: vars.color.text, strokeWidth: 1 });
export const cut = style({ fill: palette.cut, stroke: vars.color.text, strokeWidth: 1.25 });
export const hatch = style({ stroke: palette.hatch, strokeWidth: 0.75 });
export const floorTone = style({ stroke: vars.color.text, strokeWidth: 1.25 });

export const target = style({ fill: palette.successSoft, stroke: vars.color.success, strokeWidth: 1 });
export const labelTarget = style({ fill: vars.color.success, fontSize: legible(12), fontWeight: 650 });
export const track = style({ fill: 'none', stroke: vars.color.borderStrong, strokeWidth: 1 });
export const direct = style({ fill: vars.color.accent });
export const reflected = style({ fill: '#9fb6e8' });
export const curve = style({ stroke: vars.color.accent, strokeWidth: 2, fill: 'none' });
export const point = style({ fill: vars.color.accent, stroke: vars.color.surfaceRaised, strokeWidth: 2 });
export const labelWarm = style({ fill: palette.warmText, fontSize: legible(13), fontWeight: 700 });
export const small = style({ fill: vars.color.textMuted, fontSize: legible(11) });
export const halo = style({ paintOrder: 'stroke', stroke: vars.color.surfaceRaised, strokeWidth: 4, strokeLinejoin: 'round' });

/** The light across the work plane: its area under the cosine-cubed curve, the average dashed, the spot's outline. */
export const profileArea = style({ fill: palette.lightSoft });
export const average = style({ stroke: palette.warm, strokeWidth: 1.5, strokeDasharray: '4 3', fill: 'none' });
export const stripEdge = style({ stroke: palette.warm, strokeWidth: 1 });

