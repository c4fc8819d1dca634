/** Color Harmony's inputs: a base colour and a scheme, with their controls. */
import { defaultsOf } from '../params';
import type { ParamList } from '../params';

/** The five harmony schemes. */
export type Scheme = 'complementary' | 'analogous' | 'triadic' | 'monochromatic' | 'tetradic';

/** Inputs: a base colour ('#rrggbb') and a scheme. */
export interface Inputs {
  baseHex: string;
  scheme: Scheme;
}

/** The schemes in menu order. */
export const SCHEMES: readonly Scheme[] = ['complementary', 'analogous', 'triadic', 'monochromatic', 'tetradic'];

/** Controls: Base colour, Scheme. */
export const params: ParamList<Inputs> = [
  // Default: a calm steel blue, a common starting point for interiors (the spec leaves it open).
  { kind: 'color', key: 'baseHex', label: 'Base colour', default: '#3b7ea1' },
  {
    kind: 'select',
    key: 'scheme',
    label: 'Scheme',
    // Default: the first listed scheme.
    default: 'complementary',
    options: [
      { value: 'complementary', label: 'Complementary' },
      { value: 'analogous', label: 'Analogous' },
      { value: 'triadic', label: 'Triadic' },
      { value: 'monochromatic', label: 'Monochromatic' },
      { value: 'tetradic', label: 'Tetradic' },
    ],
  },
];

/** Default inputs. */
export const defaults: Inputs = defaultsOf(params);
