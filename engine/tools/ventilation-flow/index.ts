/**
 * Ventilation Flow: cross or single-sided natural ventilation of a 5.6 × 3.6 × 2.7 m room.
 * The air-change model is in ./airflow, the particles in ./simulation.
 */
import { formatNumber, roundTo } from '../../math/format';
import { defaultsOf, levelWord } from '../params';
import type { Explain, ParamList, ToolOutput } from '../params';
import {
  AIR_DENSITY,
  DISCHARGE_COEFFICIENT,
  MAX_PRESSURE_PA,
  ROOM_HEIGHT_M,
  ROOM_LENGTH_M,
  ROOM_VOLUME_M3,
  ROOM_WIDTH_M,
  SINGLE_SIDED_FACTOR,
  airflow,
} from './airflow';
import type { Airflow, VentilationMode } from './airflow';
import { VENTILATION_PARTICLES } from './simulation';

export * from './airflow';
export * from './simulation';

/** Inputs: mode, inlet and outlet free areas (m²), wind pressure (0–1 of 10 Pa). */
export interface Inputs {
  mode: VentilationMode;
  inlet: number;
  outlet: number;
  pressure: number;
}

/**
 * Controls: Mode (Cross, Single), Inlet and Outlet 0.1–1 m², Pressure 0–1, all step 0.01.
 * Defaults (not in the spec): cross ventilation, two 0.5 m² openings, a moderate breeze (0.5).
 */
export const params: ParamList<Inputs> = [
  {
    kind: 'select',
    key: 'mode',
    label: 'Mode',
    default: 'cross',
    options: [
      { value: 'cross', label: 'Cross' },
      { value: 'single', label: 'Single' },
    ],
  },
  { kind: 'range', key: 'inlet', label: 'Inlet', unit: 'm²', min: 0.1, max: 1, step: 0.01, default: 0.5 },
  { kind: 'range', key: 'outlet', label: 'Outlet', unit: 'm²', min: 0.1, max: 1, step: 0.01, default: 0.5 },
  { kind: 'range', key: 'pressure', label: 'Pressure', min: 0, max: 1, step: 0.01, default: 0.5 },
];

/** Default inputs: Cross, 0.5 m², 0.5 m², 0.5. */
export const defaults: Inputs = defaultsOf(params);

/** Airflow, air changes per hour (one decimal) and the particle count. */
export interface Result extends Airflow {
  mode: VentilationMode;
  /** Air changes per hour rounded to one decimal, as shown. */
  airChangesRounded: number;
  particleCount: number;
}

/** Airflow and air changes per hour (see ./airflow for the model). */
export function compute(inputs: Inputs): Result {
  const flow = airflow(inputs);
  return {
    ...flow,
    mode: inputs.mode === 'single' ? 'single' : 'cross',
    airChangesRounded: roundTo(flow.airChangesPerHour, 1),
    particleCount: VENTILATION_PARTICLES,
  };
}

/** Particles (130) and Air changes per hour (one decimal). */
export function outputs(result: Result): readonly ToolOutput[] {
  return [
    { label: 'Particles', text: String(result.particleCount) },
    { label: 'Air changes per hour', text: formatNumber(result.airChangesRounded, 1) },
  ];
}

/** 'low' (< 4 ACH), 'moderate' (< 10), 'good' (< 20) or 'high' airing. */
export function airingWord(airChangesPerHour: number): string {
  if (airChangesPerHour < 4) return 'low';
  if (airChangesPerHour < 10) return 'moderate';
  if (airChangesPerHour < 20) return 'good';
  return 'high';
}

/** 'How it's calculated'. */
export const explain: Explain = {
  formula:
    'Effective area of inlet and outlet in series A = 1/√(1/A_in² + 1/A_out²). Pressure difference Δp = Pressure × ' +
    `${MAX_PRESSURE_PA} Pa; air speed v = √(2·Δp/ρ). Airflow Q = Cd × A × v × f with Cd = ${DISCHARGE_COEFFICIENT}, ` +
    `f = 1 for cross ventilation and ${SINGLE_SIDED_FACTOR} single-sided. Air changes per hour = Q × 3600 / V.`,
  units:
    `Inlet and outlet are free opening areas in m²; Pressure is 0–1 of ${MAX_PRESSURE_PA} Pa (about a 4 m/s breeze); ρ = ${AIR_DENSITY} kg/m³; ` +
    `Q in m³/s; room volume V = ${formatNumber(ROOM_LENGTH_M, 1)} × ${formatNumber(ROOM_WIDTH_M, 1)} × ${formatNumber(ROOM_HEIGHT_M, 1)} m = ` +
    `${formatNumber(ROOM_VOLUME_M3, 1)} m³; result in air changes per hour, one decimal.`,
  assumptions:
    'Wind-driven, isothermal flow (no stack effect, so zero pressure gives zero air changes); sharp-edged openings; ' +
    'single-sided openings share nearly the same wind pressure, modelled as a quarter of the cross-flow rate. ' +
    `The ${VENTILATION_PARTICLES} particles illustrate the pattern and speed; they are not a CFD result.`,
};

/** A prompt with the mode, openings, pressure and the air-change estimate. */
export function buildPrompt(inputs: Inputs, result: Result): string {
  const area = (value: number): string => `${formatNumber(value, 2)} m²`;
  const cross = result.mode === 'cross';
  const ach = formatNumber(result.airChangesRounded, 1);
  return [
    'Act as a building services engineer advising an architect on natural ventilation.',
    `Room: ${formatNumber(ROOM_LENGTH_M, 1)} × ${formatNumber(ROOM_WIDTH_M, 1)} m in plan, ${formatNumber(ROOM_HEIGHT_M, 1)} m high ` +
      `(${formatNumber(ROOM_VOLUME_M3, 1)} m³).`,
    cross
      ? `Cross ventilation: an inlet of ${area(inputs.inlet)} on one wall and an outlet of ${area(inputs.outlet)} on the opposite wall.`
      : `Single-sided ventilation: an inlet of ${area(inputs.inlet)} and an outlet of ${area(inputs.outlet)} on the same wall, the outlet below the inlet.`,
    `Wind pressure: ${levelWord(inputs.pressure)} (${formatNumber(result.pressurePa, 1)} Pa across the openings).`,
    '',
    'Estimate (orifice equation, Cd 0.61, openings in series):',
    `- Effective opening area: ${area(result.effectiveAreaM2)}`,
    `- Airflow: ${formatNumber(result.flowM3s * 1000, 0)} L/s`,
    `- Air changes per hour: ${ach} (${airingWord(result.airChangesRounded)})`,
    '',
    'Check this estimate, say whether it meets fresh-air needs for a living room or office and for summer cooling, ' +
      (cross
        ? 'and suggest opening positions and sizes that sweep the whole room without draughts at seated height.'
        : 'and suggest how to improve it (a second opening on another façade, high and low openings for stack effect, or a rooflight), ' +
          'keeping in mind that single-sided ventilation reaches about 2.5 times the ceiling height into the room.'),
  ].join('\n');
}
