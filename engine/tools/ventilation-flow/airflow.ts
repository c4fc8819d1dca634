/**
 * Ventilation Flow: the air-change estimate and the openings' geometry.
 *
 * Airflow through two openings in series (the orifice equation, as in CIBSE AM10 / BS 5925):
 *   A_eff = (1/A_in² + 1/A_out²)^(−1/2)       effective area of inlet and outlet in series, m²
 *   Δp    = pressure · 10 Pa                    wind pressure difference (10 Pa ≈ a 4 m/s breeze)
 *   v     = √(2·Δp/ρ), ρ = 1.2 kg/m³            air speed through the openings, m/s
 *   Q     = Cd · A_eff · v · f, Cd = 0.61       airflow, m³/s
 * with f = 1 for cross ventilation and f = 0.25 single-sided (both openings see nearly the same
 * wind pressure, so only small differences and turbulence drive the exchange).
 *   ACH   = Q · 3600 / V, V = 5.6 × 3.6 × 2.7 m = 54.432 m³
 * ACH rises with the inlet, the outlet and the pressure, and is 0 at pressure 0 (isothermal
 * room: no stack effect is modelled).
 */
import { clamp, finiteOr } from '../../math/clamp';

/** Ventilation mode. */
export type VentilationMode = 'cross' | 'single';

/** The model room, metres: 5.6 × 3.6 m in plan (the 560 × 360 px canvas at 1 px = 1 cm), 2.7 m high. */
export const ROOM_LENGTH_M = 5.6;
export const ROOM_WIDTH_M = 3.6;
export const ROOM_HEIGHT_M = 2.7;
/** Room volume, m³. */
export const ROOM_VOLUME_M3 = ROOM_LENGTH_M * ROOM_WIDTH_M * ROOM_HEIGHT_M;
/** Air density, kg/m³. */
export const AIR_DENSITY = 1.2;
/** Discharge coefficient of a sharp-edged opening. */
export const DISCHARGE_COEFFICIENT = 0.61;
/** Wind pressure difference at Pressure = 1, Pa. */
export const MAX_PRESSURE_PA = 10;
/** Share of the cross-flow rate that the same openings give single-sided. */
export const SINGLE_SIDED_FACTOR = 0.25;
/** Opening sizes: Inlet and Outlet are free areas in m², 0.1–1. */
export const OPENING_MIN_M2 = 0.1;
export const OPENING_MAX_M2 = 1;

/** What the airflow depends on. */
export interface AirflowInputs {
  mode: VentilationMode;
  /** Inlet free area, m². */
  inlet: number;
  /** Outlet free area, m². */
  outlet: number;
  /** Wind pressure, 0–1 of 10 Pa. */
  pressure: number;
}

/** Airflow figures. */
export interface Airflow {
  /** Effective area of the openings in series, m². */
  effectiveAreaM2: number;
  /** Pressure difference, Pa. */
  pressurePa: number;
  /** Air speed through the openings, m/s. */
  openingSpeedMps: number;
  /** Airflow, m³/s. */
  flowM3s: number;
  /** Air changes per hour (unrounded). */
  airChangesPerHour: number;
}

/** Effective area of two openings in series, m² (0 when either is closed). */
export function effectiveArea(inletM2: number, outletM2: number): number {
  const a = Math.max(0, finiteOr(inletM2, 0));
  const b = Math.max(0, finiteOr(outletM2, 0));
  if (a === 0 || b === 0) return 0;
  return (a * b) / Math.sqrt(a * a + b * b);
}

/** Airflow Q in m³/s for `inputs` (sizes clamped to 0–1 m², pressure to 0–1); allocates nothing. */
export function flowRateM3s(inputs: AirflowInputs): number {
  const inlet = clamp(finiteOr(inputs.inlet, 0), 0, OPENING_MAX_M2);
  const outlet = clamp(finiteOr(inputs.outlet, 0), 0, OPENING_MAX_M2);
  const pressurePa = clamp(finiteOr(inputs.pressure, 0), 0, 1) * MAX_PRESSURE_PA;
  const factor = inputs.mode === 'single' ? SINGLE_SIDED_FACTOR : 1;
  return DISCHARGE_COEFFICIENT * effectiveArea(inlet, outlet) * Math.sqrt((2 * pressurePa) / AIR_DENSITY) * factor;
}

/** The airflow figures for `inputs` (sizes clamped to 0–1 m², pressure to 0–1). */
export function airflow(inputs: AirflowInputs): Airflow {
  const inlet = clamp(finiteOr(inputs.inlet, 0), 0, OPENING_MAX_M2);
  const outlet = clamp(finiteOr(inputs.outlet, 0), 0, OPENING_MAX_M2);
  const pressurePa = clamp(finiteOr(inputs.pressure, 0), 0, 1) * MAX_PRESSURE_PA;
  const flowM3s = flowRateM3s(inputs);
  return {
    effectiveAreaM2: effectiveArea(inlet, outlet),
    pressurePa,
    openingSpeedMps: Math.sqrt((2 * pressurePa) / AIR_DENSITY),
    flowM3s,
    airChangesPerHour: (flowM3s * 3600) / ROOM_VOLUME_M3,
  };
}

/** The largest airflow the controls allow (cross, both openings 1 m², pressure 1), m³/s. */
export const MAX_FLOW_M3S = flowRateM3s({ mode: 'cross', inlet: OPENING_MAX_M2, outlet: OPENING_MAX_M2, pressure: 1 });

/** An opening on a wall of the plan: which wall and its extent along it, px. */
export interface Opening {
  wall: 'left' | 'right';
  y0: number;
  y1: number;
}

/** How much of the wall a 1 m² opening takes in the drawing: cross (one per wall), single (two on one wall). */
export const CROSS_SPAN_PER_M2 = 0.8;
export const SINGLE_SPAN_PER_M2 = 0.4;
/** Single-sided: inlet and outlet centres as fractions of the wall, from the top. */
export const SINGLE_INLET_AT = 0.3;
export const SINGLE_OUTLET_AT = 0.7;

/**
 * Where the openings are drawn on a `widthPx` × `heightPx` plan. Cross: inlet centred on the
 * left wall, outlet centred on the right wall. Single: both on the left wall, the inlet above
 * (centred at 30 %) and the outlet below (at 70 %). An opening's length is proportional to its area.
 */
export function openings(inputs: AirflowInputs, heightPx: number): { inlet: Opening; outlet: Opening } {
  const inlet = clamp(finiteOr(inputs.inlet, 0), 0, OPENING_MAX_M2);
  const outlet = clamp(finiteOr(inputs.outlet, 0), 0, OPENING_MAX_M2);
  if (inputs.mode === 'single') {
    const inSpan = inlet * SINGLE_SPAN_PER_M2 * heightPx;
    const outSpan = outlet * SINGLE_SPAN_PER_M2 * heightPx;
    return {
      inlet: { wall: 'left', y0: SINGLE_INLET_AT * heightPx - inSpan / 2, y1: SINGLE_INLET_AT * heightPx + inSpan / 2 },
      outlet: { wall: 'left', y0: SINGLE_OUTLET_AT * heightPx - outSpan / 2, y1: SINGLE_OUTLET_AT * heightPx + outSpan / 2 },
    };
  }
  const inSpan = inlet * CROSS_SPAN_PER_M2 * heightPx;
  const outSpan = outlet * CROSS_SPAN_PER_M2 * heightPx;
  return {
    inlet: { wall: 'left', y0: heightPx / 2 - inSpan / 2, y1: heightPx / 2 + inSpan / 2 },
    outlet: { wall: 'right', y0: heightPx / 2 - outSpan / 2, y1: heightPx / 2 + outSpan / 2 },
  };
}
