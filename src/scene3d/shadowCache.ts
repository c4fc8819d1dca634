/**
 * The shadow map redrawn only when what casts or shapes a shadow has changed: a shadow-casting
 * light's place, aim or shadow settings, or a caster's place, shape or visibility. Turning the
 * view or changing a material (roughness, metalness, colour) leaves every shadow where it was,
 * so those frames skip the shadow pass: a 1024 × 1024 depth render, more pixels than the view
 * itself on a phone.
 */
import type { Object3D, Scene, WebGLRenderer } from 'three';

interface Caster extends Object3D {
  geometry?: { uuid: string };
  shadow?: { mapSize: { x: number; y: number }; bias: number; normalBias: number; radius: number; camera: { matrixWorld: { elements: ArrayLike<number> }; projectionMatrix: { elements: ArrayLike<number> } } };
  target?: Object3D;
}

/** Everything a shadow depends on, as one string (the scene's graph is small: a few casters). */
export function shadowSignature(scene: Scene): string {
  scene.updateMatrixWorld();
  const parts: string[] = [];
  scene.traverseVisible((object) => {
    const caster = object as Caster;
    if (!caster.castShadow && !caster.receiveShadow) return;
    parts.push(caster.uuid, caster.castShadow ? '1' : '0', Array.from(caster.matrixWorld.elements).join());
    if (caster.geometry) parts.push(caster.geometry.uuid);
    if (caster.shadow) {
      const { mapSize, bias, normalBias, radius, camera } = caster.shadow;
      parts.push(`${mapSize.x}x${mapSize.y}`, String(bias), String(normalBias), String(radius), Array.from(camera.projectionMatrix.elements).join());
      if (caster.target) parts.push(Array.from(caster.target.matrixWorld.elements).join());
    }
  });
  return parts.join('|');
}

/**
 * Takes the shadow map's updates into its own hands (`autoUpdate` off); call `beforeFrame` before
 * each frame is rendered: it asks for a shadow pass when the signature changed since the last.
 */
export function cacheShadows(gl: WebGLRenderer, scene: Scene): { beforeFrame(): boolean } {
  let last: string | null = null;
  gl.shadowMap.autoUpdate = false;
  gl.shadowMap.needsUpdate = true;
  return {
    beforeFrame() {
      const now = shadowSignature(scene);
      if (now === last) return false;
      last = now;
      gl.shadowMap.needsUpdate = true;
      return true;
    },
  };
}
