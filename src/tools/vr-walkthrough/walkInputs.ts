import { PLAN_HEIGHT, PLAN_WIDTH, type Inputs, type Waypoint } from '../../../engine/tools/vr-walkthrough';

/**
 * The walkthrough's inputs plus the marker where the keyboard adds the next waypoint. The
 * marker lives among the inputs (an extra field the engine passes through) so the Waypoint
 * X/Y fields and the marker on the plan share it; the shell's Reset puts it back in the middle.
 */
export type WalkInputs = Inputs & { cursor?: Waypoint };

/** The marker starts in the middle of the plan. */
export const DEFAULT_CURSOR: Readonly<Waypoint> = { x: PLAN_WIDTH / 2, y: PLAN_HEIGHT / 2 };

export const cursorOf = (inputs: WalkInputs): Waypoint => inputs.cursor ?? DEFAULT_CURSOR;
