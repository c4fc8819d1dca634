import { describe, expect, it } from 'vitest';
import { printedInput } from './printInputs';

describe('printedInput', () => {
  it('moves the unit in brackets from the name to the value', () => {
    // A number field: its value has no unit of its own.
    expect(printedInput('Length (m)', '4.2')).toEqual({ name: 'Length', value: '4.2 m' });
    // A slider's spoken value already carries it.
    expect(printedInput('Beam length (m)', '6.0 m')).toEqual({ name: 'Beam length', value: '6.0 m' });
    expect(printedInput('Recycled (%)', '40 %')).toEqual({ name: 'Recycled', value: '40 %' });
  });

  it('leaves a name without a unit, and an empty value, as they are', () => {
    expect(printedInput('Material', 'Wood')).toEqual({ name: 'Material', value: 'Wood' });
    expect(printedInput(' Phase 1 name ', 'Site prep')).toEqual({ name: 'Phase 1 name', value: 'Site prep' });
    expect(printedInput('Slide title (text)', '')).toEqual({ name: 'Slide title', value: '' });
  });
});
