import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue';
import { makeItem } from './geometry';
import { linkPlanUnread, planFromLink, planToLink } from './link';
import { MAX_QUERY_LENGTH } from '../tools/query';
import type { Plan, PlanItem } from './types';

const room = { w: 11.2, d: 7.2 };

function fortyItems(): PlanItem[] {
  return Array.from({ length: 40 }, (_, i) => {
    const entry = CATALOGUE[i % CATALOGUE.length]!;
    return makeItem(entry.id, (i % 8) * 130 / 100, Math.floor(i / 8) * 130 / 100, ([0, 90, 180, 270] as const)[i % 4])!;
  });
}

describe('plan link', () => {
  it('round-trips a plan with furniture, a custom box, doors, windows and zones', () => {
    const plan: Plan = {
      room,
      items: [makeItem('sofa', 1.2, 2.4)!, makeItem('box', 4, 1, 90, { w: 0.6, d: 1.2, h: 0.75 })!],
      openings: [
        { kind: 'door', wall: 'left', at: 3, width: 0.9, hinge: 'start' },
        { kind: 'window', wall: 'top', at: 5.5, width: 2.4, hinge: 'start' },
      ],
      zones: [{ name: 'Living-room_1*', x: 1, y: 1, w: 4, d: 3, privacy: 0.2 }],
    };
    const text = planToLink(plan);
    expect(new URLSearchParams({ plan: text }).toString()).toBe(`plan=${text.replace(/%/g, '%25')}`);
    expect(planFromLink(text)).toEqual(plan);
  });

  it('keeps a 40-piece plan with doors in a link under 2,000 characters', () => {
    const plan: Plan = { room: { w: 12, d: 9 }, items: fortyItems(), openings: [{ kind: 'door', wall: 'bottom', at: 2, width: 0.9, hinge: 'end' }], zones: [] };
    const query = new URLSearchParams({ plan: planToLink(plan) }).toString();
    expect(query.length).toBeLessThan(2000);
    expect(planFromLink(new URLSearchParams(query).get('plan'))).toEqual(plan);
  });

  it('tells a link whose plan cannot be read from one that has none or a good one', () => {
    const good = planToLink({ room, items: [makeItem('sofa', 1, 1)!], openings: [], zones: [] });
    expect(linkPlanUnread('')).toBe(false);
    expect(linkPlanUnread('?units=ft&path=40-40')).toBe(false);
    expect(linkPlanUnread(`?plan=${good}`)).toBe(false);
    expect(linkPlanUnread(`units=ft&plan=${encodeURIComponent(good)}`)).toBe(false);
    // Malformed, hostile, empty, another version: the tools show their own plan and say why.
    for (const bad of ['', '1*abc', '2*1000-600***', '1*1000-600*bed2-<b>-1-0**', '<script>alert(1)</script>']) {
      expect(linkPlanUnread(`?plan=${encodeURIComponent(bad)}`)).toBe(true);
    }
    // The first of repeated keys is the one read, as for every input.
    expect(linkPlanUnread(`?plan=1*abc&plan=${good}`)).toBe(true);
    // A good plan past the query's length limit is cut off with the rest: not read either.
    expect(linkPlanUnread(`?x=${'a'.repeat(MAX_QUERY_LENGTH)}&plan=${good}`)).toBe(true);
  });

  it('ignores malformed, hostile or oversized values as a whole', () => {
    const good = planToLink({ room, items: [makeItem('sofa', 1, 1)!], openings: [], zones: [] });
    expect(planFromLink(good)).not.toBeNull();
    for (const bad of [
      null,
      '',
      '2*1120-720***',
      '1*1120-720*sofa-100-100-4**',
      '1*1120-720*__proto__-1-1-0**',
      '1*1120-720*nope-1-1-0**',
      '1*1120-720*sofa-1e9-1-0**',
      '1*1120-720*sofa--1-1-0**',
      '1*1120-NaN***',
      '1*1120-720**dx-1-90-s*',
      '1*1120-720***%E0%A4%A-1-1-1-1-1',
      `1*1120-720*${Array.from({ length: 41 }, () => 'chair-0-0-0').join('_')}**`,
      'x'.repeat(9000),
    ]) expect(planFromLink(bad)).toBeNull();
  });

  it('clamps what it reads into the room (2–30 m), markup in a zone name staying text', () => {
    const plan = planFromLink('1*99999-50*sofa-99999-99999-0*dt-99999-500-s*%3Cb%3Ehi%3C%2Fb%3E-0-0-99999-99999-250');
    expect(plan).not.toBeNull();
    expect(plan!.room).toEqual({ w: 30, d: 2 });
    expect(plan!.items[0]).toMatchObject({ x: 30 - 2.8, y: 2 - 0.96 });
    expect(plan!.openings[0]).toMatchObject({ width: 1, at: 29 });
    // < and > are left out of a name, as the plan file refuses them.
    expect(plan!.zones[0]).toMatchObject({ name: 'bhi/b', w: 30, d: 2, privacy: 1 });
  });
});
