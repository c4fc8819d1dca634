import * as engine from '../../../engine/tools/smart-home';
import { formatNumber } from '../../../engine/math/format';
import { defineTool } from '../defineTool';
import { RoomSection } from './RoomSection';

const CUE_PHRASE = { cool: 'cooler than', comfort: 'at', warm: 'warmer than' } as const;

export default defineTool({
  engine,
  Visual: RoomSection,
  describe: (inputs, result) =>
    `The room in section with the lights at ${formatNumber(inputs.lightsPct, 0)} %, the blinds lowered ${formatNumber(inputs.blindsPct, 0)} % ` +
    `and the thermostat at ${formatNumber(inputs.temperatureC, 1)} °C (${CUE_PHRASE[engine.thermalCue(inputs.temperatureC)]} the 22 °C comfort reference), ` +
    `${inputs.presence === 'away' ? 'nobody home' : 'someone at home on the sofa'}; the bar below splits ${formatNumber(result.energyKWhPerDay, 1)} kWh/day ` +
    'into base load, lighting and heating or cooling.',
});
