// The 3D sample's colour map, painted in a worker (colourPainter.ts asks): the same steps as on
// the page (paintSample.ts) into an OffscreenCanvas, handed back as pixels ready for WebGL (bottom
// row first, unpremultiplied), moved, not copied: the page uploads them as they are.
import type { ColourReply, ColourRequest } from './colourPainter';
import { paintSampleSteps, rowsBottomUp } from './paintSample';

/** The worker's own scope, as far as it is used here (the project's DOM types name the page's). */
const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<ColourRequest>) => void): void;
  postMessage(message: ColourReply, transfer?: Transferable[]): void;
};

scope.addEventListener('message', ({ data: { id, look, scale, width, height } }) => {
  let pixels: ArrayBuffer | null = null;
  try {
    // On the CPU, as the page's own canvas (MaterialScene.tsx): a GPU-backed canvas draws the
    // blurs slowly where the GPU is emulated, and holds up the GPU process the page's views share.
    const context = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true });
    if (context) {
      for (const step of paintSampleSteps(context, look, scale)) step();
      pixels = rowsBottomUp(context.getImageData(0, 0, width, height).data, width).buffer;
    }
  } catch {
    // Answered with no board: the page paints it itself.
  }
  scope.postMessage({ id, pixels }, pixels ? [pixels] : []);
});
