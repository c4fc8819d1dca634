import { describe, expect, it } from 'vitest';
import { makeItem } from '../plan/geometry';
import { planFromLink, planToLink } from '../plan/link';
import type { Plan, PlanItem } from '../plan/types';
import * as flow from './flow-pattern';
import type { ToolEngine } from './params';
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

type LayoutEngine = ToolEngine<flow.Inputs, flow.Result> | ToolEngine<vr.Inputs, vr.Result> | ToolEngine<zoning.Inputs, zoning.Result>;

/** The plan a tool's own link carries, read back. */
function linkedPlan(engine: LayoutEngine, query: string): Plan | null {
  const of = <I, R>(tool: ToolEngine<I, R>): string => inputsToQuery(tool, inputsFromQuery(tool, query));
  return planFromLink(new URLSearchParams(of(engine as ToolEngine<unknown, unknown>)).get('plan'));
}

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
    const query = `plan=${planToLink(plan)}`;
    const zonedInputs = inputsFromQuery(zoning, query);
    const zoned = zoning.planOfInputs(zoning.adjust(zonedInputs, { ...zonedInputs, roomWidth: 4 }));
    expect(zoned.items).toHaveLength(3);
    for (const item of zoned.items) expect(item.x + item.w).toBeLessThanOrEqual(4 + 1e-9);
    const walkedInputs = inputsFromQuery(vr, query);
    const walked = vr.planOfInputs(vr.adjust(walkedInputs, { ...walkedInputs, roomWidth: 4 }));
    for (const zone of walked.zones) expect(zone.x + zone.w).toBeLessThanOrEqual(4 + 1e-9);
    const flowedInputs = inputsFromQuery(flow, query);
    const flowed = flow.flowPlan(flow.adjust(flowedInputs, { ...flowedInputs, roomWidth: 4 }));
    for (const zone of flowed.zones) expect(zone.x + zone.w).toBeLessThanOrEqual(4 + 1e-9);
    expect(flowed.zones.map((zone) => zone.name)).toEqual(['Lounge', 'Bed', 'Study']);
  });

  it('an opened plan file brings its other parts too', () => {
    const opened = { ...plan, walk: { waypoints: [{ x: 1, y: 1 }, { x: 4, y: 2 }], loop: false } };
    expect(vr.openedPlan(vr.defaults, opened).zones).toEqual(plan.zones);
  });
});
