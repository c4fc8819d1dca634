/** Unit conversions. Lengths inside the engine are metres unless a name says otherwise. */

/** Metres in one international foot. */
export const FT_TO_M = 0.3048;

/** Length units a designer can pick. */
export type LengthUnit = 'm' | 'ft';

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
