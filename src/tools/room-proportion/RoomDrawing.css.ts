import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';
import { legible } from '../../ui/legible';

export const drawing = style({ display: 'grid', gap: vars.space['3'] });
/** Not wider than about 1.2× its drawn size, so labels stay drawing-sized on a desktop. */
export const sheet = style({ maxWidth: '620px', marginInline: 'auto' });

/** Walls cut by the section or plan: solid poché, as on a drawing. */
export const wall = style({ fill: vars.color.text });
/** The room's clear interior. */
export const room = style({ fill: vars.color.surface });
/** The ground under the section. */
export const ground = style({ fill: 'none', stroke: vars.color.textMuted, strokeWidth: 0.75 });
export const figure = style({ fill: vars.color.textMuted });
export const glazing = style({ fill: vars.color.accentSoft, stroke: vars.color.textMuted, strokeWidth: 1 });
export const viewTitle = style({ fill: vars.color.textMuted, fontSize: legible(12), fontWeight: 650, letterSpacing: '0.08em' });
export const area = style({ fill: vars.color.text, fontSize: legible(13), fontWeight: 650 });
export const scaleFill = style({ fill: vars.color.text, stroke: vars.color.text, strokeWidth: 1 });
export const scaleEmpty = style({ fill: vars.color.surfaceRaised, stroke: vars.color.text, strokeWidth: 1 });
