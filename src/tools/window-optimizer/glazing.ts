import type { Glazing } from '../../../engine/tools/window-optimizer';

/** Glass tints by glazing, light to dark as the light factor falls (0.8, 0.65, 0.5). */
export const GLASS_HEX: Readonly<Record<Glazing, string>> = { clear: '#d3e9f5', 'low-e': '#c6e3d3', tinted: '#8f9dab' };
export const GLAZING_NAMES: Readonly<Record<Glazing, string>> = { clear: 'Clear', 'low-e': 'Low-E', tinted: 'Tinted' };
export const FACADE_NAMES = { N: 'north', E: 'east', S: 'south', W: 'west' } as const;
