/**
 * A plan as one compact, URL-safe value (`plan=` in a link), so a plan travels between the
 * layout tools, in share links, embeds and Present, only in the address: never to a server.
 *
 *   1*1120-720*sofa-120-240-0_box-400-100-1-60-60-75*dl-300-90-s*Living-100-100-400-300-20
 *
 * Sections joined by `*`: the format version (1); the room's width and depth; the furniture
 * (`kind-x-y-quarterTurns`, a custom box adding its unturned width, depth and height); the doors
 * and windows (`d`/`w` and the wall's initial, `-at-width-hinge`); the zones
 * (`name-x-y-w-d-privacy%`). Lengths are in centimetres (at most one decimal); records are
 * joined by `_`. Only characters a query leaves unescaped are used (`*`, `-`, `.`, `_`, letters
 * and digits; a zone name is percent-encoded), so a 40-piece plan stays near 700 characters.
 *
 * A link is never trusted: any malformed record makes the whole value ignored (null), and what
 * is read is clamped into the room like a typed value.
 */
import { numberToQuery, parseQuery } from '../tools/query';
import { boxHeight, boxSide, clampOpening, clampToRoom, clampZone, makeItem, unturnedSize, zoneName } from './geometry';
import { CUSTOM_KIND } from './catalogue';
import { roomSideM } from './room';
import { MAX_ITEMS, MAX_OPENINGS, MAX_ZONES, ROTATIONS, WALLS, type Opening, type Plan, type PlanItem, type PlanZone, type Room, type Wall } from './types';

/** The format's version, its first section. */
export const PLAN_LINK_VERSION = '1';
/** Longest `plan=` value read, characters. */
export const MAX_PLAN_LINK_LENGTH = 8_000;

const cm = (metres: number): string => numberToQuery(Math.round(metres * 1000) / 10);
const NUMBER = /^\d{1,5}(?:\.\d)?$/;
/** Centimetres from link text as metres, or null. */
const metresOf = (text: string | undefined): number | null => (text !== undefined && NUMBER.test(text) ? Number(text) / 100 : null);

const WALL_CODE: Record<Wall, string> = { top: 't', right: 'r', bottom: 'b', left: 'l' };

function itemToLink(item: PlanItem): string {
  const base = `${item.kind}-${cm(item.x)}-${cm(item.y)}-${ROTATIONS.indexOf(item.rot)}`;
  if (item.kind !== CUSTOM_KIND) return base;
  const size = unturnedSize(item);
  return `${base}-${cm(size.w)}-${cm(size.d)}-${cm(item.h)}`;
}

const openingToLink = (o: Opening): string => `${o.kind === 'door' ? 'd' : 'w'}${WALL_CODE[o.wall]}-${cm(o.at)}-${cm(o.width)}-${o.hinge === 'end' ? 'e' : 's'}`;

/** A zone name in a link: percent-encoded, with the link's own separators encoded too. */
const nameToLink = (name: string): string => encodeURIComponent(name).replace(/[-_*.!~'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const zoneToLink = (z: PlanZone): string =>
  `${nameToLink(z.name)}-${cm(z.x)}-${cm(z.y)}-${cm(z.w)}-${cm(z.d)}-${Math.round(z.privacy * 100)}`;

/** `plan` as a link value (see the module's comment). */
export function planToLink(plan: Plan): string {
  return [
    PLAN_LINK_VERSION,
    `${cm(plan.room.w)}-${cm(plan.room.d)}`,
    plan.items.slice(0, MAX_ITEMS).map(itemToLink).join('_'),
    plan.openings.slice(0, MAX_OPENINGS).map(openingToLink).join('_'),
    plan.zones.slice(0, MAX_ZONES).map(zoneToLink).join('_'),
  ].join('*');
}

function itemFromLink(text: string, room: Room): PlanItem | null {
  const [kind, x, y, turns, w, d, h, ...rest] = text.split('-');
  if (rest.length > 0 || kind === undefined || !/^[a-z0-9]{1,12}$/.test(kind) || turns === undefined || !/^[0-3]$/.test(turns)) return null;
  const at = { x: metresOf(x), y: metresOf(y) };
  if (at.x === null || at.y === null) return null;
  const rot = ROTATIONS[Number(turns)]!;
  let item: PlanItem | null;
  if (kind === CUSTOM_KIND) {
    const size = { w: metresOf(w), d: metresOf(d), h: metresOf(h) };
    if (size.w === null || size.d === null || size.h === null) return null;
    item = makeItem(kind, at.x, at.y, rot, { w: boxSide(size.w), d: boxSide(size.d), h: boxHeight(size.h) });
  } else {
    if (w !== undefined) return null;
    item = makeItem(kind, at.x, at.y, rot);
  }
  return item && clampToRoom(item, room);
}

function openingFromLink(text: string, room: Room): Opening | null {
  const match = /^([dw])([trbl])-([\d.]+)-([\d.]+)-([se])$/.exec(text);
  if (!match) return null;
  const at = metresOf(match[3]);
  const width = metresOf(match[4]);
  if (at === null || width === null) return null;
  const wall = WALLS.find((w) => WALL_CODE[w] === match[2])!;
  return clampOpening({ kind: match[1] === 'd' ? 'door' : 'window', wall, at, width, hinge: match[5] === 'e' ? 'end' : 'start' }, room);
}

function zoneFromLink(text: string, room: Room, index: number): PlanZone | null {
  const [name, x, y, w, d, privacy, ...rest] = text.split('-');
  if (rest.length > 0 || name === undefined || privacy === undefined || !/^\d{1,3}$/.test(privacy)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    return null;
  }
  const box = { x: metresOf(x), y: metresOf(y), w: metresOf(w), d: metresOf(d) };
  if (box.x === null || box.y === null || box.w === null || box.d === null) return null;
  return clampZone({ name: zoneName(decoded, `Zone ${index + 1}`), x: box.x, y: box.y, w: box.w, d: box.d, privacy: Number(privacy) / 100 }, room);
}

/** The records of a section ('' is none), or null when there are more than `max`. */
const records = (section: string, max: number): string[] | null => {
  if (section === '') return [];
  const list = section.split('_');
  return list.length > max ? null : list;
};

/**
 * The plan a link value describes, or null when it is absent, too long, of another version or
 * malformed anywhere. Items, openings and zones are clamped wholly inside the room.
 */
export function planFromLink(text: string | null): Plan | null {
  if (text === null || text.length > MAX_PLAN_LINK_LENGTH) return null;
  const [version, size, itemText = '', openingText = '', zoneText = '', ...rest] = text.split('*');
  if (version !== PLAN_LINK_VERSION || size === undefined || rest.length > 0) return null;
  const [w, d, ...more] = size.split('-');
  const room = { w: metresOf(w), d: metresOf(d) };
  if (room.w === null || room.d === null || more.length > 0) return null;
  const fitted: Room = { w: roomSideM(room.w, 2), d: roomSideM(room.d, 2) };
  const itemRecords = records(itemText, MAX_ITEMS);
  const openingRecords = records(openingText, MAX_OPENINGS);
  const zoneRecords = records(zoneText, MAX_ZONES);
  if (!itemRecords || !openingRecords || !zoneRecords) return null;
  const items = itemRecords.map((record) => itemFromLink(record, fitted));
  const openings = openingRecords.map((record) => openingFromLink(record, fitted));
  const zones = zoneRecords.map((record, index) => zoneFromLink(record, fitted, index));
  if (items.includes(null) || openings.includes(null) || zones.includes(null)) return null;
  return { room: fitted, items: items as PlanItem[], openings: openings as Opening[], zones: zones as PlanZone[] };
}

/** What the layout tools say when a link names a plan they cannot read (they show their own plan). */
export const LINK_PLAN_UNREAD = 'This link’s plan could not be read.';

/**
 * True when a link's query (`search`, with or without '?') names a plan (`plan=`) that cannot be
 * read as the tools read it: malformed, of another version, too long, or cut off with the rest of a
 * query past its length limit. The tool then shows its own plan, and says why.
 */
export function linkPlanUnread(search: string): boolean {
  const text = search.startsWith('?') ? search.slice(1) : search;
  return new URLSearchParams(text).has('plan') && planFromLink(parseQuery(text).get('plan')) === null;
}
