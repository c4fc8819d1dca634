import { useId, useRef } from 'react';
import { HandleDescription } from '../../scene2d/DragHandle';
import { formatNumber } from '../../../engine/math/format';
import { PLAN_SCALE, planMetres, type Zone } from '../../../engine/tools/zoning-mapper';
import * as css from './ZoningScene.css';

/** A size step: 0.1 m (4 px), and 1 m with Shift. */
export const SIZE_STEP_PX = PLAN_SCALE.unitsPerMetre / 10;
export const SIZE_STEP_SHIFT_PX = PLAN_SCALE.unitsPerMetre;

/** The size an arrow key asks for: Right/Left widen/narrow, Down/Up deepen/shorten; null for any other key. */
export function sizeDelta(event: { key: string; shiftKey: boolean }): { dw: number; dh: number } | null {
  const step = event.shiftKey ? SIZE_STEP_SHIFT_PX : SIZE_STEP_PX;
  switch (event.key) {
    case 'ArrowRight':
      return { dw: step, dh: 0 };
    case 'ArrowLeft':
      return { dw: -step, dh: 0 };
    case 'ArrowDown':
      return { dw: 0, dh: step };
    case 'ArrowUp':
      return { dw: 0, dh: -step };
    default:
      return null;
  }
}

/** The handle's side, CSS px (its grip is drawn in its bottom-right corner, over the zone's). */
export const SIZE_HANDLE_PX = 24;

/** A size from a drag, on the 0.1 m grid. */
const onGrid = (px: number): number => Math.round(px / SIZE_STEP_PX) * SIZE_STEP_PX;

export interface SizeHandleProps {
  zone: Zone;
  /** CSS px per canvas unit. */
  scale: number;
  /** Asks for the zone to be `w` × `h` px, its top-left corner kept (the tool clamps it inside the room, at least 0.5 m). */
  onResize: (w: number, h: number) => void;
  /** Its size in the room's units ('4.0 × 3.0 m'), as its accessible description (a visually hidden text); the name stays '{Zone} size'. */
  description?: string;
}

/**
 * A zone's corner handle, over its bottom-right corner: drag it with any pointer, or focus it
 * ('{Zone} size') and use the arrow keys (0.1 m a press, Shift 1 m). Its value says the size.
 */
export function SizeHandle({ zone, scale, onResize, description }: SizeHandleProps) {
  const descriptionId = useId();
  const start = useRef<{ x: number; y: number; w: number; h: number; id: number } | null>(null);
  // Its tooltip says the size as its description does (in the room's units), else in metres.
  const size = description ?? `${formatNumber(planMetres(zone.w), 1)} by ${formatNumber(planMetres(zone.h), 1)} m`;
  return (
    <button
      type="button"
      className={css.sizeHandle}
      aria-label={`${zone.label} size`}
      aria-roledescription="resize handle"
      aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown"
      aria-describedby={description ? descriptionId : undefined}
      title={`${zone.label} size, ${size}: drag, or arrow keys (Shift 1 m)`}
      style={{ left: (zone.x + zone.w) * scale - SIZE_HANDLE_PX, top: (zone.y + zone.h) * scale - SIZE_HANDLE_PX, width: SIZE_HANDLE_PX, height: SIZE_HANDLE_PX }}
      onKeyDown={(event) => {
        const delta = sizeDelta(event);
        if (!delta) return;
        event.preventDefault();
        onResize(zone.w + delta.dw, zone.h + delta.dh);
      }}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        start.current = { x: event.clientX, y: event.clientY, w: zone.w, h: zone.h, id: event.pointerId };
      }}
      onPointerMove={(event) => {
        const from = start.current;
        if (!from || from.id !== event.pointerId || !(scale > 0)) return;
        onResize(onGrid(from.w + (event.clientX - from.x) / scale), onGrid(from.h + (event.clientY - from.y) / scale));
      }}
      onPointerUp={() => {
        start.current = null;
      }}
      onPointerCancel={() => {
        start.current = null;
      }}
    >
      <HandleDescription id={descriptionId} text={description} />
    </button>
  );
}
