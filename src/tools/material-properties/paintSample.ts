import { curveBasis, curveCatmullRomClosed, curveLinearClosed, line } from 'd3-shape';
import { materialSample, type Blob, type Field, type Point, type SampleLook, type Stroke } from '../../../engine/tools/material-properties/texture';

/** A page's 2D canvas context, or a worker's (an OffscreenCanvas's): the board paints in either. */
export type Painting2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/**
 * Paints the engine's sample board (planks, pours or sheets with their marks and weathering)
 * into a 2D canvas, `scale` canvas px per drawing unit: the colour map of the 3D sample. The
 * same curves as the SVG board, drawn by d3-shape straight into the context. Light and sheen
 * are left out: the 3D lighting makes them.
 *
 * In steps, run in order: a panel each, then the weathering a mark at a time (a large blurred
 * mark alone takes ~15 ms on a laptop), then the joints, each complete in itself (its own
 * transform and clip): a caller may run them in separate tasks, so that a board whose soft marks
 * take tens of milliseconds to rasterise on a phone never holds the page that long at once.
 */
export function paintSampleSteps(context: Painting2D, look: SampleLook, scale: number): (() => void)[] {
  const sample = materialSample(look);
  // d3-shape draws paths through the methods both kinds of context share.
  const pathContext = context as CanvasRenderingContext2D;
  const openPath = line<Point>().curve(curveBasis).context(pathContext);
  const knotPath = line<Point>().curve(curveLinearClosed).context(pathContext);
  const blobPath = line<Point>().curve(curveCatmullRomClosed).context(pathContext);
  const soften = (soft: boolean | undefined) => {
    context.filter = soft ? `blur(${5 * scale}px)` : 'none';
  };
  const stroke = (mark: Stroke) => {
    if (mark.opacity <= 0) return;
    context.beginPath();
    (mark.closed ? knotPath : openPath)([...mark.points]);
    context.globalAlpha = mark.opacity;
    context.strokeStyle = mark.hex;
    context.lineWidth = mark.widthPx;
    context.lineCap = 'round';
    soften(mark.soft);
    context.stroke();
  };
  const blob = (mark: Blob) => {
    if (mark.opacity <= 0) return;
    context.beginPath();
    blobPath([...mark.points]);
    context.globalAlpha = mark.opacity;
    context.fillStyle = mark.hex;
    soften(mark.soft);
    context.fill();
  };
  /** Runs `draw` in drawing units, leaving the context as it found it. */
  const scaled = (draw: () => void) => () => {
    context.save();
    context.setTransform(scale, 0, 0, scale, 0, 0);
    draw();
    context.restore();
  };

  const panels = sample.panels.map((panel) =>
    scaled(() => {
      context.beginPath();
      context.rect(panel.x, panel.y, panel.width, panel.height);
      context.clip();
      context.globalAlpha = 1;
      context.filter = 'none';
      context.fillStyle = panel.hex;
      context.fillRect(panel.x, panel.y, panel.width, panel.height);
      panel.blobs.forEach(blob);
      panel.strokes.forEach(stroke);
      context.filter = 'none';
      for (const dot of panel.dots) {
        context.globalAlpha = dot.opacity;
        context.fillStyle = dot.hex;
        context.beginPath();
        context.arc(dot.x, dot.y, dot.radiusPx, 0, Math.PI * 2);
        context.fill();
      }
    }),
  );
  // The weathering over the whole board, a mark per step (their blurs are most of the work).
  const overlay = [...sample.overlay.blobs.map((mark) => scaled(() => blob(mark))), ...sample.overlay.strokes.map((mark) => scaled(() => stroke(mark)))];
  const joints = scaled(() => {
    context.filter = 'none';
    context.globalAlpha = 0.7;
    context.strokeStyle = sample.jointHex;
    context.lineWidth = 2;
    for (const panel of sample.panels.slice(1)) {
      context.beginPath();
      context.moveTo(panel.x, panel.y);
      context.lineTo(panel.x === 0 ? panel.width : panel.x, panel.x === 0 ? panel.y : panel.y + panel.height);
      context.stroke();
    }
  });
  return [...panels, ...overlay, joints];
}

/**
 * The rows of `pixels` (RGBA, `width` px wide, top row first, as a canvas holds them) bottom row
 * first, as WebGL reads a texture's data: handed to it so, a texture needs no flip (a flip, and
 * the unpremultiplying a canvas's pixels need, are done on the page's main thread as it uploads).
 */
export function rowsBottomUp(pixels: Uint8ClampedArray, width: number): Uint8ClampedArray<ArrayBuffer> {
  const row = width * 4;
  const rows = pixels.length / row;
  const flipped = new Uint8ClampedArray(pixels.length);
  for (let y = 0; y < rows; y++) flipped.set(pixels.subarray(y * row, (y + 1) * row), (rows - 1 - y) * row);
  return flipped;
}

/** A 0–1 field as grey RGBA pixels (0 black – 1 white), bottom row first (rowsBottomUp): a bump or roughness map's data. */
export function fieldPixels(field: Field): Uint8ClampedArray<ArrayBuffer> {
  const pixels = new Uint8ClampedArray(field.width * field.height * 4);
  field.values.forEach((value, i) => {
    const grey = Math.round(value * 255);
    pixels[i * 4] = grey;
    pixels[i * 4 + 1] = grey;
    pixels[i * 4 + 2] = grey;
    pixels[i * 4 + 3] = 255;
  });
  return rowsBottomUp(pixels, field.width);
}
