/** Structural Load's inputs: span, point load, its position and the section checked for deflection. */
import { defaultsOf } from '../params';
import type { ParamList } from '../params';
import { DEFAULT_SECTION, SECTIONS, type SectionId } from './sections';

/** Inputs: span in metres, point load in kN, load position in metres from the left support, section. */
export interface Inputs {
  lengthM: number;
  loadKN: number;
  positionM: number;
  section: SectionId;
}

/** The shortest span compute accepts, in metres (spec: "at least 1"), whatever the slider allows. */
export const MIN_LENGTH_M = 1;
/** Number of samples along the beam for the shear and moment diagrams. */
export const DIAGRAM_SAMPLES = 60;

/** Controls: Beam length (2–12 m), Load (0–30 kN, step 0.5), Load position (0 m to the beam length), Section. */
export const params: ParamList<Inputs> = [
  // The spec gives no step for the beam length; 0.1 m matches the load position's step.
  { kind: 'range', key: 'lengthM', label: 'Beam length', unit: 'm', min: 2, max: 12, step: 0.1, default: 6, decimals: 1 },
  { kind: 'range', key: 'loadKN', label: 'Load', unit: 'kN', min: 0, max: 30, step: 0.5, default: 8, decimals: 1 },
  {
    kind: 'range',
    key: 'positionM',
    label: 'Load position',
    unit: 'm',
    min: 0,
    max: 12,
    step: 0.1,
    default: 3,
    decimals: 1,
    // Capped to the beam length: the slider's real maximum is the current span.
    maxFrom: 'lengthM',
  },
  {
    kind: 'select',
    key: 'section',
    label: 'Section',
    default: DEFAULT_SECTION,
    options: SECTIONS.map((section) => ({ value: section.id, label: section.label })),
  },
];

/** Default inputs: 6 m span, 8 kN at 3 m, steel IPE 200. */
export const defaults: Inputs = defaultsOf(params);
