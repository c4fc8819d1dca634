import * as engine from '../../../engine/tools/surface-reflection';
import { formatNumber } from '../../../engine/math/format';
import { defineTool } from '../defineTool';
import { SurfaceStudy } from './SurfaceStudy';

export default defineTool({
  engine,
  Visual: SurfaceStudy,
  describe: (_inputs, result) =>
    `A sphere on a ground plane with roughness ${formatNumber(result.roughness, 2)}, metallic ${formatNumber(result.metallic, 2)}, ` +
    `refractive index ${formatNumber(result.ior, 2)} and subsurface ${formatNumber(result.subsurface, 2)}, lit from ` +
    `${formatNumber(result.lightAngleDeg, 0)}° above the surface; beside it the Fresnel curve, ` +
    `${formatNumber(result.reflectance * 100, 1)} % at ${formatNumber(result.incidenceDeg, 0)}° from the normal.`,
});
