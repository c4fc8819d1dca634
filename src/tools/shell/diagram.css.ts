import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/** Shared look of the tools' SVG drawings: thin lines, labelled dimensions, one accent. */
export const svg = style({ width: '100%', height: 'auto', display: 'block', fontFamily: vars.font.body });

export const line = style({ stroke: vars.color.text, strokeWidth: 1.5, fill: 'none' });
export const thin = style({ stroke: vars.color.borderStrong, strokeWidth: 1, fill: 'none' });
export const dim = style({ stroke: vars.color.textMuted, strokeWidth: 1, fill: 'none' });
export const accentStroke = style({ stroke: vars.color.accent, strokeWidth: 2, fill: 'none' });
export const accentFill = style({ fill: vars.color.accent });
export const accentArea = style({ fill: vars.color.accentSoft, stroke: vars.color.accent, strokeWidth: 1.5 });
export const warmArea = style({ fill: '#fdf0e1', stroke: '#a85400', strokeWidth: 1.5 });
export const solid = style({ fill: vars.color.text });
export const surface = style({ fill: vars.color.surface, stroke: vars.color.borderStrong, strokeWidth: 1 });
export const label = style({ fill: vars.color.text, fontSize: '13px' });
export const labelMuted = style({ fill: vars.color.textMuted, fontSize: '12px' });
export const labelAccent = style({ fill: vars.color.accent, fontSize: '13px', fontWeight: 700 });
export const labelWarm = style({ fill: '#8a4500', fontSize: '13px', fontWeight: 700 });
