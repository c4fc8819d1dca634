import { describe, expect, it } from 'vitest';
import { BoxGeometry, DirectionalLight, Group, Mesh, MeshBasicMaterial, MeshStandardMaterial, PointLight, Scene } from 'three';
import { compileParts } from './warmUp';

describe('the parts a scene is compiled in', () => {
  it('takes one object for each different set of materials, in the order of the scene', () => {
    const world = new Scene();
    const stone = new MeshStandardMaterial({ roughness: 0.8 });
    const glass = new MeshStandardMaterial({ transparent: true });
    const geometry = new BoxGeometry();
    const first = new Mesh(geometry, stone);
    const second = new Mesh(geometry, stone);
    const pane = new Mesh(geometry, glass);
    const both = new Mesh(geometry, [stone, glass]);
    const group = new Group().add(second, pane);
    world.add(new DirectionalLight(), first, group, both);
    expect(compileParts(world)).toEqual([first, pane, both]);
  });

  it('builds the scene whole when an object with a material holds a light (three.js would count the light twice)', () => {
    const world = new Scene();
    const lamp = new Mesh(new BoxGeometry(), new MeshBasicMaterial());
    lamp.add(new PointLight());
    world.add(lamp, new Mesh(new BoxGeometry(), new MeshBasicMaterial()));
    expect(compileParts(world)).toBeNull();
  });

  it('has no parts in a scene with nothing to draw', () => {
    expect(compileParts(new Scene().add(new DirectionalLight()))).toEqual([]);
  });
});
