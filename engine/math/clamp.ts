/**
 * Number guards shared by every tool: bounding values and reading raw input as finite
 * numbers. Nothing here ever returns NaN or ±Infinity. Rounding and display text are in
 * ./format.ts, interpolation in ./interpolate.ts.
 */

/** `value` limited to [min, max]; NaN becomes `min`, so a bad input never leaks through. */
export function clamp(value: number, min: number, max: number): number {
  if (Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, value));
}

/** `value` if it is a finite number, otherwise `fallback` (for guarding computed results). */
export function finiteOr(value: number, fallback: number): number {
  return Number.isFinite(value) ? value : fallback;
}

/**
 * A finite number read from raw input (a form field's string or a number), or `fallback`.
 * Strings are trimmed; '', 'abc', 'NaN', '±Infinity', booleans and non-finite numbers
 * give `fallback`. -0 is returned as 0.
 */
export function toFiniteNumber(raw: unknown, fallback: number): number {
  let parsed: number;
  if (typeof raw === 'number') {
    parsed = raw;
  } else if (typeof raw === 'string') {
    const trimmed = raw.trim();
    if (trimmed === '') return fallback;
    parsed = Number(trimmed);
  } else {
    return fallback;
  }
  if (!Number.isFinite(parsed)) return fallback;
  return parsed === 0 ? 0 : parsed;
}
