import { describe, expect, it } from 'vitest';
import { blurLobe, lobeAt, lobeEnergy, reflectionSharpness, type Lobe } from './sphericalGaussian';

const softbox: Lobe = { axis: [0, 1, 0], amplitude: [6, 5, 4], sharpness: 40 };

describe('spherical Gaussian lobes', () => {
  it('peak at the axis, 1/e of it where the angle makes λ(1 − cos θ) = 1', () => {
    expect(lobeAt(softbox, [0, 1, 0])).toEqual([6, 5, 4]);
    const theta = Math.acos(1 - 1 / 40);
    const side = lobeAt(softbox, [Math.sin(theta), Math.cos(theta), 0]);
    expect(side[0]).toBeCloseTo(6 / Math.E, 10);
  });

  it('energy over the sphere is 2π·a/λ·(1 − e^(−2λ)), as a numerical integral finds', () => {
    const lobe: Lobe = { axis: [0, 0, 1], amplitude: [1, 1, 1], sharpness: 3 };
    // Integrate over θ from the axis: dω = 2π sin θ dθ.
    let sum = 0;
    const steps = 20_000;
    for (let i = 0; i < steps; i += 1) {
      const theta = ((i + 0.5) / steps) * Math.PI;
      sum += lobeAt(lobe, [Math.sin(theta), 0, Math.cos(theta)])[0] * 2 * Math.PI * Math.sin(theta) * (Math.PI / steps);
    }
    expect(lobeEnergy(lobe)[0]).toBeCloseTo(sum, 6);
  });

  it('a mirror reflects the lobe unchanged; roughness widens and dims it, keeping its energy', () => {
    expect(reflectionSharpness(0)).toBe(Infinity);
    expect(blurLobe(softbox, 0)).toBe(softbox);
    let previous = softbox;
    for (const roughness of [0.2, 0.4, 0.6, 0.8, 1]) {
      const blurred = blurLobe(softbox, roughness);
      expect(blurred.sharpness).toBeLessThan(previous.sharpness);
      expect(blurred.amplitude[0]).toBeLessThan(previous.amplitude[0]);
      expect(blurred.axis).toEqual(softbox.axis);
      if (blurred.sharpness > 5) expect(lobeEnergy(blurred)[0] / lobeEnergy(softbox)[0]).toBeCloseTo(1, 3);
      previous = blurred;
    }
  });

  it('the reflection lobe of GGX: sharpness 1/(2α⁴) with α = roughness², clamped to 0–1', () => {
    expect(reflectionSharpness(1)).toBe(0.5);
    expect(reflectionSharpness(0.5)).toBeCloseTo(1 / (2 * 0.25 ** 2), 12);
    expect(reflectionSharpness(2)).toBe(0.5);
    expect(reflectionSharpness(-1)).toBe(Infinity);
  });
});
