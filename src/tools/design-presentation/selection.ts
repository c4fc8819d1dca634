import { INITIAL_SELECTION, type Inputs } from '../../../engine/tools/design-presentation';

/**
 * The deck plus the selected slide's position. The selection lives among the tool's inputs
 * (an extra field the engine passes through) so the editor and the preview share it, and
 * the shell's Reset restores the initial selection with the default slides.
 */
export type DeckInputs = Inputs & { selected?: number };

/** The selected position (the initial one until a slide is clicked). */
export const selectionOf = (inputs: DeckInputs): number => inputs.selected ?? INITIAL_SELECTION;
