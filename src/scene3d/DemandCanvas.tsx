import { useEffect, useRef, type ReactNode } from 'react';
import { Canvas, type CanvasProps } from '@react-three/fiber';
import type { Scene3DStatus } from './Scene3D';
import { quietDependencyNotices } from './threeConsole';

quietDependencyNotices();

export interface DemandCanvasProps extends Scene3DStatus {
  children: ReactNode;
  camera?: CanvasProps['camera'];
  /** Soft (percentage-closer filtered) shadow maps. */
  shadows?: boolean;
}

/**
 * A react-three-fiber canvas that renders on demand only (a frame when something changed, none
 * while nothing does), keeps its drawing buffer (for pixel checks and exports) and reports
 * context loss and restoration. react-three-fiber disposes the scene and releases the context
 * when it unmounts.
 */
export function DemandCanvas({ children, camera, shadows, onContextLost, onContextRestored }: DemandCanvasProps) {
  const detach = useRef<(() => void) | null>(null);
  const handlers = useRef({ onContextLost, onContextRestored });
  useEffect(() => {
    handlers.current = { onContextLost, onContextRestored };
  });
  useEffect(() => () => detach.current?.(), []);

  return (
    <Canvas
      frameloop="demand"
      dpr={[1, 2]}
      // 'percentage' (PCF, soft in current three.js): r3f's `true` asks for PCFSoftShadowMap,
      // which three.js has removed and warns about.
      shadows={shadows ? 'percentage' : false}
      camera={camera}
      gl={{ antialias: true, preserveDrawingBuffer: true, powerPreference: 'low-power' }}
      onCreated={({ gl, invalidate }) => {
        const canvas = gl.domElement;
        const lost = (event: Event) => {
          // Asks the browser to restore the context when it can.
          event.preventDefault();
          handlers.current.onContextLost();
        };
        const restored = () => {
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
