import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';
import { palette } from '../../ui/palette';
import { FURNITURE_FILL, FURNITURE_LINE } from './tones';
import { sceneFirst } from '../../scene2d/SceneStage.css';

export const wrap = style({ display: 'grid', gap: vars.space['3'], minWidth: 0 });
/** The plan's frame (where a plan file may be dropped). */
export const planFrame = style([sceneFirst, { minWidth: 0 }]);

/**
 * The keyboard's way to add waypoints: a + marker over the plan. The pointer passes through
 * it to the canvas (a click adds a waypoint where it lands); focused, it stands out.
 */
export const marker = style({
  position: 'absolute',
  padding: 0,
  border: `1.5px dashed ${vars.color.accent}`,
  borderRadius: '50%',
  background: 'transparent',
  pointerEvents: 'none',
  opacity: 0.7,
  '::before': {
    content: '""',
    position: 'absolute',
    left: '50%',
    top: '4px',
    bottom: '4px',
    width: '1.5px',
    marginLeft: '-0.75px',
    background: vars.color.accent,
  },
  '::after': {
    content: '""',
    position: 'absolute',
    top: '50%',
    left: '4px',
    right: '4px',
    height: '1.5px',
    marginTop: '-0.75px',
    background: vars.color.accent,
  },
  selectors: {
    '&:focus-visible': {
      opacity: 1,
      borderStyle: 'solid',
      background: 'rgba(232, 238, 251, 0.6)',
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

const dot = { display: 'inline-block', width: '12px', height: '12px', borderRadius: '50%' } as const;
export const keyStart = style({ ...dot, background: vars.color.text });
export const keyWaypoint = style({ ...dot, background: vars.color.accent });
export const keyWalker = style({ ...dot, background: palette.warm, boxShadow: '0 0 0 4px rgba(168, 84, 0, 0.18)' });
export const keyLoop = style({ display: 'inline-block', width: '20px', height: 0, borderTop: `2px dashed ${vars.color.accent}` });
export const keyGrid = style({
  display: 'inline-block',
  width: '14px',
  height: '14px',
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundImage: `linear-gradient(${vars.color.borderStrong}, ${vars.color.borderStrong}), linear-gradient(${vars.color.borderStrong}, ${vars.color.borderStrong})`,
  backgroundSize: '1px 100%, 100% 1px',
  backgroundPosition: 'center',
  backgroundRepeat: 'no-repeat',
});

/** The 3D preview under the plan. */
export const preview = style({ display: 'grid', gap: vars.space['2'], minWidth: 0, marginTop: vars.space['2'] });

/** A waypoint inside furniture: the warm dot with its dashed ring. */
export const keyBlocked = style({ ...dot, background: palette.warm, boxShadow: `0 0 0 2px #fff, 0 0 0 4px ${palette.warm}` });
export const keyFurniture = style({ display: 'inline-block', width: '16px', height: '12px', background: FURNITURE_FILL, border: `1px solid ${FURNITURE_LINE}` });
/** A door: a quarter swing from its leaf. */
export const keyDoor = style({
  display: 'inline-block',
  width: '14px',
  height: '14px',
  borderTop: `1.5px dashed ${palette.textMuted}`,
  borderRight: `1.5px dashed ${palette.textMuted}`,
  borderTopRightRadius: '14px',
  borderLeft: `2px solid ${palette.text}`,
});
/** A window: a thin double line. */
export const keyWindow = style({ display: 'inline-block', width: '18px', height: '4px', borderTop: `1px solid ${palette.text}`, borderBottom: `1px solid ${palette.text}` });
/** A door whose swing holds furniture: its swing warm and heavier, as drawOpenings draws it. */
export const keySwingBlocked = style([
  keyDoor,
  { borderTop: `2px dashed ${palette.warm}`, borderRight: `2px dashed ${palette.warm}`, borderLeft: `3px solid ${palette.warm}` },
]);
