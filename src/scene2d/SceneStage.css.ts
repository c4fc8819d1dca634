import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { TOOL_ONE_COLUMN, vars } from '../ui/theme.css';

/**
 * The height a scene may take where it sits in a box of limited height (on a phone, the picture's
 * box stuck under the header), set by that box; unset elsewhere. The stand-in and the stage (whose
 * scale SceneStage works out from the wrapper's computed max-height) both keep within it, so a
 * deep room shows whole, and the stage is the stand-in's size.
 */
export const sceneRoomHeight = createVar();
/** Where the room is unset, max-height is none: no limit. */
const sceneMaxHeight = fallbackVar(sceneRoomHeight, 'none');

// On a phone, in the stuck picture box, the scene comes before its toolbar (and the rest), at the box's top.
const PHONE = TOOL_ONE_COLUMN;

/** First on a phone: the scene's frame, and a tool's own box around its scene or what sits above it (a ruler). */
export const sceneFirst = style({ '@media': { [PHONE]: { order: -1 } } });

/**
 * Around the scene: as wide as its column, never sized by the stage inside (contain), so the
 * scene's measure follows the column as it grows and as it shrinks.
 */
export const frame = style([sceneFirst, { width: '100%', minWidth: 0, contain: 'inline-size' }]);

/** The scene's wrapper: its top-left corner is the canvas origin (no padding, no border). */
export const scene = style({
  position: 'relative',
  width: 'fit-content',
  maxWidth: '100%',
  marginInline: 'auto',
  lineHeight: 0,
  background: vars.color.bg,
  touchAction: 'none',
  maxHeight: sceneMaxHeight,
  // On paper the canvases print as they are, zoomed to the room the stage sets (--print-zoom).
  '@media': { print: { zoom: 'var(--print-zoom, 1)' } },
});

/**
 * Before hydration: an empty box of the scene's proportions and size, so nothing shifts. Its width
 * attribute is the scene's at full scale; it shrinks, keeping its proportions, to the frame's width
 * and to the room's height, as the stage's scale does.
 */
export const placeholder = style({
  display: 'block',
  width: 'auto',
  height: 'auto',
  maxWidth: '100%',
  maxHeight: sceneMaxHeight,
  background: vars.color.surface,
});

export const handle = style({
  position: 'absolute',
  // Placed by a transform (DragHandle's handleBox).
  left: 0,
  top: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  pointerEvents: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
