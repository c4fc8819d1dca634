import type { Inputs, Result } from '../../../engine/tools/surface-reflection';
import { SAMPLE_VIEW_TURN } from '../../scene3d/look';
import { Scene3D } from '../../scene3d/Scene3D';
import type { ToolVisualProps } from '../defineTool';
import { DrawingPanel } from '../shell/DrawingPanel';
import { presentTall } from '../shell/present/present.css';
import { FresnelChart } from './FresnelChart';
import * as css from './SurfaceStudy.css';
import type { SurfaceSceneProps } from './SurfaceScene';

// Module level, so three.js and react-three-fiber load only here, in their own chunk, after hydration.
const loadSurfaceScene = () => import('./SurfaceScene');

/** The 3D sample beside the Fresnel curve; the curve stays when WebGL cannot start. */
export function SurfaceStudy({ inputs, result }: ToolVisualProps<Inputs, Result>) {
  const props: SurfaceSceneProps = {
    roughness: result.roughness,
    metallic: result.metallic,
    ior: result.ior,
    subsurface: result.subsurface,
    lightAngleDeg: result.lightAngleDeg,
    intensity: result.intensity,
  };
  return (
    <div className={css.study}>
      <DrawingPanel title="Physically based sample">
        <div className={presentTall}>
          <Scene3D
            load={loadSurfaceScene}
            props={props}
            label={`A sphere on a ground plane, lit from ${result.lightAngleDeg}° above the surface`}
            turn={SAMPLE_VIEW_TURN}
          />
        </div>
      </DrawingPanel>
      <DrawingPanel title="Fresnel reflectance">
        <FresnelChart inputs={inputs} result={result} />
      </DrawingPanel>
    </div>
  );
}
