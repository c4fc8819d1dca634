import { formatNumber } from '../../../engine/math/format';
import type { Inputs } from '../../../engine/tools/material-properties';
import { SAMPLE_VIEW_TURN } from '../../scene3d/look';
import { Scene3D } from '../../scene3d/Scene3D';

/** three.js and react-three-fiber load with this module, in the browser, on this route only. */
const loadMaterialScene = () => import('./MaterialScene');

const NAMES = { wood: 'Wood', concrete: 'Concrete', metal: 'Metal' } as const;

/**
 * The material as a 3D sample (a bevelled slab and a sphere on a plinth) following the
 * material, roughness, metallic, hardness and aging. Where WebGL cannot start, the scene area
 * says so and the rest of the tool works on.
 */
export function MaterialSample({ inputs }: { inputs: Inputs }) {
  const material = inputs.material === 'concrete' || inputs.material === 'metal' ? inputs.material : 'wood';
  const label =
    `${NAMES[material]} 3D sample board: roughness ${formatNumber(inputs.roughness, 2)}, metallic ${formatNumber(inputs.metallic, 2)}, ` +
    `hardness ${formatNumber(inputs.hardness, 2)}, aging ${formatNumber(inputs.aging, 2)}`;
  return (
    <div data-material={material}>
      <Scene3D load={loadMaterialScene} props={{ inputs }} label={label} turn={SAMPLE_VIEW_TURN} />
    </div>
  );
}
