/**
 * The sections Structural Load checks for deflection: their modulus of elasticity E and second
 * moment of area I about the strong axis, from published tables.
 *
 * Sources:
 * - Solid timber C24: E0,mean = 11.0 GPa (EN 338:2016, table 1, C24: 11 kN/mm²).
 * - Glulam GL24h: E0,mean = 11.5 GPa (EN 14080:2013, table 5, GL24h: 11 500 N/mm²).
 *   Rectangular sections: I = b·h³/12 (47 × 200: 3133.3 cm⁴; 75 × 225: 7119.1 cm⁴; 90 × 270: 14 762 cm⁴).
 * - Steel: E = 210 GPa (EN 1993-1-1, 3.2.6). Iy from the section tables: IPE 200 1943 cm⁴ and
 *   IPE 240 3892 cm⁴ (ArcelorMittal, Sales programme: sections and merchant bars, IPE, EN 10365);
 *   UKB 203 × 133 × 25 2340 cm⁴ (SCI P363, the 'Blue Book', universal beams, BS 4-1).
 */

export type SectionId = 'c24-47x200' | 'c24-75x225' | 'gl24h-90x270' | 'ipe-200' | 'ukb-203x133x25' | 'ipe-240';

export interface Section {
  id: SectionId;
  /** What the select shows. */
  label: string;
  /** 'timber' or 'steel', for the prompt and the drawing. */
  material: 'timber' | 'steel';
  /** Modulus of elasticity, GPa (kN/mm²). */
  eGPa: number;
  /** Second moment of area about the strong axis, cm⁴. */
  iCm4: number;
}

/** I = b·h³/12 of a solid rectangle b × h mm, in cm⁴. */
export const rectangleICm4 = (widthMm: number, depthMm: number): number => (widthMm * depthMm ** 3) / 12 / 1e4;

/** The sections, lightest timber first, then steel by stiffness. */
export const SECTIONS: readonly Section[] = [
  { id: 'c24-47x200', label: 'C24 timber 47 × 200 mm', material: 'timber', eGPa: 11, iCm4: rectangleICm4(47, 200) },
  { id: 'c24-75x225', label: 'C24 timber 75 × 225 mm', material: 'timber', eGPa: 11, iCm4: rectangleICm4(75, 225) },
  { id: 'gl24h-90x270', label: 'GL24h glulam 90 × 270 mm', material: 'timber', eGPa: 11.5, iCm4: rectangleICm4(90, 270) },
  { id: 'ipe-200', label: 'Steel IPE 200', material: 'steel', eGPa: 210, iCm4: 1943 },
  { id: 'ukb-203x133x25', label: 'Steel UKB 203 × 133 × 25', material: 'steel', eGPa: 210, iCm4: 2340 },
  { id: 'ipe-240', label: 'Steel IPE 240', material: 'steel', eGPa: 210, iCm4: 3892 },
];

/** The default: IPE 200, a common steel beam for a 6 m span that the default load leaves well within L/360. */
export const DEFAULT_SECTION: SectionId = 'ipe-200';

/** The section with this id; the default one for anything else. */
export function sectionOf(id: string): Section {
  return SECTIONS.find((section) => section.id === id) ?? (SECTIONS.find((section) => section.id === DEFAULT_SECTION) as Section);
}
