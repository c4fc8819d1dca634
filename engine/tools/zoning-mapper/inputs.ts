/** Zoning Mapper's inputs: each zone's corner and privacy, their controls, and the zones they place. */
import { clamp, finiteOr } from '../../math/clamp';
import { defaultsOf, positionParam } from '../params';
import type { ParamList, RangeParam } from '../params';
import { CANVAS_HEIGHT_PX, CANVAS_WIDTH_PX, CLAMP_INSET_PX, DEFAULT_ZONES, ZONE_IDS, clampZonePosition } from './geometry';
import type { Zone, ZoneId } from './geometry';

/** Inputs: each zone's top-left corner (px) and privacy (0–1). */
export interface Inputs {
  livingX: number;
  livingY: number;
  diningX: number;
  diningY: number;
  workX: number;
  workY: number;
  sleepX: number;
  sleepY: number;
  livingPrivacy: number;
  diningPrivacy: number;
  workPrivacy: number;
  sleepPrivacy: number;
}

type PrivacyKey = `${ZoneId}Privacy`;

const zoneDefault = (id: ZoneId): Readonly<Zone> => DEFAULT_ZONES.find((zone) => zone.id === id)!;

const privacyParam = <K extends PrivacyKey>(key: K, label: string, value: number): RangeParam<K> => ({
  kind: 'range',
  key,
  label,
  min: 0,
  max: 1,
  step: 0.01,
  default: value,
});

/** Controls: {Zone} X and {Zone} Y (x in [0, 520], y in [0, 320]), then {Zone} privacy (0–1, step 0.01). */
export const params: ParamList<Inputs> = [
  ...ZONE_IDS.flatMap((id) => {
    const zone = zoneDefault(id);
    return [
      positionParam(`${id}X`, `${zone.label} X`, CANVAS_WIDTH_PX - CLAMP_INSET_PX, zone.x),
      positionParam(`${id}Y`, `${zone.label} Y`, CANVAS_HEIGHT_PX - CLAMP_INSET_PX, zone.y),
    ];
  }),
  ...ZONE_IDS.map((id) => {
    const zone = zoneDefault(id);
    return privacyParam(`${id}Privacy`, `${zone.label} privacy`, zone.privacy);
  }),
];

/** Default inputs: the default zones with privacy 0.2, 0.4, 0.7, 0.9. */
export const defaults: Inputs = defaultsOf(params);

/** The inputs after dragging zone `id` to (x, y), clamped like the drag: the zone wholly inside the plan. */
export function moveZone(inputs: Inputs, id: ZoneId, x: number, y: number): Inputs {
  const zone = zoneDefault(id);
  const clamped = clampZonePosition(x, y, zone.w, zone.h);
  return { ...inputs, [`${id}X`]: clamped.x, [`${id}Y`]: clamped.y };
}

/**
 * After any change (a field, a link, Reset): each zone's corner clamped so the zone lies wholly
 * inside the plan, so the X and Y fields show where the zone really is.
 */
export function adjust(_previous: Inputs, next: Inputs): Inputs {
  let adjusted = next;
  for (const id of ZONE_IDS) {
    const x = next[`${id}X`];
    const y = next[`${id}Y`];
    const moved = moveZone(adjusted, id, x, y);
    if (moved[`${id}X`] !== x || moved[`${id}Y`] !== y) adjusted = moved;
  }
  return adjusted;
}

/** The zones at the inputs' positions (clamped wholly inside the plan) and privacy (clamped to 0–1). */
export function zonesFromInputs(inputs: Inputs): Zone[] {
  return DEFAULT_ZONES.map((zone) => {
    const { x, y } = clampZonePosition(inputs[`${zone.id}X`], inputs[`${zone.id}Y`], zone.w, zone.h);
    return { ...zone, x, y, privacy: clamp(finiteOr(inputs[`${zone.id}Privacy`], zone.privacy), 0, 1) };
  });
}
