import type { Inputs } from '../../../engine/tools/golden-ratio';

/**
 * Whether the φ grid shows. It is a view setting, not an engine parameter, so it rides along
 * in the page's inputs as an extra field (update() keeps fields it does not know). Missing —
 * as after Reset — means shown.
 */
export const GRID_KEY = 'showGrid';

/** Whether the φ grid is shown for these inputs (shown unless switched off). */
export function gridShown(inputs: Inputs): boolean {
  return (inputs as Inputs & { [GRID_KEY]?: unknown })[GRID_KEY] !== false;
}
