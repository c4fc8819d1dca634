import { createContext, useContext } from 'react';

/**
 * Whether the tool around a view is in Present mode (full screen), and the box its visual is
 * given there. Scenes read it to fit that box (src/scene2d/SceneStage) instead of their usual
 * column; the tool shell (src/tools/shell/present/) provides it.
 */
export interface PresentState {
  presenting: boolean;
  /** The visual's box in Present mode (a definite size); null otherwise. */
  box: HTMLElement | null;
}

export const NOT_PRESENTING: PresentState = { presenting: false, box: null };

export const PresentContext = createContext<PresentState>(NOT_PRESENTING);

export const usePresentState = (): PresentState => useContext(PresentContext);
