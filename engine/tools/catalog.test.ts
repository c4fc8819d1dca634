import { describe, expect, it } from 'vitest';
import { catalog, toolNeighbours } from './catalog';

const slugs = (entries: readonly { slug: string }[]) => entries.map((entry) => entry.slug);

describe('toolNeighbours', () => {
  it('links the first tool back to the last and on to the second, and relates its own category first', () => {
    const near = toolNeighbours(catalog, 'color-harmony')!;
    expect(near.previous.slug).toBe('vr-walkthrough');
    expect(near.next.slug).toBe('golden-ratio');
    // Colour & style: style-dna and visual-weight, then the nearest other tool after it.
    expect(slugs(near.related)).toEqual(['style-dna', 'visual-weight', 'room-proportion']);
  });

  it('wraps the last tool round to the first', () => {
    const near = toolNeighbours(catalog, 'vr-walkthrough')!;
    expect(near.previous.slug).toBe('design-presentation');
    expect(near.next.slug).toBe('color-harmony');
  });

  it('never relates a tool to itself or to its previous or next, and gives three for every tool', () => {
    for (const { slug } of catalog) {
      const near = toolNeighbours(catalog, slug)!;
      const related = slugs(near.related);
      expect(related).toHaveLength(3);
      expect(new Set(related).size).toBe(3);
      expect(related).not.toContain(slug);
      expect(related).not.toContain(near.previous.slug);
      expect(related).not.toContain(near.next.slug);
    }
  });

  it('relates the nearest tools of the same category first', () => {
    // Structural load (Building & systems) sits between surface-reflection and window-optimizer;
    // ventilation-flow is two further on, smart-home six and sustainable-systems seven.
    const near = toolNeighbours(catalog, 'structural-load')!;
    expect([near.previous.slug, near.next.slug]).toEqual(['surface-reflection', 'window-optimizer']);
    expect(slugs(near.related)).toEqual(['ventilation-flow', 'smart-home', 'sustainable-systems']);
  });

  it('knows no neighbours of an unknown tool', () => {
    expect(toolNeighbours(catalog, 'nope')).toBeUndefined();
  });
});
