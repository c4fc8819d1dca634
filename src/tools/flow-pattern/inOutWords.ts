import type { Box } from '../../../engine/math/labels';

/**
 * Where the plan writes 'in →' and '→ out' (at the left and right walls' middles; `fontSize` and
 * `k` in canvas units, as the scene's), the boxes the passages' width labels keep clear of. None
 * where the words are not drawn: the room has doors (they show the ways in and out), or it is too
 * shallow for a line of text inside its walls (30 × 2 m on a phone). A label may then sit there.
 */
export function inOutWordBoxes(W: number, H: number, fontSize: number, k: number, doorCount: number): readonly Box[] {
  const w = 3.2 * fontSize;
  const h = fontSize * 1.4;
  if (doorCount > 0 || h + 4 * k > H) return [];
  const y = H / 2 - fontSize;
  return [
    { x: 6 * k, y, w, h },
    { x: W - 6 * k - w, y, w, h },
  ];
}
