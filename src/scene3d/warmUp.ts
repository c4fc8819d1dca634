import { BackSide, DoubleSide, FrontSide, HalfFloatType, MeshDepthMaterial, Vector4, WebGLRenderer, WebGLRenderTarget, type Camera, type Material, type Mesh, type Object3D, type Scene, type Texture } from 'three';
import { steadyFrames } from '../../engine/loop/frameLoop';
import { after, idleSlice } from '../../engine/loop/timers';

/**
 * Without KHR_parallel_shader_compile a page cannot ask whether a program is ready, yet the
 * browser still builds it in the background (Chromium's ANGLE compiles, links and prepares its
 * pipelines on worker threads): the first draw that uses it then waits for the rest. Measured
 * with SwiftShader, a studio scene's first draw blocks ~120–220 ms straight after compiling and
 * ~35 ms after this long. Phones' GPUs offer the extension and do not wait.
 */
export const SETTLE_MS = 300;

/** How often the GPU's progress is asked for, and how long it is waited for at most (ms). */
const POLL_MS = 16;
const MAX_WAIT_MS = 5000;

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    after(ms, resolve);
  });

/**
 * Resolves once the GPU process has done every command queued so far (a fence, asked without
 * blocking), at most MAX_WAIT_MS from now. Any call that needs an answer from the GPU process
 * (an extension enabled, a program's status, a uniform's location) waits for its whole queue,
 * which on a phone or a software renderer can hold the context's start-up, the page's own
 * raster work and every program queued for compiling: asked after this, it does not wait.
 */
export async function gpuCaughtUp(gl: WebGLRenderingContext | WebGL2RenderingContext): Promise<void> {
  if (!('fenceSync' in gl)) return;
  const sync = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
  if (!sync) return;
  gl.flush();
  const deadline = performance.now() + MAX_WAIT_MS;
  while (gl.getSyncParameter(sync, gl.SYNC_STATUS) !== gl.SIGNALED && performance.now() < deadline) await wait(POLL_MS);
  gl.deleteSync(sync);
}

/**
 * The WebGL extensions three.js asks about while it compiles a program or sets up a texture or a
 * render target. Enabling one is a round trip to the GPU process that waits for its whole queue:
 * asked between two queued compiles it would wait for the first (on a software renderer, ~400 ms
 * for a studio scene's programs). createRendererInSlices enables them, with three.js's own, once
 * the GPU has caught up and before any compile: the answers are then cached.
 */
const EXTENSIONS = [
  'KHR_parallel_shader_compile',
  'EXT_texture_filter_anisotropic',
  'OES_texture_float_linear',
  'EXT_color_buffer_float',
  'EXT_color_buffer_half_float',
  'WEBGL_multisampled_render_to_texture',
];

/**
 * The parts of `scene` whose programs can be built one at a time: one object for each different
 * set of materials, none holding a light (three.js would count a part's lights twice, as it adds
 * them to the scene's), in the order a traversal meets them. Null if some object with a material
 * holds a light: then the scene is built whole.
 */
export function compileParts(scene: Object3D): Object3D[] | null {
  const parts = new Map<string, Object3D>();
  let split = true;
  scene.traverse((object) => {
    const material = (object as Object3D & { material?: Material | Material[] }).material;
    if (!material || !split) return;
    let light = false;
    object.traverse((inner) => {
      light ||= (inner as Object3D & { isLight?: boolean }).isLight === true;
    });
    if (light) {
      split = false;
      return;
    }
    const key = [material].flat().map((one) => one.uuid).join();
    if (!parts.has(key)) parts.set(key, object);
  });
  return split ? [...parts.values()] : null;
}

/** The WebGL extensions three.js's renderer enables as it starts (WebGLExtensions.init, three.js r187). */
const RENDERER_EXTENSIONS = [
  'EXT_color_buffer_float',
  'WEBGL_clip_cull_distance',
  'OES_texture_float_linear',
  'EXT_color_buffer_half_float',
  'WEBGL_multisampled_render_to_texture',
  'WEBGL_render_shared_exponent',
];

/**
 * Compiles the programs the scene needs without blocking on them: once the GPU has caught up, each
 * part's programs (see compileParts) are built and queued for compiling in an idle slice of its
 * own (three.js writes a program's source on the page's main thread: a studio scene's all at once
 * held the page ~110 ms at 4× CPU slowdown here), and the promise resolves once they are ready
 * (asked through KHR_parallel_shader_compile where the browser has it, else once the GPU has taken
 * them and SETTLE_MS more) and each new one has had its first use, so the first frame
 * does not wait for them. `target`: the render target the scene is drawn into, if not the canvas.
 */
export async function compileInBackground(renderer: WebGLRenderer, scene: Scene, camera: Camera, target: WebGLRenderTarget | null = null): Promise<void> {
  await gpuCaughtUp(renderer.getContext());
  const parallel = renderer.extensions.has('KHR_parallel_shader_compile');
  const ready: Promise<unknown>[] = [];
  const built = new Set(renderer.info.programs);
  for (const part of compileParts(scene) ?? [scene]) {
    await idleSlice();
    // A program drawn into a render target is not the one drawn on the canvas (no tone mapping,
    // linear output): compiled for where the scene is drawn, bound for this step only.
    drawingInto(renderer, target, () => {
      // (compileAsync would warn that the extension is missing, and then not wait.)
      if (parallel) ready.push(renderer.compileAsync(part, camera, scene));
      else renderer.compile(part, camera, scene);
    });
  }
  await Promise.all(ready);
  await idleSlice();
  compileOffscreenPasses(renderer, scene, camera);
  if (!parallel) {
    await gpuCaughtUp(renderer.getContext());
    await wait(SETTLE_MS);
  }
  // Each new program's first use, a slice each: three.js asks for a program's link status and
  // logs and reads its uniforms' and attributes' locations the first time it draws with it, each
  // a round trip to the GPU process (all of a studio scene's at its first draw held the page ~45 ms
  // at 4× CPU slowdown here). Those built before (the studio's, for the scene) had theirs.
  for (const program of renderer.info.programs ?? []) {
    if (built.has(program)) continue;
    await idleSlice();
    program.getUniforms();
    program.getAttributes();
  }
}

/** Runs `draw` with `target` bound (null: the canvas), and binds again what was bound before. */
function drawingInto<T>(renderer: WebGLRenderer, target: WebGLRenderTarget | null, draw: () => T): T {
  const previous = renderer.getRenderTarget();
  renderer.setRenderTarget(target);
  try {
    return draw();
  } finally {
    renderer.setRenderTarget(previous);
  }
}

/**
 * The programs three.js would otherwise compile in the middle of the first frame, each waited for
 * there: the shadow map's depth pass (a depth material on every mesh that casts a shadow, drawn
 * into a render target from the light, back faces for front-sided materials) and a transmission
 * pass (the scene's materials drawn into a half-float target, behind a transmissive surface).
 * Compiled here with a render target bound, so their programs match those passes' and are ready
 * when the first frame asks for them. The depth material is not disposed: its program stays in
 * three's cache for the shadow pass to take.
 */
function compileOffscreenPasses(renderer: WebGLRenderer, scene: Object3D, camera: Camera): void {
  const meshes: Mesh[] = [];
  scene.traverse((object) => {
    if ((object as Mesh).isMesh) meshes.push(object as Mesh);
  });
  const transmissive = meshes.some((mesh) => [mesh.material].flat().some((material) => ((material as Material & { transmission?: number }).transmission ?? 0) > 0));
  const casters = renderer.shadowMap.enabled ? meshes.filter((mesh) => mesh.castShadow) : [];
  if (!transmissive && casters.length === 0) return;
  const target = new WebGLRenderTarget(1, 1, { type: HalfFloatType });
  try {
    drawingInto(renderer, target, () => {
      if (transmissive) renderer.compile(scene, camera);
      if (casters.length > 0) {
        const depth = { [FrontSide]: new MeshDepthMaterial({ side: BackSide }), [BackSide]: new MeshDepthMaterial({ side: FrontSide }), [DoubleSide]: new MeshDepthMaterial({ side: DoubleSide }) };
        const materials = new Map(meshes.map((mesh) => [mesh, mesh.material]));
        const hidden = meshes.filter((mesh) => !mesh.castShadow && mesh.visible);
        for (const mesh of hidden) mesh.visible = false;
        for (const mesh of casters) mesh.material = depth[[mesh.material].flat()[0]?.side ?? FrontSide];
        try {
          renderer.compile(scene, camera);
        } finally {
          for (const [mesh, material] of materials) mesh.material = material;
          for (const mesh of hidden) mesh.visible = true;
        }
      }
    });
  } finally {
    target.dispose();
  }
}

/** What decides how the GPU draws a mesh: its material's kind, sides, blending, maps and shadows. */
function drawKind(mesh: Mesh): string {
  return [mesh.castShadow, mesh.receiveShadow, ...[mesh.material].flat().map((material) => {
    const { type, side, transparent, vertexColors } = material;
    const maps = TEXTURE_SLOTS.filter((slot) => (material as Material & Partial<Record<string, unknown>>)[slot]);
    return [type, side, transparent, vertexColors, ((material as Material & { transmission?: number }).transmission ?? 0) > 0, ...maps].join();
  })].join('|');
}

/** How much smaller than the view the warm-up draws are (a ratio of its width and height). */
const WARM_UP_SCALE = 1 / 8;

/**
 * Draws one mesh of each kind the scene holds on its own (its shadow and, for a transmissive one,
 * the pass behind it included), then all of them, into an eighth of the view's width and height
 * on the canvas kept hidden: a step per idle slice, with the GPU caught up in between. A GPU builds
 * the machinery for a draw the first time it sees one of its kind (a software GPU compiles a
 * routine per program and state): a studio scene's first frame held the GPU ~360 ms (SwiftShader,
 * a phone's screen), and every frame the page asked for meanwhile (a slider's step, a key) waited
 * for it; drawn kind by kind first, no step and no frame after held it longer than ~190 ms.
 * The draws are made smaller with the viewport, not the pixel ratio: a canvas resized is a new
 * drawing buffer, and growing it back took the page ~140–320 ms at 4× CPU slowdown here (see
 * createRendererInSlices). Resolves false if `alive()` turns false.
 */
export async function drawEachMeshOnce(renderer: WebGLRenderer, scene: Object3D, camera: Camera, alive: () => boolean): Promise<boolean> {
  const meshes: Object3D[] = [];
  // One of each kind: meshes drawn alike (a plan's forty blocks) need the GPU's machinery once.
  const kinds = new Map<string, Object3D>();
  scene.traverseVisible((object) => {
    if (!(object as Mesh).isMesh) return;
    meshes.push(object);
    const kind = drawKind(object as Mesh);
    if (!kinds.has(kind)) kinds.set(kind, object);
  });
  const canvas = renderer.domElement;
  const viewport = renderer.getViewport(new Vector4());
  canvas.style.visibility = 'hidden';
  renderer.setViewport(viewport.x, viewport.y, viewport.z * WARM_UP_SCALE, viewport.w * WARM_UP_SCALE);
  try {
    // Each kind alone, then all together (what a transmissive mesh sees behind it).
    for (const mesh of [...kinds.values(), null]) {
      await idleSlice();
      if (!alive()) return false;
      const others = mesh ? meshes.filter((other) => other !== mesh && other.visible) : [];
      for (const other of others) other.visible = false;
      try {
        renderer.shadowMap.needsUpdate = true;
        renderer.render(scene, camera);
        // Nothing of it stays in the canvas's (preserved) buffer, for a pixel reader to take as drawn.
        renderer.clear();
      } finally {
        for (const other of others) other.visible = true;
      }
      await gpuCaughtUp(renderer.getContext());
    }
  } finally {
    // The canvas was cleared after each draw; the shadow map holds one mesh's shadow, so the
    // first frame draws it whole.
    renderer.setViewport(viewport);
    renderer.shadowMap.needsUpdate = true;
    canvas.style.visibility = '';
  }
  return alive();
}

const TEXTURE_SLOTS = ['map', 'bumpMap', 'normalMap', 'roughnessMap', 'metalnessMap', 'alphaMap', 'aoMap', 'emissiveMap'] as const;

/** Every texture the scene's materials use, once each (their upload is a step of its own). */
export function sceneTextures(scene: Object3D): Texture[] {
  const textures = new Set<Texture>();
  scene.traverse((object) => {
    const material = (object as Object3D & { material?: Material | Material[] }).material;
    for (const one of Array.isArray(material) ? material : material ? [material] : []) {
      for (const slot of TEXTURE_SLOTS) {
        const texture = (one as Material & Partial<Record<(typeof TEXTURE_SLOTS)[number], Texture | null>>)[slot];
        if (texture) textures.add(texture);
      }
    }
  });
  return [...textures];
}

/** What the 3D views ask of their context: antialiased, and a buffer kept for pixel checks and exports. */
const CONTEXT_ATTRIBUTES: WebGLContextAttributes = {
  alpha: true,
  depth: true,
  stencil: false,
  antialias: true,
  premultipliedAlpha: true,
  preserveDrawingBuffer: true,
  powerPreference: 'low-power',
};

/** The range react-three-fiber's `dpr` takes the view's pixel ratio from: the screen's, from 1 to 2. */
export const PIXEL_RATIO_RANGE: [number, number] = [1, 2];

/** The pixel ratio react-three-fiber gives the view for PIXEL_RATIO_RANGE (as its calculateDpr does). */
function viewPixelRatio(): number {
  const [least, most] = PIXEL_RATIO_RANGE;
  return Math.min(Math.max(least, window.devicePixelRatio ?? most), most);
}

/**
 * The renderer for a canvas, made in steps of their own: the context is asked for in an idle
 * slice once frames come steadily (making it waits for the GPU process to finish the frame it is
 * drawing; none: `unavailable` is called, and the promise never settles, as the view goes);
 * three.js's renderer (whose set-up asks the GPU process questions that wait for the context to
 * be ready) is made once the GPU has caught up; and react-three-fiber's set-up of it (size, pixel
 * ratio, colour management: more questions), which follows the promise at once, comes in a slice
 * after that (together, one task of ~27 ms on a laptop).
 *
 * The canvas is given the size of its drawing buffer (the frame's box at the view's pixel ratio)
 * before its context is made, and the renderer is told it: react-three-fiber's set-up then finds
 * both as they should be. Made at the canvas's default 300 × 150 instead, the context's buffer was
 * made again at the frame's size and again at its pixel ratio, each a new buffer the page waits
 * for: ~180 ms and ~90 ms at 4× CPU slowdown here (SwiftShader), with the context itself ~80 ms slower.
 */
export async function createRendererInSlices(canvas: HTMLCanvasElement, unavailable: () => void): Promise<WebGLRenderer> {
  await idleSlice();
  await steadyFrames();
  // The box react-three-fiber measures (the canvas's parent) and the ratio it will choose.
  const box = (canvas.parentElement ?? canvas).getBoundingClientRect();
  const ratio = viewPixelRatio();
  const sized = box.width > 0 && box.height > 0;
  if (sized) {
    canvas.width = Math.floor(box.width * ratio);
    canvas.height = Math.floor(box.height * ratio);
  }
  const context = canvas.getContext('webgl2', CONTEXT_ATTRIBUTES) as WebGL2RenderingContext | null;
  if (!context) {
    unavailable();
    return new Promise<never>(() => {});
  }
  await gpuCaughtUp(context);
  // Enabled one per slice: made by three.js's renderer together, they held the page ~70 ms at 4×
  // CPU slowdown here (4–34 ms each); enabled, they are answered at once.
  for (const name of new Set([...RENDERER_EXTENSIONS, ...EXTENSIONS])) {
    await idleSlice();
    context.getExtension(name);
  }
  await idleSlice();
  const renderer = new WebGLRenderer({ canvas, context, ...CONTEXT_ATTRIBUTES });
  // The same size again (no new buffer): three.js's own record of it, in CSS pixels and ratio.
  if (sized) renderer.setDrawingBufferSize(box.width, box.height, ratio);
  await idleSlice();
  return renderer;
}
