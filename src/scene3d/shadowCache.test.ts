import { describe, expect, it } from 'vitest';
import { DirectionalLight, Mesh, MeshStandardMaterial, Scene, SphereGeometry } from 'three';
import { shadowSignature } from './shadowCache';

function scene() {
  const world = new Scene();
  const light = new DirectionalLight('#fff', 1);
  light.castShadow = true;
  light.position.set(3, 3, 1);
  const material = new MeshStandardMaterial({ roughness: 0.5 });
  const sphere = new Mesh(new SphereGeometry(1), material);
  sphere.castShadow = true;
  world.add(light, sphere);
  return { world, light, sphere, material };
}

describe('shadow cache', () => {
  it('keeps the signature when only a material changes', () => {
    const { world, material } = scene();
    const before = shadowSignature(world);
    material.roughness = 0.9;
    material.metalness = 1;
    expect(shadowSignature(world)).toBe(before);
  });

  it('changes it when the light moves, a caster moves or changes shape, or the shadow settings change', () => {
    const { world, light, sphere } = scene();
    let last = shadowSignature(world);
    const changed = () => {
      const now = shadowSignature(world);
      const differs = now !== last;
      last = now;
      return differs;
    };
    light.position.set(-3, 2, 1);
    expect(changed()).toBe(true);
    sphere.position.y = 0.5;
    expect(changed()).toBe(true);
    sphere.geometry = new SphereGeometry(1, 8, 8);
    expect(changed()).toBe(true);
    light.shadow.bias = -0.001;
    expect(changed()).toBe(true);
    sphere.visible = false;
    expect(changed()).toBe(true);
    expect(changed()).toBe(false);
  });
});
