/**
 * Spherical Gaussians: a light lobe G(v) = amplitude · exp(sharpness · (axis · v − 1)) over the
 * directions v of the sphere. Two lobes blurred into each other stay a lobe, so a lit studio made
 * of them can be prefiltered for every roughness in closed form (Wang et al., "All-frequency
 * rendering with spherical Gaussians", 2009), with no sampling.
 */

export type Vec3 = readonly [number, number, number];

export interface Lobe {
  /** Unit direction of the lobe's peak. */
  axis: Vec3;
  /** Radiance at the peak (linear units, per channel). */
  amplitude: Vec3;
  /** How narrow the lobe is: larger is narrower (about 2 / θ² for a lobe θ radians wide). */
  sharpness: number;
}

/** A lobe's value in direction `v` (a unit vector), per channel. */
export function lobeAt(lobe: Lobe, v: Vec3): Vec3 {
  const [ax, ay, az] = lobe.axis;
  const falloff = Math.exp(lobe.sharpness * (ax * v[0] + ay * v[1] + az * v[2] - 1));
  return [lobe.amplitude[0] * falloff, lobe.amplitude[1] * falloff, lobe.amplitude[2] * falloff];
}

/** Total energy of a lobe over the sphere, per channel: 2π·a/λ·(1 − e^(−2λ)). */
export function lobeEnergy(lobe: Lobe): Vec3 {
  const scale = ((2 * Math.PI) / lobe.sharpness) * (1 - Math.exp(-2 * lobe.sharpness));
  return [lobe.amplitude[0] * scale, lobe.amplitude[1] * scale, lobe.amplitude[2] * scale];
}

/**
 * The sharpness of the GGX reflection lobe of a surface of perceptual `roughness` (0–1), as a
 * spherical Gaussian around the mirror direction: the normal distribution D(h) ≈ SG of sharpness
 * 2/α² (α = roughness²), and a reflected direction turns twice as far as the half vector, which
 * divides the sharpness by four. Infinite for a mirror.
 */
export function reflectionSharpness(roughness: number): number {
  const alpha = Math.min(1, Math.max(0, roughness)) ** 2;
  return alpha === 0 ? Infinity : 1 / (2 * alpha * alpha);
}

/**
 * A light lobe as a surface of `roughness` reflects it (the lobe convolved with the normalised
 * reflection lobe): wider, dimmer, with the same energy (exactly so for lobes narrower than a
 * hemisphere). Returns the lobe itself for a mirror.
 */
export function blurLobe(lobe: Lobe, roughness: number): Lobe {
  const kernel = reflectionSharpness(roughness);
  if (!Number.isFinite(kernel)) return lobe;
  const sharpness = (lobe.sharpness * kernel) / (lobe.sharpness + kernel);
  const keep = kernel / (lobe.sharpness + kernel);
  const [r, g, b] = lobe.amplitude;
  return { axis: lobe.axis, amplitude: [r * keep, g * keep, b * keep], sharpness };
}
