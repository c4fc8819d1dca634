import { useLayoutEffect } from 'react';
import { useThree } from '@react-three/fiber';
import { createStudioEnvironment } from './studioEnvironment';

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
 * Lights the scene with the studio (src/scene3d/studioEnvironment.ts), built on the GPU when the
 * scene mounts (nothing is downloaded); removed and disposed on unmount.
 */
export function StudioLight({ strength, generation = 0 }: StudioLightProps) {
  // The store's getter: the scene is three.js state to mutate, not a React value.
  const get = useThree((state) => state.get);
  useLayoutEffect(() => {
    const { gl, scene, invalidate } = get();
    const studio = createStudioEnvironment(gl);
    const previous = scene.environment;
    scene.environment = studio.texture;
    invalidate();
    return () => {
      scene.environment = previous;
      studio.dispose();
    };
  }, [get, generation]);
  useLayoutEffect(() => {
    const { scene, invalidate } = get();
    scene.environmentIntensity = strength;
    invalidate();
  }, [get, strength]);
  return null;
}
