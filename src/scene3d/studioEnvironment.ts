import {
  BackSide,
  BoxGeometry,
  CubeCamera,
  HalfFloatType,
  LinearMipmapLinearFilter,
  LinearSRGBColorSpace,
  Mesh,
  NoBlending,
  Scene,
  ShaderChunk,
  ShaderMaterial,
  Vector3,
  WebGLCubeRenderTarget,
  type Camera,
  type Texture,
  type WebGLRenderer,
} from 'three';
import { blurLobe, type Lobe, type Vec3 } from '../../engine/math/sphericalGaussian';
import { idleSlice } from '../../engine/loop/timers';
import { compileInBackground } from './warmUp';

/**
 * The studio every 3D sample is lit by: a soft room (a warm floor, pale walls and ceiling) with
 * three softboxes, made of spherical Gaussian lobes so that it can be prefiltered for every
 * roughness in closed form. Metals mirror it; rough surfaces take its blurred light.
 */
const SOFTBOXES: readonly Lobe[] = [
  // Key: high, front left.
  { axis: unit([-0.55, 0.7, 0.45]), amplitude: [9, 8.8, 8.5], sharpness: 60 },
  // Fill: low, to the right.
  { axis: unit([0.95, 0.2, 0.25]), amplitude: [3, 3.1, 3.3], sharpness: 30 },
  // Rim: behind, above.
  { axis: unit([0.15, 0.45, -0.9]), amplitude: [4, 4, 4], sharpness: 40 },
  // The ceiling's broad glow.
  { axis: [0, 1, 0], amplitude: [0.9, 0.9, 0.9], sharpness: 3 },
];
const FLOOR: Vec3 = [0.3, 0.26, 0.22];
const WALLS: Vec3 = [0.78, 0.78, 0.8];
const CEILING: Vec3 = [0.92, 0.93, 0.96];

/** Face size of the sharpest level; the roughest is 8 px (as three.js's own PMREM). */
const SIZE = 128;
const LOD_MIN = 3;

/**
 * The roughness a level stands for: three.js's PMREMGenerator.lodToRoughness, which its shaders
 * invert (roughnessToMip) when they read the environment.
 */
function lodToRoughness(lod: number, maxLod: number): number {
  return maxLod > 0 ? 1 - Math.sqrt(1 - lod / maxLod) : 0;
}

function unit([x, y, z]: Vec3): Vec3 {
  const length = Math.hypot(x, y, z);
  return [x / length, y / length, z / length];
}

const fragmentShader = /* glsl */ `
  #define LOBES ${SOFTBOXES.length}
  varying vec3 vWorldDirection;
  uniform vec3 axes[LOBES];
  uniform vec3 amplitudes[LOBES];
  uniform float sharpnesses[LOBES];
  uniform vec3 floorColour;
  uniform vec3 wallColour;
  uniform vec3 ceilingColour;
  uniform float spread;
  void main() {
    vec3 v = normalize(vWorldDirection);
    // The room: floor to walls to ceiling, its edges softer on rougher levels.
    vec3 room = mix(floorColour, wallColour, smoothstep(-spread, spread, v.y));
    room = mix(room, ceilingColour, smoothstep(0.5 - spread, 0.5 + spread, v.y));
    vec3 light = room;
    for (int i = 0; i < LOBES; i++) {
      light += amplitudes[i] * exp(sharpnesses[i] * (dot(axes[i], v) - 1.0));
    }
    gl_FragColor = vec4(light, 1.0);
  }
`;

/** The studio being rendered: its texture, filled by `build`, and its disposal. */
export interface StudioEnvironment {
  texture: Texture;
  /**
   * Renders every level, one face of one level per idle slice after the program has compiled
   * in the background (a whole level's six faces at once held the page ~85 ms at 4× CPU
   * slowdown here); resolves true once the texture is complete, false if `alive()` turned false first.
   */
  build: (alive: () => boolean) => Promise<boolean>;
  dispose: () => void;
}

/**
 * Renders the studio into a prefiltered environment (three.js's PMREM layout: a cube with one
 * mip level per roughness, `isPMREMTexture`), evaluating the lobes per texel: a few cheap passes
 * where three's PMREMGenerator integrates hundreds of samples per texel (seconds on a software
 * renderer). Nothing is drawn until `build` runs.
 */
export function createStudioEnvironment(renderer: WebGLRenderer): StudioEnvironment {
  const target = new WebGLCubeRenderTarget(SIZE, {
    type: HalfFloatType,
    colorSpace: LinearSRGBColorSpace,
    minFilter: LinearMipmapLinearFilter,
    generateMipmaps: false,
    depthBuffer: false,
  });
  const maxLod = Math.log2(SIZE) - LOD_MIN;
  for (let lod = 0; lod <= maxLod; lod += 1) target.texture.mipmaps.push({ width: SIZE >> lod, height: SIZE >> lod } as never);
  target.texture.name = 'Studio';
  target.texture.isPMREMTexture = true;

  const material = new ShaderMaterial({
    name: 'Studio',
    vertexShader: ShaderChunk.cube_vert,
    fragmentShader,
    uniforms: {
      axes: { value: SOFTBOXES.map((lobe) => new Vector3(...lobe.axis)) },
      amplitudes: { value: SOFTBOXES.map(() => new Vector3()) },
      sharpnesses: { value: SOFTBOXES.map(() => 0) },
      floorColour: { value: new Vector3(...FLOOR) },
      wallColour: { value: new Vector3(...WALLS) },
      ceilingColour: { value: new Vector3(...CEILING) },
      spread: { value: 0 },
    },
    side: BackSide,
    blending: NoBlending,
    depthTest: false,
    depthWrite: false,
  });
  const box = new Mesh(new BoxGeometry(5, 5, 5), material);
  const room = new Scene().add(box);
  const camera = new CubeCamera(1, 10, target);

  const uniforms = material.uniforms as Record<'amplitudes' | 'sharpnesses' | 'spread', { value: unknown }>;
  const setLevel = (lod: number) => {
    const roughness = lodToRoughness(lod, maxLod);
    const lobes = SOFTBOXES.map((lobe) => blurLobe(lobe, roughness));
    uniforms.amplitudes.value = lobes.map((lobe) => new Vector3(...lobe.amplitude));
    uniforms.sharpnesses.value = lobes.map((lobe) => lobe.sharpness);
    uniforms.spread.value = 0.08 + 0.6 * roughness * roughness;
  };
  // The cube's six cameras (+x, −x, +y, −y, +z, −z), set up as CubeCamera.update sets them.
  const faces = camera.children as Camera[];
  const aimFaces = () => {
    camera.updateMatrixWorld();
    if (camera.coordinateSystem !== renderer.coordinateSystem) {
      camera.coordinateSystem = renderer.coordinateSystem;
      camera.updateCoordinateSystem();
    }
  };
  // One face of one level: what CubeCamera.update does for each face in turn, a step of its own.
  const renderFace = (lod: number, face: number) => {
    const previous = [renderer.getRenderTarget(), renderer.getActiveCubeFace(), renderer.getActiveMipmapLevel()] as const;
    // The renderer uses the target's viewport as it is, not scaled to the level.
    target.viewport.set(0, 0, SIZE >> lod, SIZE >> lod);
    try {
      renderer.setRenderTarget(target, face, lod);
      renderer.render(room, faces[face]!);
    } finally {
      renderer.setRenderTarget(...previous);
      target.viewport.set(0, 0, SIZE, SIZE);
    }
  };
  const release = () => {
    box.geometry.dispose();
    material.dispose();
  };

  return {
    texture: target.texture,
    async build(alive) {
      try {
        await idleSlice();
        if (!alive()) return false;
        // The cube target's six faces and their levels made on the GPU in a slice of their own,
        // not in the first face's (~17 ms at 4× CPU slowdown).
        renderer.initRenderTarget(target);
        await compileInBackground(renderer, room, faces[0]!, target);
        aimFaces();
        for (let lod = 0; lod <= maxLod; lod += 1) {
          setLevel(lod);
          for (let face = 0; face < faces.length; face += 1) {
            await idleSlice();
            if (!alive()) return false;
            renderFace(lod, face);
          }
        }
        return true;
      } finally {
        release();
      }
    },
    dispose: () => {
      release();
      target.dispose();
    },
  };
}
