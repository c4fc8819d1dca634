import { formatNumber } from '../../../engine/math/format';
import {
  COMFORT_TEMPERATURE_C,
  FREE_RUNNING_C,
  effectiveLightPct,
  thermalCue,
  type Inputs,
  type Result,
  type ThermalCue,
} from '../../../engine/tools/smart-home';
import type { ToolVisualProps } from '../defineTool';
import { Diagram } from '../shell/Diagram';
import * as d from '../shell/diagram.css';
import { Legend, LegendItem } from '../shell/Legend';
import * as css from './RoomSection.css';
import { HatchPattern } from '../shell/svgDefs';

const WIDTH = 560;
/** The drawing starts 48 units down (nothing sits above the sun). */
const TOP = 48;
const HEIGHT = 396;
/** The room's interior: inner faces of the walls, ceiling soffit and floor. */
const IN_LEFT = 80;
const IN_RIGHT = 484;
const CEILING = 74;
const FLOOR = 300;
/** Window opening in the right wall and the blind hung inside it. */
const WIN_TOP = 118;
const WIN_BOTTOM = 250;
const BLIND_X = 466;
const BLIND_W = 12;
/** Sunlight enters falling 1 unit for every 1.4 across (about 35°). */
const SUN_RUN = 1.4;
/** Pendant lamp. */
const LAMP_X = 268;
const SHADE_TOP = 132;
const SHADE_BOTTOM = 150;
/** Thermostat scale: 16–28 °C. */
const SCALE_LEFT = 92;
const SCALE_RIGHT = 212;
const SCALE_Y = 232;
const T_MIN = 16;
const T_MAX = 28;
/** Energy bar: 0–15 kWh/day. */
const BAR_LEFT = IN_LEFT;
const BAR_RIGHT = IN_RIGHT + 16;
const BAR_Y = 346;
const BAR_MAX_KWH = 15;

/** Eight rays round the sun at (536, 86), radii 13–18 (precomputed so server and browser render the same text). */
const SUN_RAYS =
  'M549 86L554 86M545.19 95.19L548.73 98.73M536 99L536 104M526.81 95.19L523.27 98.73M523 86L518 86M526.81 76.81L523.27 73.27M536 73L536 68M545.19 76.81L548.73 73.27';

const CUE_CLASS: Record<ThermalCue, string> = { cool: css.cool, comfort: css.comfort, warm: css.warm };
const CUE_STROKE: Record<ThermalCue, string> = { cool: css.coolStroke, comfort: css.comfortStroke, warm: css.warmStroke };
const CUE_TEXT: Record<ThermalCue, string> = { cool: css.coolText, comfort: css.comfortText, warm: css.warmText };
const CUE_WORD: Record<ThermalCue, string> = { cool: 'cool', comfort: 'comfort', warm: 'warm' };

const tX = (temperatureC: number) => SCALE_LEFT + ((temperatureC - T_MIN) / (T_MAX - T_MIN)) * (SCALE_RIGHT - SCALE_LEFT);
const kWhX = (kWh: number) => BAR_LEFT + (Math.min(kWh, BAR_MAX_KWH) / BAR_MAX_KWH) * (BAR_RIGHT - BAR_LEFT);

/** A level mark on the left of the section (▽ on a line, with its height). */
function Level({ y, text }: { y: number; text: string }) {
  return (
    <g>
      <line x1={6} x2={62} y1={y} y2={y} className={d.dim} />
      <path d={`M24 ${y}l-6 -8h12z`} className={d.dim} />
      <text x={34} y={y - 4} className={d.labelMuted}>{text}</text>
    </g>
  );
}

/** A seated figure, facing the window (drawn as a scale figure: one line weight). */
function Person() {
  return (
    <g data-person="home">
      <circle cx={309} cy={198} r={10} className={css.figureHead} />
      <path d="M308 213L306 252H360L364 294H376M308 222L320 242L338 246" className={css.figure} />
    </g>
  );
}

/**
 * The room in section: hatched walls, floor and ceiling; a pendant whose light cone follows
 * the light level; blinds lowered in the window and the daylight they let in; a thermostat
 * with its 16–28 °C scale against 22 °C; a person on the sofa when Home; and below it the
 * day's energy split into base load, lighting and heating or cooling.
 */
export function RoomSection({ inputs, result }: ToolVisualProps<Inputs, Result>) {
  const home = inputs.presence !== 'away';
  const light = effectiveLightPct(inputs) / 100;
  const blindBottom = WIN_TOP + ((WIN_BOTTOM - WIN_TOP) * inputs.blindsPct) / 100;
  const daylightOpen = WIN_BOTTOM - blindBottom > 0.5;
  const cue = thermalCue(inputs.temperatureC);
  const hvacWord = inputs.temperatureC >= FREE_RUNNING_C ? 'heating' : 'cooling';
  const slats: string[] = [];
  for (let y = WIN_TOP + 6; y < blindBottom - 2; y += 6) slats.push(`M${BLIND_X} ${y}h${BLIND_W}`);
  const segments = [
    { key: 'base', kWh: result.baseKWhPerDay, className: css.energyBase },
    { key: 'lighting', kWh: result.lightingKWhPerDay, className: css.energyLight },
    { key: hvacWord, kWh: result.hvacKWhPerDay, className: hvacWord === 'heating' ? css.energyHeat : css.energyCool },
  ];
  // Stacked left to right: each segment starts where the ones before it end.
  const bars: ((typeof segments)[number] & { x: number; width: number })[] = [];
  let startKWh = 0;
  for (const segment of segments) {
    const x = kWhX(startKWh);
    startKWh += segment.kWh;
    bars.push({ ...segment, x, width: Math.max(0, kWhX(startKWh) - x) });
  }

  return (
    <div className={css.wrap}>
      <Diagram top={TOP} width={WIDTH} height={HEIGHT - TOP} phoneLabels label="Section through the room: light, blinds, thermostat and presence">
        <defs>
          <HatchPattern id="sh-hatch" lineClassName={d.thin} />
          <linearGradient id="sh-lamp" x1={0} x2={0} y1={0} y2={1}>
            <stop offset="0" className={css.lampStopNear} />
            <stop offset="1" className={css.lampStopFar} />
          </linearGradient>
          <radialGradient id="sh-glow">
            <stop offset="0" className={css.lampStopNear} />
            <stop offset="1" className={css.lampStopFar} />
          </radialGradient>
        </defs>

        {/* Outside: sky and sun */}
        <circle cx={536} cy={86} r={9} className={css.sun} />
        <path d={SUN_RAYS} className={css.sunRays} />

        {/* Daylight through the glazing below the blind */}
        {daylightOpen && (
          <path
            d={`M${BLIND_X} ${blindBottom}L${BLIND_X} ${WIN_BOTTOM}L${BLIND_X - SUN_RUN * (FLOOR - WIN_BOTTOM)} ${FLOOR}L${BLIND_X - SUN_RUN * (FLOOR - blindBottom)} ${FLOOR}Z`}
            className={css.daylight}
            data-daylight=""
          />
        )}

        {/* Lamp light: a cone to the floor and a glow round the shade, both as bright as the room's light level */}
        <g opacity={formatNumber(light, 3)} data-light={formatNumber(light * 100, 0)}>
          <path d={`M${LAMP_X - 26} ${SHADE_BOTTOM}L${LAMP_X - 130} ${FLOOR}H${LAMP_X + 130}L${LAMP_X + 26} ${SHADE_BOTTOM}Z`} fill="url(#sh-lamp)" />
          <ellipse cx={LAMP_X} cy={SHADE_BOTTOM} rx={70} ry={34} fill="url(#sh-glow)" />
        </g>

        {/* Structure in section: ceiling, floor and walls (the right wall with its window opening) */}
        <rect x={IN_LEFT - 16} y={CEILING - 14} width={IN_RIGHT - IN_LEFT + 32} height={14} fill="url(#sh-hatch)" className={css.cut} />
        <rect x={IN_LEFT - 16} y={FLOOR} width={IN_RIGHT - IN_LEFT + 32} height={14} fill="url(#sh-hatch)" className={css.cut} />
        <rect x={IN_LEFT - 16} y={CEILING} width={16} height={FLOOR - CEILING} fill="url(#sh-hatch)" className={css.cut} />
        <rect x={IN_RIGHT} y={CEILING} width={16} height={WIN_TOP - CEILING} fill="url(#sh-hatch)" className={css.cut} />
        <rect x={IN_RIGHT} y={WIN_BOTTOM} width={16} height={FLOOR - WIN_BOTTOM} fill="url(#sh-hatch)" className={css.cut} />
        <path d={`M${IN_RIGHT + 6} ${WIN_TOP}V${WIN_BOTTOM}M${IN_RIGHT + 10} ${WIN_TOP}V${WIN_BOTTOM}`} className={css.glass} />
        <Level y={FLOOR} text="±0.00" />
        <Level y={CEILING} text="+2.70" />

        {/* Blind: headrail, lowered slats and bottom rail */}
        <rect x={BLIND_X - 2} y={WIN_TOP - 4} width={BLIND_W + 4} height={4} className={d.solid} />
        <rect x={BLIND_X} y={WIN_TOP} width={BLIND_W} height={blindBottom - WIN_TOP} className={css.blind} data-blind-bottom={formatNumber(blindBottom, 1)} />
        <path d={slats.join('')} className={d.thin} />
        <line x1={BLIND_X - 2} x2={BLIND_X + BLIND_W + 2} y1={blindBottom} y2={blindBottom} className={d.line} />
        <text x={BLIND_X - 8} y={Math.max(WIN_TOP + 12, blindBottom - 4)} textAnchor="end" className={d.labelMuted}>
          Blinds {formatNumber(inputs.blindsPct, 0)} %
        </text>

        {/* Pendant */}
        <line x1={LAMP_X} x2={LAMP_X} y1={CEILING} y2={SHADE_TOP} className={d.line} />
        <path d={`M${LAMP_X - 10} ${SHADE_TOP}H${LAMP_X + 10}L${LAMP_X + 26} ${SHADE_BOTTOM}H${LAMP_X - 26}Z`} className={d.surface} />
        <circle cx={LAMP_X} cy={SHADE_BOTTOM + 2} r={5} className={css.bulbOff} />
        <circle cx={LAMP_X} cy={SHADE_BOTTOM + 2} r={5} className={css.bulbOn} opacity={formatNumber(light, 3)} />
        <text x={LAMP_X - 34} y={SHADE_TOP - 24} textAnchor="end" className={d.label}>Lights {formatNumber(inputs.lightsPct, 0)} %</text>
        {!home && (
          <text x={LAMP_X - 34} y={SHADE_TOP - 8} textAnchor="end" className={d.labelMuted}>
            dimmed to {formatNumber(light * 100, 0)} % away
          </text>
        )}

        {/* Presence sensor on the ceiling: it sees someone when Home */}
        <path d={`M412 ${CEILING}a8 8 0 0 0 16 0z`} className={d.surface} />
        {home && <path d={`M408 ${CEILING + 12}q12 8 24 0M402 ${CEILING + 20}q18 12 36 0`} className={d.accentStroke} data-presence="" />}
        <text x={446} y={CEILING + 16} className={home ? d.labelAccent : d.labelMuted}>{home ? 'Home' : 'Away'}</text>

        {/* Thermostat and its scale against the 22 °C comfort reference */}
        <rect x={IN_LEFT + 8} y={168} width={76} height={34} rx={6} className={`${css.thermostat} ${CUE_STROKE[cue]}`} data-cue={cue} />
        <text x={IN_LEFT + 46} y={190} textAnchor="middle" className={`${css.reading} ${CUE_TEXT[cue]}`}>
          {formatNumber(inputs.temperatureC, 1)} °C
        </text>
        <line x1={SCALE_LEFT} x2={SCALE_RIGHT} y1={SCALE_Y} y2={SCALE_Y} className={d.dim} />
        <path d={[T_MIN, 19, COMFORT_TEMPERATURE_C, 25, T_MAX].map((t) => `M${tX(t)} ${SCALE_Y - 3}v6`).join('')} className={d.dim} />
        <rect
          x={Math.min(tX(COMFORT_TEMPERATURE_C), tX(inputs.temperatureC))}
          y={SCALE_Y - 3}
          width={Math.abs(tX(inputs.temperatureC) - tX(COMFORT_TEMPERATURE_C))}
          height={6}
          className={CUE_CLASS[cue]}
        />
        <line x1={tX(COMFORT_TEMPERATURE_C)} x2={tX(COMFORT_TEMPERATURE_C)} y1={SCALE_Y - 10} y2={SCALE_Y + 6} className={css.comfortLine} />
        <circle cx={tX(inputs.temperatureC)} cy={SCALE_Y} r={5} className={CUE_CLASS[cue]} />
        <text x={SCALE_LEFT} y={SCALE_Y + 20} textAnchor="middle" className={d.labelMuted}>16</text>
        <text x={tX(COMFORT_TEMPERATURE_C)} y={SCALE_Y + 20} textAnchor="middle" className={css.comfortLabel}>22 °C</text>
        <text x={SCALE_RIGHT} y={SCALE_Y + 20} textAnchor="middle" className={d.labelMuted}>28</text>
        <text x={IN_LEFT + 8} y={162} className={`${css.cueWord} ${CUE_TEXT[cue]}`}>{CUE_WORD[cue]}</text>

        {/* Sofa, with someone on it when Home */}
        <path d="M298 258H356V276H298ZM282 212H298V276H282ZM286 276V298M352 276V298" className={d.surface} />
        {home ? <Person /> : <text x={306} y={200} className={d.labelMuted}>nobody home</text>}

        {/* The day's energy */}
        <text x={BAR_LEFT} y={BAR_Y - 8} className={d.label}>Energy {formatNumber(result.energyKWhPerDay, 1)} kWh/day</text>
        {bars.map((bar) => (
          <rect key={bar.key} x={bar.x} y={BAR_Y} width={bar.width} height={14} className={bar.className} data-energy={bar.key} />
        ))}
        <rect x={BAR_LEFT} y={BAR_Y} width={BAR_RIGHT - BAR_LEFT} height={14} className={d.thin} />
        {/* The ticks in kWh/day, the unit of the title above the bar ('15 kWh/day' at the end met the 10 at 320 px). */}
        {[0, 5, 10, 15].map((kWh) => (
          <g key={kWh}>
            <line x1={kWhX(kWh)} x2={kWhX(kWh)} y1={BAR_Y + 14} y2={BAR_Y + 19} className={d.dim} />
            <text x={kWhX(kWh)} y={BAR_Y + 32} textAnchor={kWh === 0 ? 'start' : kWh === 15 ? 'end' : 'middle'} className={d.labelMuted}>
              {kWh}
            </text>
          </g>
        ))}
      </Diagram>
      <Legend label="Legend">
        <LegendItem symbol={<rect x={1} y={1} width={18} height={10} className={css.lampKey} />}>Lamp light</LegendItem>
        <LegendItem symbol={<rect x={1} y={1} width={18} height={10} className={css.daylight} />}>Daylight</LegendItem>
        <LegendItem
          symbol={
            <>
              <rect x={1} y={3} width={5} height={6} className={css.cool} />
              <rect x={7.5} y={3} width={5} height={6} className={css.comfort} />
              <rect x={14} y={3} width={5} height={6} className={css.warm} />
            </>
          }
        >
          Set point: cool · comfort (22 ± 0.5 °C) · warm
        </LegendItem>
        <LegendItem
          symbol={
            <>
              <rect x={1} y={3} width={6} height={6} className={css.energyBase} />
              <rect x={7} y={3} width={6} height={6} className={css.energyLight} />
              <rect x={13} y={3} width={6} height={6} className={hvacWord === 'heating' ? css.energyHeat : css.energyCool} />
            </>
          }
        >
          Energy: base load · lighting · {hvacWord}
        </LegendItem>
      </Legend>
    </div>
  );
}
