import { existsSync } from 'node:fs';
import { tools } from '../../../src/tools/registry';

const panelTitles: Record<string, string> = {
  'color-harmony': 'Palette Prompt',
  'golden-ratio': 'Composition Prompt',
  'room-proportion': 'Room Prompt',
  'flow-pattern': 'Circulation Prompt',
  'zoning-mapper': 'Zoning Prompt',
  'style-dna': 'Style Prompt',
  'material-properties': 'Material Prompt',
  'texture-pattern': 'Texture Prompt',
  'surface-reflection': 'Surface Prompt',
  'structural-load': 'Beam Prompt',
  'window-optimizer': 'Window Prompt',
  'ventilation-flow': 'Ventilation Prompt',
  'lighting-physics': 'Lighting Prompt',
  'proportion-scale': 'Proportion Prompt',
  'visual-weight': 'Balance Prompt',
  'smart-home': 'Smart Home Prompt',
  'sustainable-systems': 'Sustainability Prompt',
  'construction-sequence': 'Schedule Prompt',
  'design-presentation': 'Deck Prompt',
  'vr-walkthrough': 'VR Walkthrough Prompt',
};

/** The tools whose UI module has landed (src/tools/{slug}/index.tsx), with the contract's panel titles. */
export const toolsWithModules = tools
  .filter((tool) => existsSync(`src/tools/${tool.slug}/index.tsx`))
  .map((tool) => ({ slug: tool.slug, name: tool.name, panelTitle: panelTitles[tool.slug] ?? '' }));
