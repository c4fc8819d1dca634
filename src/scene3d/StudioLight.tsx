import { useLayoutEffect } from 'react';
import { useThree } from '@react-three/fiber';
import { createStudioEnvironment } from './studioEnvironment';
import { useWarmUpJob } from './DemandCanvas';

export interface StudioLightProps {
  /** How strongly the studio lights the scene (three.js's scene.environmentIntensity). */
  strength: number;
  /**
   * Bumped after the WebGL context is restored: the environment's render target comes back
   * empty, so it is built again.
   */
  generation?: number;
}

/**
 * Lights the scene with the studio (src/scene3d/studioEnvironment.ts), built on the GPU in idle
 * slices when the scene mounts (nothing is downloaded; the canvas's first frame waits for it);
 * removed and disposed on unmount.
 */
export function StudioLight({ strength, generation = 0 }: StudioLightProps) {
  // The store's getter: the scene is three.js state to mutate, not a React value.
  const get = useThree((state) => state.get);
  const register = useWarmUpJob();
  useLayoutEffect(() => {
    const { gl, scene } = get();
    const studio = createStudioEnvironment(gl);
    const previous = scene.environment;
    let alive = true;
    register(
      studio.build(() => alive).then((built) => {
        if (!built) return;
        scene.environment = studio.texture;
        get().invalidate();
      }),
    );
    return () => {
      alive = false;
      scene.environment = previous;
      studio.dispose();
    };
  }, [get, register, generation]);
  useLayoutEffect(() => {
    const { scene, invalidate } = get();
    scene.environmentIntensity = strength;
    invalidate();
  }, [get, strength]);
  return null;
}
