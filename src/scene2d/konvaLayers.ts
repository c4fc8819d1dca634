// The layer the scenes draw on when something changes (a piece moved, a slider turned): Konva's
// Layer on a canvas that Chromium rasterises on the CPU (`willReadFrequently`), not on the GPU.
// A plan is a few hundred small paths and labels, redrawn once per change: drawn on the CPU they
// are ready in the frame that shows them, where an accelerated canvas sends every path and glyph
// to the GPU process and the frame waits for it there. On this project's phone profile (4× CPU,
// the GPU emulated in software) a key on one of 40 pieces went from ~180 ms to ~90 ms to the
// screen (npm run bench:plan). Layers redrawn on every frame (the particles, a walker) keep
// Konva's own Layer, whose canvas stays on the GPU: see src/scene2d/konva.ts, AnimatedLayer.
import Konva from 'konva/lib/Core.js';
import { SceneCanvas } from 'konva/lib/Canvas.js';

class CpuLayer extends Konva.Layer {
  constructor(config?: ConstructorParameters<typeof Konva.Layer>[0]) {
    super(config);
    // Konva's constructor made a scene canvas of its own; this one replaces it before the layer
    // joins a stage (which is when its canvas element enters the page).
    this.canvas = new SceneCanvas({ width: 0, height: 0, willReadFrequently: true });
    this._checkVisibility();
    this._setSmoothEnabled();
  }
}

// react-konva creates nodes by name from Konva's registry.
(Konva as unknown as Record<string, unknown>)['CpuLayer'] = CpuLayer;
