import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';
import * as controlsCss from '../controls.css';
import * as layout from '../ToolWorkbench.css';
import * as scene3d from '../../../scene3d/Scene3D.css';
import { sceneRoomHeight } from '../../../scene2d/SceneStage.css';
import { PRESENT_GAP_PX } from './layout';

/** The Present and Print buttons, after the figure's save buttons. */
export const bar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });

/** The hint beside the buttons in Present mode. */
export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The box the visual is drawn in: on the page, the figure's first row; in Present mode, the largest area. */
export const visualBox = style({ display: 'grid', gap: vars.space['3'], minWidth: 0 });

/**
 * Present mode, on the workbench (the element shown full screen): the visual in the largest
 * area, the buttons, results and controls beside it (`side`) or under it (`bottom`), text of
 * results and labels at least 24 px. The fallback overlay is the same box, fixed over the page.
 */
const presenting = `${layout.workbench}[data-present]`;
const side = `${layout.workbench}[data-present-layout="side"]`;
const bottom = `${layout.workbench}[data-present-layout="bottom"]`;
const gap = `${PRESENT_GAP_PX}px`;
const big = '24px';

/**
 * A part of a tool's picture that Present leaves out, so the drawing gets the room: a table that
 * repeats in detail what the drawing and the results show (flow-pattern's passages).
 */
export const presentOmits = style({});
globalStyle(`${presenting} ${presentOmits}`, { display: 'none' });

/**
 * A 3D sample that Present draws taller than its 16 : 10 on the page, so that it fills the
 * screen's height rather than leaving a strip empty under it (surface-reflection's sphere, whose
 * frame stays wide in the layout with the controls under it); its canvas follows its box. Not for
 * a sample in a narrow column: its camera keeps its vertical field of view, so a frame taller than
 * wide would cut the sample's sides (material-properties' slab).
 */
export const presentTall = style({});
globalStyle(`${presenting} ${presentTall} ${scene3d.frame}`, { minHeight: 'min(55vh, 720px)' });

/**
 * A 3D view under a plan that Present draws lower than its 16 : 10, so that the plan above it keeps
 * its room: the plan fits the height the view leaves (vr-walkthrough's walk under its plan, which at
 * 16 : 10 of a desktop's width left the plan 56 px). Its canvas follows its box.
 */
export const presentShort = style({});
globalStyle(`${presenting} ${presentShort} ${scene3d.frame}`, { aspectRatio: 'auto', height: 'min(38vh, 480px)' });

globalStyle(presenting, {
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  width: '100vw',
  height: '100vh',
  maxWidth: 'none',
  margin: 0,
  padding: gap,
  gap,
  overflow: 'hidden',
  background: vars.color.bg,
  alignItems: 'stretch',
  fontSize: '20px',
});
globalStyle(side, {
  gridTemplateColumns: 'minmax(0, 1fr) clamp(280px, 26vw, 420px)',
  gridTemplateRows: 'auto auto minmax(0, 1fr)',
  gridTemplateAreas: '"visual bar" "visual results" "visual controls"',
});
/**
 * Narrower than this (a phone shown across a table, not a screen read from the back of a room):
 * the buttons take a row of their own over the results and the controls, side by side, and the
 * text keeps the page's sizes, for which those columns are wide enough.
 */
const NARROW = 'screen and (max-width: 599px)';
const WIDE = 'screen and (min-width: 600px)';
globalStyle(bottom, {
  gridTemplateColumns: 'auto minmax(0, 1fr) minmax(0, 1.4fr)',
  gridTemplateRows: 'minmax(0, 1fr) clamp(170px, 24vh, 280px)',
  gridTemplateAreas: '"visual visual visual" "bar results controls"',
  '@media': {
    [NARROW]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gridTemplateRows: 'minmax(0, 1fr) auto clamp(150px, 24vh, 240px)',
      gridTemplateAreas: '"visual visual" "bar bar" "results controls"',
      fontSize: vars.fontSize.md,
    },
  },
});
// The stage's panel gives way: the figure and the buttons take their own areas, the rest hides.
// (Its phone box, of limited height, gives way too: Present's own box sets the scene's scale.)
globalStyle(`${presenting} ${layout.stage}`, { display: 'contents', vars: { [sceneRoomHeight]: 'initial' } });
globalStyle(`${presenting} ${layout.stage} > :not(${layout.figure}):not(${bar})`, { display: 'none' });
globalStyle(`${presenting} ${layout.figure}`, { gridArea: 'visual', minHeight: 0, gridTemplateRows: 'minmax(0, 1fr)' });
globalStyle(`${presenting} ${layout.caption}`, { display: 'none' });
globalStyle(`${presenting} ${bar}`, { gridArea: 'bar', alignContent: 'start' });
globalStyle(`${bottom} ${bar}`, { flexDirection: 'column', alignItems: 'stretch', '@media': { [NARROW]: { flexDirection: 'row', alignItems: 'center' } } });
globalStyle(`${presenting} ${visualBox}`, {
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
  overflow: 'auto',
});
globalStyle(`${presenting} ${visualBox} > *`, { flex: '0 0 auto' });
// A drawing straight in the box shrinks to the room left by what sits under it (a legend); its
// viewBox keeps it whole and sharp.
globalStyle(`${presenting} ${visualBox} > svg`, { flex: '1 1 auto', minHeight: 0, height: 'auto' });

globalStyle(`${presenting} ${layout.controls}`, {
  gridArea: 'controls',
  position: 'static',
  minHeight: 0,
  overflow: 'auto',
  alignContent: 'start',
  padding: vars.space['4'],
});
globalStyle(`${bottom} ${layout.controls}`, {
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  '@media': { [NARROW]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
globalStyle(`${presenting} ${layout.results}`, { gridArea: 'results', minHeight: 0, overflow: 'auto', padding: vars.space['4'], alignContent: 'start' });
globalStyle(`${side} ${layout.results}`, { maxHeight: '45vh' });
globalStyle(`${presenting} ${layout.resultGrid}`, {
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  '@media': { [NARROW]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
globalStyle(`${presenting} ${layout.result}`, { padding: vars.space['3'] });
// Results and labels: at least 24 px, to be read from the back of a room (not on a phone: NARROW).
const wide = (rule: Record<string, string | number>) => ({ '@media': { [WIDE]: rule } });
globalStyle(`${presenting} ${layout.panelTitle}`, wide({ fontSize: big }));
globalStyle(`${presenting} ${layout.resultLabel}`, wide({ fontSize: big, lineHeight: 1.25 }));
globalStyle(`${presenting} ${layout.resultValue}`, wide({ fontSize: '32px', lineHeight: 1.25 }));
globalStyle(`${presenting} ${layout.controls} label`, wide({ fontSize: big, lineHeight: 1.25 }));
globalStyle(`${presenting} ${controlsCss.value}`, wide({ fontSize: big }));
globalStyle(`${presenting} ${layout.controls} :is(input, select, textarea, button)`, wide({ fontSize: '20px' }));

// The overlay (where full screen is refused) covers the page: the page under it stays still.
globalStyle('html[data-presenting="overlay"], html[data-presenting="overlay"] body', { overflow: 'hidden' });
