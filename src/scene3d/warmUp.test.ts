import { afterEach, describe, expect, it, vi } from 'vitest';
import { BoxGeometry, DirectionalLight, Group, Mesh, MeshBasicMaterial, MeshStandardMaterial, PerspectiveCamera, PointLight, Scene, type WebGLRenderer, type WebGLRenderTarget } from 'three';
import { compileInBackground, compileParts } from './warmUp';

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

describe('compiling in the background', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('compiles a part per idle slice, then gives each new program its first use in a slice of its own', async () => {
    vi.useFakeTimers();
    const steps: string[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      steps.push('slice');
      return setTimeout(callback, 0);
    });
    // Each compile builds a program (three.js lists them in info.programs); one was built before.
    const program = (n: number) => ({ getUniforms: () => steps.push(`uniforms ${n}`), getAttributes: () => steps.push(`attributes ${n}`) });
    const programs = [program(1)];
    let bound: string | null = null;
    const cube = { name: 'cube' } as unknown as WebGLRenderTarget;
    const renderer = {
      getContext: () => ({}),
      extensions: { has: () => false },
      compile: () => {
        steps.push(`compile into ${bound ?? 'the canvas'}`);
        programs.push(program(programs.length + 1));
      },
      getRenderTarget: () => (bound === null ? null : cube),
      setRenderTarget: (target: { name: string } | null) => void (bound = target?.name ?? null),
      info: { programs },
      shadowMap: { enabled: false },
    } as unknown as WebGLRenderer;
    const scene = new Scene().add(new Mesh(new BoxGeometry(), new MeshBasicMaterial()), new Mesh(new BoxGeometry(), new MeshStandardMaterial()));
    const done = compileInBackground(renderer, scene, new PerspectiveCamera());
    await vi.runAllTimersAsync();
    await done;
    expect(steps).toEqual([
      'slice', 'compile into the canvas', 'slice', 'compile into the canvas', 'slice',
      'slice', 'uniforms 2', 'attributes 2', 'slice', 'uniforms 3', 'attributes 3',
    ]);

    // Drawn into a render target (the studio's cube), the programs are those of the target, which
    // is bound only while they are built; only the one built now has its first use.
    steps.length = 0;
    const intoCube = compileInBackground(renderer, new Scene().add(new Mesh(new BoxGeometry(), new MeshBasicMaterial())), new PerspectiveCamera(), cube);
    await vi.runAllTimersAsync();
    await intoCube;
    expect(steps.filter((step) => step.startsWith('compile'))).toEqual(['compile into cube']);
    expect(steps.filter((step) => step.startsWith('uniforms'))).toEqual(['uniforms 4']);
    expect(bound).toBeNull();
  });
});
