/**
 * The furniture catalogue: common pieces with real sizes (plan width across the front, depth
 * front to back, height, m), in the orientation they are drawn at rotation 0 (front facing down
 * the plan). Sizes are typical of European and North American ranges.
 */

export type CatalogueGroup = 'Seating' | 'Tables' | 'Chairs' | 'Beds' | 'Storage' | 'Kitchen' | 'Work';

export interface CatalogueEntry {
  /** Short id, used in links and files ('sofa3'). */
  id: string;
  /** Plain name, the item's label ('Double bed'). */
  name: string;
  group: CatalogueGroup;
  w: number;
  d: number;
  h: number;
}

/** The id of a custom box (its own width, depth and height). */
export const CUSTOM_KIND = 'box';
/** A custom box's name. */
export const CUSTOM_NAME = 'Custom box';

export const CATALOGUE: readonly Readonly<CatalogueEntry>[] = [
  // The spec's two pieces (flow-pattern's defaults: 140 × 48 px and 90 × 60 px at 1 px = 2 cm).
  { id: 'sofa', name: 'Sofa', group: 'Seating', w: 2.8, d: 0.96, h: 0.85 },
  { id: 'table', name: 'Table', group: 'Tables', w: 1.8, d: 1.2, h: 0.75 },
  { id: 'sofa3', name: '3-seat sofa', group: 'Seating', w: 2.1, d: 0.9, h: 0.85 },
  { id: 'sofa2', name: '2-seat sofa', group: 'Seating', w: 1.6, d: 0.9, h: 0.85 },
  { id: 'armchair', name: 'Armchair', group: 'Seating', w: 0.8, d: 0.85, h: 0.9 },
  { id: 'coffee', name: 'Coffee table', group: 'Tables', w: 1.2, d: 0.6, h: 0.45 },
  { id: 'dining6', name: 'Dining table', group: 'Tables', w: 1.8, d: 0.9, h: 0.75 },
  { id: 'round4', name: 'Round table', group: 'Tables', w: 1.1, d: 1.1, h: 0.75 },
  { id: 'chair', name: 'Dining chair', group: 'Chairs', w: 0.45, d: 0.5, h: 0.9 },
  { id: 'bed2', name: 'Double bed', group: 'Beds', w: 1.4, d: 2.0, h: 0.5 },
  { id: 'bed1', name: 'Single bed', group: 'Beds', w: 0.9, d: 2.0, h: 0.5 },
  { id: 'bedk', name: 'King bed', group: 'Beds', w: 1.8, d: 2.0, h: 0.5 },
  { id: 'night', name: 'Bedside table', group: 'Beds', w: 0.45, d: 0.4, h: 0.55 },
  { id: 'wardrobe', name: 'Wardrobe', group: 'Storage', w: 1.0, d: 0.6, h: 2.0 },
  { id: 'shelf', name: 'Bookcase', group: 'Storage', w: 0.8, d: 0.3, h: 1.8 },
  { id: 'sideboard', name: 'Sideboard', group: 'Storage', w: 1.6, d: 0.45, h: 0.8 },
  { id: 'tv', name: 'TV unit', group: 'Storage', w: 1.5, d: 0.4, h: 0.5 },
  { id: 'counter', name: 'Kitchen counter', group: 'Kitchen', w: 2.4, d: 0.6, h: 0.9 },
  { id: 'island', name: 'Kitchen island', group: 'Kitchen', w: 1.8, d: 0.9, h: 0.9 },
  { id: 'fridge', name: 'Fridge', group: 'Kitchen', w: 0.6, d: 0.65, h: 1.8 },
  { id: 'desk', name: 'Desk', group: 'Work', w: 1.4, d: 0.7, h: 0.75 },
  { id: 'office', name: 'Office chair', group: 'Work', w: 0.6, d: 0.6, h: 1.0 },
];

/** The catalogue entry of `kind`, or null (custom boxes and unknown ids have none). */
export function catalogueEntry(kind: string): Readonly<CatalogueEntry> | null {
  return CATALOGUE.find((entry) => entry.id === kind) ?? null;
}

/** A piece's plain name: its catalogue name, or 'Custom box'. */
export const kindName = (kind: string): string => catalogueEntry(kind)?.name ?? CUSTOM_NAME;
