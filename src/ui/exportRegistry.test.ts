import { describe, expect, it } from 'vitest';
import { createExportRegistry } from './exportRegistry';

describe('A figure whose drawing is still to come is not taken for an empty one', () => {
  it('counts the parts still coming, each removed once however often its removal is called', () => {
    const registry = createExportRegistry();
    let heard = 0;
    registry.subscribe(() => (heard += 1));
    expect(registry.coming()).toBe(0);
    const first = registry.expect();
    const second = registry.expect();
    expect(registry.coming()).toBe(2);
    first();
    first();
    expect(registry.coming()).toBe(1);
    second();
    expect(registry.coming()).toBe(0);
    expect(heard).toBe(4);
    expect(registry.snapshot()).toEqual([]);
  });
});
