import { useEffect, useRef } from 'react';
import { OrbitControls } from '@react-three/drei/core/OrbitControls';
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib';
import { LOOK_STEP_RAD, type LookLink } from './look';

export interface TurnControlsProps {
  /** The point the camera looks at and turns round. */
  target: readonly [number, number, number];
  /** The frame's link for the arrow keys and Reset view. */
  lookRef?: LookLink;
  /** The lowest the camera goes: its greatest angle from straight above, radians (below the horizon shows the floor's underside). */
  maxPolarRad?: number;
}

/** The highest the camera goes: 10° from straight above. */
const MIN_POLAR_RAD = Math.PI / 18;

/**
 * Turns a sample under the pointer: drei's OrbitControls, rotation only (no zoom, no pan, no
 * damping, so each move is one on-demand frame and nothing drifts after the drag), by mouse,
 * pen or finger on the canvas. The arrow keys of the frame turn it by steps (ArrowRight as a drag
 * to the right), and Reset view puts the camera back where the scene opened it.
 */
export function TurnControls({ target, lookRef, maxPolarRad = (85 * Math.PI) / 180 }: TurnControlsProps) {
  const controls = useRef<OrbitControlsImpl>(null);

  useEffect(() => {
    const orbit = controls.current;
    if (!orbit) return;
    // The opening view, with the target the props gave (the constructor saved the origin).
    orbit.update();
    orbit.saveState();
    if (!lookRef) return;
    lookRef.current = {
      step: (x, y) => {
        // As a drag: right moves the camera left round the sample, so the sample turns right; down lifts the camera.
        if (x !== 0) orbit.setAzimuthalAngle(orbit.getAzimuthalAngle() - x * LOOK_STEP_RAD);
        if (y !== 0) orbit.setPolarAngle(orbit.getPolarAngle() - y * LOOK_STEP_RAD);
      },
      reset: () => orbit.reset(),
    };
    return () => {
      lookRef.current = null;
    };
  }, [lookRef]);

  return (
    <OrbitControls
      ref={controls}
      target={[...target]}
      enableZoom={false}
      enablePan={false}
      enableDamping={false}
      minPolarAngle={MIN_POLAR_RAD}
      maxPolarAngle={maxPolarRad}
    />
  );
}
