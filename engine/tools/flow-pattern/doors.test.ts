import { describe, expect, it } from 'vitest';
import { addOpening } from '../../plan/openings';
import type { Opening } from '../../plan/types';
import { adjust, buildPrompt, compute, createFlow, defaults, explain, flowDoors, moveItem, outputs, stepFlow, type FlowGate, type Inputs } from './index';

const door = (wall: Opening['wall'], at: number, width = 0.9, hinge: Opening['hinge'] = 'start'): Opening => ({ kind: 'door', wall, at, width, hinge });
const withOpenings = (openings: Opening[], base: Inputs = defaults): Inputs => ({ ...base, openings });

/** Runs a flow through `gates` for `frames` frames and returns each particle's exits: [the entry it came in by, the gate it left by]. */
function exitsTaken(entries: FlowGate[], exits: FlowGate[], noReturn: boolean, frames: number): { came: number; left: number }[] {
  const state = createFlow({ seed: 7, widthPx: 560, heightPx: 360 });
  const taken: { came: number; left: number }[] = [];
  for (let frame = 0; frame < frames; frame += 1) {
    const before = { x: Float64Array.from(state.x), y: Float64Array.from(state.y), came: Int16Array.from(state.came) };
    stepFlow(state, 1 / 60, { items: [], entries, exits, noReturn });
    for (let i = 0; i < state.count; i += 1) {
      // A particle that jumped (more than a step's reach) left by the gate nearest where it was, and came back in at an entry.
      if (Math.hypot(state.x[i]! - before.x[i]!, state.y[i]! - before.y[i]!) < 20) continue;
      const distance = (gate: FlowGate) => {
        const along = gate.wall === 'left' || gate.wall === 'right' ? before.y[i]! : before.x[i]!;
        const across = gate.wall === 'left' ? before.x[i]! : gate.wall === 'right' ? 560 - before.x[i]! : gate.wall === 'top' ? before.y[i]! : 360 - before.y[i]!;
        return across + Math.max(0, gate.start - along, along - gate.end);
      };
      const left = exits.reduce((best, gate, g) => (distance(gate) < distance(exits[best]!) ? g : best), 0);
      taken.push({ came: before.came[i]!, left });
    }
  }
  return taken;
}

describe('flow-pattern: doors and windows', () => {
  it('no door: the default flow (in at the left wall, out at the right); windows carry no one', () => {
    expect(flowDoors(defaults)).toBeNull();
    expect(flowDoors(withOpenings([{ kind: 'window', wall: 'top', at: 2, width: 1.2, hinge: 'start' }]))).toBeNull();
  });

  it('one door: in at the door, out across the whole wall opposite it', () => {
    expect(flowDoors(withOpenings([door('left', 3)]))).toEqual({ entries: [{ wall: 'left', start: 150, end: 195 }], exits: [{ wall: 'right', start: 0, end: 360 }], noReturn: false });
    expect(flowDoors(withOpenings([door('top', 1)]))?.exits).toEqual([{ wall: 'bottom', start: 0, end: 560 }]);
  });

  it('two doors or more: the doors are both the ways in and out, and none is left by the one it came in by', () => {
    const doors = flowDoors(withOpenings([door('left', 0.5), door('left', 5.5), { kind: 'window', wall: 'top', at: 4, width: 1.2, hinge: 'start' }]))!;
    expect(doors.entries).toEqual([
      { wall: 'left', start: 25, end: 70 },
      { wall: 'left', start: 275, end: 320 },
    ]);
    expect(doors.exits).toBe(doors.entries);
    expect(doors.noReturn).toBe(true);
  });

  it('the simulation: with noReturn a particle leaves by another door than the one it came in by (without, most go straight back out)', () => {
    // Two doors on the same wall, far apart: the nearest exit for a particle just in is its own door.
    const gates: FlowGate[] = [
      { wall: 'left', start: 20, end: 80 },
      { wall: 'left', start: 280, end: 340 },
    ];
    const kept = exitsTaken(gates, gates, true, 1500).filter((trip) => trip.came >= 0);
    expect(kept.length).toBeGreaterThan(20);
    for (const trip of kept) expect(trip.left).not.toBe(trip.came);
    const free = exitsTaken(gates, gates, false, 600).filter((trip) => trip.came >= 0);
    expect(free.filter((trip) => trip.left === trip.came).length).toBeGreaterThan(free.length / 2);
  });

  it('particles stay inside the room and come in only at the doors', () => {
    const inputs = withOpenings([door('top', 2), door('right', 4)]);
    const doors = flowDoors(inputs)!;
    const state = createFlow({ seed: 3, widthPx: 560, heightPx: 360, items: compute(inputs).items });
    for (let frame = 0; frame < 600; frame += 1) stepFlow(state, 1 / 60, { items: compute(inputs).items, ...doors });
    for (let i = 0; i < state.count; i += 1) {
      expect(state.x[i]).toBeGreaterThanOrEqual(0);
      expect(state.x[i]).toBeLessThanOrEqual(560);
      expect(state.came[i]).toBeLessThan(2);
    }
    expect([...state.came].some((came) => came >= 0)).toBe(true);
  });

  it('flags a door with furniture in its swing, in the results and the prompt', () => {
    // Door 1 on the left wall, 2.4–3.3 m down, hinged at its top end: its swing reaches 0.9 m into the room.
    let inputs = withOpenings([door('left', 2.4)]);
    let result = compute(inputs);
    expect(result.swings).toEqual([]);
    expect(outputs(result).find((o) => o.label === 'Door swings')?.text).toBe('clear');
    expect(buildPrompt(inputs, result)).toContain('Door 1 on the left wall, 0.90 m wide, 2.40 m from its top end, hinged at its top end');
    expect(buildPrompt(inputs, result)).toContain('Every door swings clear of the furniture.');
    // The sofa (2.80 × 0.96 m) moved to the left wall at 2.6 m down: in the swing.
    inputs = moveItem(inputs, 'sofa', 0, 130);
    result = compute(inputs);
    expect(result.swings).toEqual([{ door: 0, label: 'Door 1', names: ['Sofa'], ids: ['sofa'] }]);
    expect(outputs(result).find((o) => o.label === 'Door swings')?.text).toBe('Door 1 swing blocked by Sofa');
    expect(buildPrompt(inputs, result)).toContain('Door 1 swing blocked by Sofa');
    expect(buildPrompt(inputs, result)).toContain('People come in through Door 1 and cross the room towards the right wall');
    expect(explain.formula).toContain('quarter disc');
  });

  it('the defaults stay the spec: two results, the left-to-right sentence', () => {
    const result = compute(defaults);
    expect(outputs(result).map((o) => o.label)).toEqual(['Particles', 'Narrowest passage']);
    expect(buildPrompt(defaults, result)).toContain('People mainly move from the left wall to the right wall.');
    expect(buildPrompt(defaults, result)).not.toContain('Doors and windows');
  });

  it('a room that shrinks keeps its doors on their walls', () => {
    const opening = addOpening('door', 'bottom', { w: 11.2, d: 7.2 }, [])!;
    const shrunk = adjust(defaults, { ...withOpenings([{ ...opening, at: 9 }]), roomWidth: 4 });
    expect(shrunk.openings[0]!.at + shrunk.openings[0]!.width).toBeLessThanOrEqual(4 + 1e-9);
  });
});
