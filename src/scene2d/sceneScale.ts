import { createContext, useContext } from 'react';
import { legibleCanvasSize } from '../ui/legible';

/** The scale a scene is drawn at (CSS px per canvas unit), provided by SceneStage; react-konva bridges it into the stage. */
export const SceneScale = createContext(1);

/** A label's font size in canvas units: `basePx`, raised so that it is at least 11 CSS px on screen at the stage's scale. */
export function useLegibleSize(basePx: number): number {
  return legibleCanvasSize(basePx, useContext(SceneScale));
}
