/**
 * The catalog: each tool's identity, written once. The routes, the Docs grid, the footer, the
 * sitemap, the prerendered pages, the service worker's precache list, the engine lookup
 * (./all.ts), the set of 3D views and the browser tests' lists all derive from it.
 * Adding a tool is one entry here, its engine in engine/tools/{slug}/ and its UI in
 * src/tools/{slug}/index.tsx (README, "Adding a tool"; tests/unit/add-a-tool.test.tsx does exactly that).
 */
export type ToolCategory = 'Colour & style' | 'Space & layout' | 'Materials & light' | 'Building & systems' | 'Presentation';

export interface CatalogEntry {
  /** Route `/tools/{slug}`, engine folder engine/tools/{slug}/, UI folder src/tools/{slug}/. */
  slug: string;
  name: string;
  /** One sentence, shown under the name on the Docs grid and the tool's page. */
  description: string;
  category: ToolCategory;
  /** Heading of the prompt card (docs/contract.md §3), which names its section. */
  panelTitle: string;
  /** Listed in the footer's two tool columns (the first ten featured tools, in catalog order). */
  featured?: boolean;
  /** The tool's visual holds a 3D view (Scene3D). */
  has3d?: boolean;
}

export const catalog = [
  { slug: 'color-harmony', name: 'Color Harmony', category: 'Colour & style', featured: true, panelTitle: 'Palette Prompt',
    description: 'Build complementary, analogous, triadic, monochromatic or tetradic palettes from one base colour, with hex codes.' },
  { slug: 'golden-ratio', name: 'Golden Ratio', category: 'Space & layout', featured: true, panelTitle: 'Composition Prompt',
    description: 'Place an element on a φ grid with the golden spiral, and snap it to the 61.8 % lines.' },
  { slug: 'room-proportion', name: 'Room Proportion', category: 'Space & layout', featured: true, panelTitle: 'Room Prompt',
    description: 'Score a room’s length, width and height against golden proportions, in metres or feet.' },
  { slug: 'flow-pattern', name: 'Flow Pattern', category: 'Space & layout', featured: true, panelTitle: 'Circulation Prompt',
    description: 'Lay out your own room with real furniture, doors and windows, watch circulation stream through it and check every passage.' },
  { slug: 'zoning-mapper', name: 'Zoning Mapper', category: 'Space & layout', featured: true, panelTitle: 'Zoning Prompt',
    description: 'Arrange the zones of your own room, set their privacy and read how adjacent each pair is.' },
  { slug: 'style-dna', name: 'Style DNA', category: 'Colour & style', featured: true, panelTitle: 'Style Prompt',
    description: 'Mix minimalism, warmth, curves, contrast and tech to predict the style a space speaks.' },
  { slug: 'material-properties', name: 'Material Properties', category: 'Materials & light', featured: true, has3d: true, panelTitle: 'Material Prompt',
    description: 'Tune wood, concrete or metal and score its sustainability from carbon, VOC and recycled content.' },
  { slug: 'texture-pattern', name: 'Texture Pattern', category: 'Materials & light', panelTitle: 'Texture Prompt',
    description: 'Compose stripes, checks or dots with scale, density and rotation, drawn live.' },
  { slug: 'surface-reflection', name: 'Surface Reflection', category: 'Materials & light', featured: true, has3d: true, panelTitle: 'Surface Prompt',
    description: 'See how roughness, metalness and refractive index change a surface’s Fresnel reflectance.' },
  { slug: 'structural-load', name: 'Structural Load', category: 'Building & systems', featured: true, panelTitle: 'Beam Prompt',
    description: 'Find the support reactions and maximum moment of a simply supported beam under a point load.' },
  { slug: 'window-optimizer', name: 'Window Optimizer', category: 'Materials & light', panelTitle: 'Window Prompt',
    description: 'Size a window by orientation, season, hour and glazing, and read the sun altitude and daylight factor.' },
  { slug: 'ventilation-flow', name: 'Ventilation Flow', category: 'Building & systems', panelTitle: 'Ventilation Prompt',
    description: 'Compare cross and single-sided ventilation and estimate air changes per hour.' },
  { slug: 'lighting-physics', name: 'Lighting Physics', category: 'Materials & light', featured: true, panelTitle: 'Lighting Prompt',
    description: 'Work out illuminance and spot size from a light’s intensity, distance and beam angle.' },
  { slug: 'proportion-scale', name: 'Proportion Scale', category: 'Space & layout', panelTitle: 'Proportion Prompt',
    description: 'Compare two elements’ widths against a target ratio such as φ and see the deviation.' },
  { slug: 'visual-weight', name: 'Visual Weight', category: 'Colour & style', panelTitle: 'Balance Prompt',
    description: 'Balance two masses about an axis and read how far the composition leans.' },
  { slug: 'smart-home', name: 'Smart Home', category: 'Building & systems', panelTitle: 'Smart Home Prompt',
    description: 'Set lights, temperature, blinds and presence, and see comfort and energy respond.' },
  { slug: 'sustainable-systems', name: 'Sustainable Systems', category: 'Building & systems', panelTitle: 'Sustainability Prompt',
    description: 'Combine solar, storage, water reuse and insulation to estimate a home’s energy reduction.' },
  { slug: 'construction-sequence', name: 'Construction Sequence', category: 'Building & systems', panelTitle: 'Schedule Prompt',
    description: 'Plan four construction phases in days and see them on a Gantt timeline.' },
  { slug: 'design-presentation', name: 'Design Presentation', category: 'Presentation', panelTitle: 'Deck Prompt',
    description: 'Outline a client deck slide by slide and preview it as a grid.' },
  { slug: 'vr-walkthrough', name: 'VR Walkthrough', category: 'Presentation', has3d: true, panelTitle: 'VR Walkthrough Prompt',
    description: 'Draw a walking path through your plan and its furniture, time it at walking speed and preview it in 3D.' },
] as const satisfies readonly CatalogEntry[];

export type ToolSlug = (typeof catalog)[number]['slug'];

/** Every tool downloads its prompt as `{slug}-prompt.txt` (docs/contract.md §1). */
export const promptFileName = (slug: string): string => `${slug}-prompt.txt`;

/** The entry with that slug in `list`, or undefined. */
export function findEntry(list: readonly CatalogEntry[], slug: string): CatalogEntry | undefined {
  return list.find((entry) => entry.slug === slug);
}

/** The slugs of the tools with a 3D view, in catalog order. */
export function scene3dSlugs(list: readonly CatalogEntry[]): string[] {
  return list.filter((entry) => entry.has3d === true).map((entry) => entry.slug);
}

/** The tools the footer lists: the first `count` featured ones, in catalog order. */
export function featuredTools(list: readonly CatalogEntry[], count: number): CatalogEntry[] {
  return list.filter((entry) => entry.featured === true).slice(0, count);
}

/** The tools a tool's page links to: the one before and after it (catalog order, wrapping round) and related ones. */
export interface ToolNeighbours {
  previous: CatalogEntry;
  next: CatalogEntry;
  /** Up to `count` others, never the tool itself or its previous or next: the same category first, then the nearest in the catalog. */
  related: CatalogEntry[];
}

export function toolNeighbours(list: readonly CatalogEntry[], slug: string, count = 3): ToolNeighbours | undefined {
  const index = list.findIndex((entry) => entry.slug === slug);
  if (index < 0 || list.length < 2) return undefined;
  const tool = list[index]!;
  const previous = list[(index - 1 + list.length) % list.length]!;
  const next = list[(index + 1) % list.length]!;
  const taken = new Set([tool.slug, previous.slug, next.slug]);
  // Nearest first, looking forward then back at each distance.
  const byDistance = list
    .map((entry, at) => ({ entry, distance: Math.min(Math.abs(at - index), list.length - Math.abs(at - index)) + (at < index ? 0.5 : 0) }))
    .filter(({ entry }) => !taken.has(entry.slug))
    .sort((a, b) => a.distance - b.distance)
    .map(({ entry }) => entry);
  const related = [...byDistance.filter((entry) => entry.category === tool.category), ...byDistance.filter((entry) => entry.category !== tool.category)].slice(0, count);
  return { previous, next, related };
}
