/** Unit conversions. Lengths inside the engine are metres unless a name says otherwise. */
import { formatNumber } from './format';

/** Metres in one international foot. */
export const FT_TO_M = 0.3048;

/** Length units a designer can pick. */
export type LengthUnit = 'm' | 'ft';

/** A Units input as a length unit: feet where the visitor chose them, else metres (anything else a link or a hostile value brings). */
export const lengthUnit = (units: unknown): LengthUnit => (units === 'ft' ? 'ft' : 'm');

/** A length given in `unit`, in metres. */
export function toMetres(length: number, unit: LengthUnit): number {
  return unit === 'ft' ? length * FT_TO_M : length;
}

/** A length in metres, expressed in `unit`. */
export function fromMetres(lengthM: number, unit: LengthUnit): number {
  return unit === 'ft' ? lengthM / FT_TO_M : lengthM;
}

/** Degrees to radians. */
export function degToRad(angleDeg: number): number {
  return (angleDeg * Math.PI) / 180;
}

/** Radians to degrees. */
export function radToDeg(angleRad: number): number {
  return (angleRad * 180) / Math.PI;
}

/** Square metres in one square foot. */
export const FT2_TO_M2 = FT_TO_M * FT_TO_M;

/**
 * A length in metres as display text in `unit`: '3.20 m' or '10.50 ft' ('.' as the decimal
 * point, never NaN: non-finite lengths show as zero).
 */
export function formatLength(lengthM: number, unit: LengthUnit = 'm', decimals = 2): string {
  return `${formatNumber(fromMetres(lengthM, unit), decimals)} ${unit}`;
}

/** An area in square metres as display text in `unit`²: '12.0 m²' or '129.2 ft²'. */
export function formatArea(areaM2: number, unit: LengthUnit = 'm', decimals = 1): string {
  const value = unit === 'ft' ? areaM2 / FT2_TO_M2 : areaM2;
  return `${formatNumber(value, decimals)} ${unit}²`;
}
