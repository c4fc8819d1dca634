import { describe, expect, it } from 'vitest';
import { makeItem } from '../plan/geometry';
import { planFromLink, planToLink } from '../plan/link';
import type { Plan, PlanItem } from '../plan/types';
import * as flow from './flow-pattern';
import { inputsFromQuery, inputsToQuery } from './query';
import * as vr from './vr-walkthrough';
import * as zoning from './zoning-mapper';

/** An 8 × 5 m room with furniture, a door, a window and three zones: every part of the shared plan. */
const plan: Plan = {
  room: { w: 8, d: 5 },
  items: [makeItem('sofa', 3, 0.5) as PlanItem, makeItem('bed2', 6, 2.5, 90) as PlanItem, makeItem('box', 1, 3, 0, { w: 0.6, d: 1.2, h: 0.75 }) as PlanItem],
  openings: [
    { kind: 'door', wall: 'left', at: 2, width: 0.9, hinge: 'start' },
    { kind: 'window', wall: 'top', at: 1, width: 1.2, hinge: 'start' },
  ],
  zones: [
    { name: 'Lounge', x: 0.5, y: 0.5, w: 4, d: 2, privacy: 0.2 },
    { name: 'Bed', x: 5, y: 1, w: 3, d: 4, privacy: 0.9 },
    { name: 'Study', x: 0.5, y: 3, w: 2.5, d: 2, privacy: 0.6 },
  ],
};

/** The plan a tool's own link carries, read back. */
const linkedPlan = (engine: typeof flow | typeof vr | typeof zoning, query: string): Plan | null =>
  planFromLink(new URLSearchParams(inputsToQuery(engine, inputsFromQuery(engine, query))).get('plan'));

describe('one plan, three views: each layout tool carries on the parts it does not show', () => {
  it('furniture, doors and windows through zoning-mapper, zones through flow-pattern and vr-walkthrough, in their links', () => {
    const whole = planFromLink(planToLink(plan))!;
    expect(whole.items).toHaveLength(3);
    // Zoning-mapper dropped the furniture and the openings, the other two the zones.
    for (const [name, engine] of [['zoning-mapper', zoning], ['flow-pattern', flow], ['vr-walkthrough', vr]] as const) expect(linkedPlan(engine, `plan=${planToLink(plan)}`), name).toEqual(whole);
    // And round the three: the same plan comes back.
    let query = `plan=${planToLink(plan)}`;
    for (const engine of [flow, zoning, vr, zoning, flow]) query = `plan=${encodeURIComponent(planToLink(linkedPlan(engine, query)!))}`;
    expect(planFromLink(new URLSearchParams(query).get('plan'))).toEqual(whole);
  });

  it('keeps what it carries inside a room that shrinks', () => {
    const small = (engine: typeof zoning | typeof vr | typeof flow) => {
      const inputs = inputsFromQuery(engine, `plan=${planToLink(plan)}`);
      return engine.adjust(inputs, { ...inputs, roomWidth: 4 } as never);
    };
    const zoned = zoning.planOfInputs(small(zoning) as zoning.Inputs);
    expect(zoned.items).toHaveLength(3);
    for (const item of zoned.items) expect(item.x + item.w).toBeLessThanOrEqual(4 + 1e-9);
    const walked = vr.planOfInputs(small(vr) as vr.Inputs);
    for (const zone of walked.zones) expect(zone.x + zone.w).toBeLessThanOrEqual(4 + 1e-9);
    const flowed = flow.flowPlan(small(flow) as flow.Inputs);
    for (const zone of flowed.zones) expect(zone.x + zone.w).toBeLessThanOrEqual(4 + 1e-9);
    expect(flowed.zones.map((zone) => zone.name)).toEqual(['Lounge', 'Bed', 'Study']);
  });

  it('an opened plan file brings its other parts too', () => {
    const opened = { ...plan, walk: { waypoints: [{ x: 1, y: 1 }, { x: 4, y: 2 }], loop: false } };
    expect(vr.openedPlan(vr.defaults, opened).zones).toEqual(plan.zones);
  });
});
