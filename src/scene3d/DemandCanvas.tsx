import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Canvas, type CanvasProps, type RootState } from '@react-three/fiber';
import { useExportSurface, type RasterDrawing } from '../ui/exportRegistry';
import type { Scene3DStatus } from './Scene3D';
import { quietDependencyNotices } from './threeConsole';
import { palette } from '../ui/palette';
import { useLatest } from '../ui/useLatest';

quietDependencyNotices();

export interface DemandCanvasProps extends Scene3DStatus {
  children: ReactNode;
  camera?: CanvasProps['camera'];
  /** Soft (percentage-closer filtered) shadow maps. */
  shadows?: boolean;
}

/**
 * The scene rendered once more at the pixel ratio that makes it `widthPx` wide, over the
 * backdrop the page shows behind it, copied to a 2D canvas; then the ratio is restored and the
 * view redrawn. A new frame rather than an enlarged screenshot.
 */
function renderAt(state: RootState, widthPx: number, heightPx: number): HTMLCanvasElement {
  const { gl, scene, camera, size, invalidate } = state;
  const canvas = document.createElement('canvas');
  canvas.width = widthPx;
  canvas.height = heightPx;
  const context = canvas.getContext('2d');
  if (!context || !(size.width > 0)) throw new Error('The 3D view has no size');
  const backdrop = context.createLinearGradient(0, 0, 0, heightPx);
  backdrop.addColorStop(0, palette.backdropTop);
  backdrop.addColorStop(1, palette.backdropBottom);
  context.fillStyle = backdrop;
  context.fillRect(0, 0, widthPx, heightPx);
  const ratio = gl.getPixelRatio();
  try {
    gl.setPixelRatio(widthPx / size.width);
    gl.render(scene, camera);
    context.drawImage(gl.domElement, 0, 0, widthPx, heightPx);
  } finally {
    gl.setPixelRatio(ratio);
    invalidate();
  }
  return canvas;
}

/**
 * A react-three-fiber canvas that renders on demand only (a frame when something changed, none
 * while nothing does), keeps its drawing buffer (for pixel checks and exports) and reports
 * context loss and restoration. react-three-fiber disposes the scene and releases the context
 * when it unmounts. While its context is live it is one of the figure's pictures.
 */
export function DemandCanvas({ children, camera, shadows, onContextLost, onContextRestored }: DemandCanvasProps) {
  const detach = useRef<(() => void) | null>(null);
  const handlers = useLatest({ onContextLost, onContextRestored });
  useEffect(() => () => detach.current?.(), []);

  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [root, setRoot] = useState<{ get: () => RootState } | null>(null);
  const [lost, setLost] = useState(false);
  const drawing = useMemo<RasterDrawing | null>(() => {
    if (!root || lost) return null;
    return {
      size: () => root.get().size,
      toCanvas: (widthPx, heightPx) => renderAt(root.get(), widthPx, heightPx),
    };
  }, [root, lost]);
  useExportSurface(canvasRef, drawing);

  return (
    <Canvas
      ref={canvasRef}
      frameloop="demand"
      dpr={[1, 2]}
      // 'percentage' (PCF, soft in current three.js): r3f's `true` asks for PCFSoftShadowMap,
      // which three.js has removed and warns about.
      shadows={shadows ? 'percentage' : false}
      camera={camera}
      gl={{ antialias: true, preserveDrawingBuffer: true, powerPreference: 'low-power' }}
      onCreated={({ gl, invalidate, get }) => {
        const canvas = gl.domElement;
        setRoot({ get });
        const lost = (event: Event) => {
          // Asks the browser to restore the context when it can.
          event.preventDefault();
          setLost(true);
          handlers.current.onContextLost();
        };
        const restored = () => {
          setLost(false);
          handlers.current.onContextRestored();
          invalidate();
        };
        canvas.addEventListener('webglcontextlost', lost);
        canvas.addEventListener('webglcontextrestored', restored);
        detach.current = () => {
          canvas.removeEventListener('webglcontextlost', lost);
          canvas.removeEventListener('webglcontextrestored', restored);
        };
      }}
    >
      {children}
    </Canvas>
  );
}
