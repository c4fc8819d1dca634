/**
 * The single list of the 20 tools. It drives the routes, the Docs index, the footer,
 * the sitemap and the prerendered pages: adding a tool is one line here and one folder.
 */
export type ToolCategory = 'Colour & style' | 'Space & layout' | 'Materials & light' | 'Building & systems' | 'Presentation';

export interface ToolInfo {
  slug: string;
  name: string;
  description: string;
  category: ToolCategory;
  /** Listed in the footer's two tool columns. */
  featured?: boolean;
}

export const tools = [
  { slug: 'color-harmony', name: 'Color Harmony', category: 'Colour & style', featured: true,
    description: 'Build complementary, analogous, triadic, monochromatic or tetradic palettes from one base colour, with hex codes.' },
  { slug: 'golden-ratio', name: 'Golden Ratio', category: 'Space & layout', featured: true,
    description: 'Place an element on a φ grid with the golden spiral, and snap it to the 61.8 % lines.' },
  { slug: 'room-proportion', name: 'Room Proportion', category: 'Space & layout', featured: true,
    description: 'Score a room’s length, width and height against golden proportions, in metres or feet.' },
  { slug: 'flow-pattern', name: 'Flow Pattern', category: 'Space & layout', featured: true,
    description: 'Watch circulation stream around the furniture, and drag the sofa and table to open the flow.' },
  { slug: 'zoning-mapper', name: 'Zoning Mapper', category: 'Space & layout', featured: true,
    description: 'Arrange living, dining, work and sleep zones, set their privacy and read how adjacent each pair is.' },
  { slug: 'style-dna', name: 'Style DNA', category: 'Colour & style', featured: true,
    description: 'Mix minimalism, warmth, curves, contrast and tech to predict the style a space speaks.' },
  { slug: 'material-properties', name: 'Material Properties', category: 'Materials & light', featured: true,
    description: 'Tune wood, concrete or metal and score its sustainability from carbon, VOC and recycled content.' },
  { slug: 'texture-pattern', name: 'Texture Pattern', category: 'Materials & light',
    description: 'Compose stripes, checks or dots with scale, density and rotation, drawn live.' },
  { slug: 'surface-reflection', name: 'Surface Reflection', category: 'Materials & light', featured: true,
    description: 'See how roughness, metalness and refractive index change a surface’s Fresnel reflectance.' },
  { slug: 'structural-load', name: 'Structural Load', category: 'Building & systems', featured: true,
    description: 'Find the support reactions and maximum moment of a simply supported beam under a point load.' },
  { slug: 'window-optimizer', name: 'Window Optimizer', category: 'Materials & light',
    description: 'Size a window by orientation, season, hour and glazing, and read the sun altitude and daylight factor.' },
  { slug: 'ventilation-flow', name: 'Ventilation Flow', category: 'Building & systems',
    description: 'Compare cross and single-sided ventilation and estimate air changes per hour.' },
  { slug: 'lighting-physics', name: 'Lighting Physics', category: 'Materials & light', featured: true,
    description: 'Work out illuminance and spot size from a light’s intensity, distance and beam angle.' },
  { slug: 'proportion-scale', name: 'Proportion Scale', category: 'Space & layout',
    description: 'Compare two elements’ widths against a target ratio such as φ and see the deviation.' },
  { slug: 'visual-weight', name: 'Visual Weight', category: 'Colour & style',
    description: 'Balance two masses about an axis and read how far the composition leans.' },
  { slug: 'smart-home', name: 'Smart Home', category: 'Building & systems',
    description: 'Set lights, temperature, blinds and presence, and see comfort and energy respond.' },
  { slug: 'sustainable-systems', name: 'Sustainable Systems', category: 'Building & systems',
    description: 'Combine solar, storage, water reuse and insulation to estimate a home’s energy reduction.' },
  { slug: 'construction-sequence', name: 'Construction Sequence', category: 'Building & systems',
    description: 'Plan four construction phases in days and see them on a Gantt timeline.' },
  { slug: 'design-presentation', name: 'Design Presentation', category: 'Presentation',
    description: 'Outline a client deck slide by slide and preview it as a grid.' },
  { slug: 'vr-walkthrough', name: 'VR Walkthrough', category: 'Presentation',
    description: 'Draw a walking path on a plan, time it at walking speed and preview it in 3D.' },
] as const satisfies readonly ToolInfo[];

export type ToolSlug = (typeof tools)[number]['slug'];

const bySlug: ReadonlyMap<string, ToolInfo> = new Map(tools.map((tool) => [tool.slug, tool]));

/** The tool with that slug, or undefined for an unknown one. */
export function findTool(slug: string): ToolInfo | undefined {
  return bySlug.get(slug);
}

/** The path of a tool's page. */
export function toolPath(slug: string): string {
  return `/tools/${slug}`;
}
