import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';
import { palette } from '../../ui/palette';
import { sceneFirst, sceneRoomHeight } from '../../scene2d/SceneStage.css';

/** The ruler's height, CSS px (CanvasRuler.tsx draws in it). */
export const RULER_HEIGHT_PX = 30;

/**
 * The composition is a golden rectangle, wider than deep: drawn to a phone's width it fits the
 * stuck picture box, and its ruler (sized by the server to the column) stays the canvas's width.
 * So it is not held to the box's height, as a room is (SceneStage.css).
 */
export const wrap = style({ display: 'grid', gap: vars.space['3'], minWidth: 0, vars: { [sceneRoomHeight]: 'initial' } });

/** Legend keys drawn with the scene's own colours (src/ui/palette.ts). */
export const keyGrid = style({ stroke: vars.color.accent, strokeWidth: 1.5, strokeDasharray: '4 3', fill: 'none' });
export const keySpiral = style({ stroke: vars.color.text, strokeWidth: 1.5, fill: 'none' });
export const keySquare = style({ stroke: vars.color.borderStrong, strokeWidth: 1, fill: 'none' });
export const keyElement = style({ fill: palette.warmSoft, stroke: palette.warm, strokeWidth: 1.5 });

/**
 * The ruler over the canvas: centred like the scene and exactly as wide, so their edges meet;
 * before the code has measured the scene's scale (the prerendered page draws it at full size),
 * no wider than the column, as the scene itself, and of its one height.
 */
export const ruler = style([sceneFirst, { display: 'block', marginInline: 'auto', overflow: 'visible', maxWidth: '100%', height: `${RULER_HEIGHT_PX}px` }]);
export const rulerLine = style({ stroke: vars.color.text, strokeWidth: 1 });
export const rulerLabel = style({ fill: vars.color.textMuted, fontSize: '12px', fontVariantNumeric: 'tabular-nums' });
export const rulerEnd = style({ fill: vars.color.text, fontSize: '12px', fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const scaleNote = style({ margin: 0, textAlign: 'center', fontSize: vars.fontSize.sm, color: vars.color.textMuted });
/** The note's percentage: as wide at 48 as at 100, so the sentence breaks into the same lines at any scale. */
export const scalePct = style({ display: 'inline-block', minWidth: '3ch', textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
