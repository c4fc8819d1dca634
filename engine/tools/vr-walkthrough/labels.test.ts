import { describe, expect, it } from 'vitest';
import { boxesOverlap, insideDrawing, type Box } from '../../math/labels';
import { DEFAULT_WAYPOINTS, MAX_LABELS, pathSegments, planSize, segmentLabelSize, segmentLabels, type Waypoint } from './index';

const plan = planSize();
const options = { fontSize: 11, dotRadius: 10, plan };
const dotBox = (point: Waypoint, radius = options.dotRadius + 4): Box => ({ x: point.x - radius, y: point.y - radius, w: 2 * radius, h: 2 * radius });

function expectClear(points: readonly Waypoint[], loop: boolean) {
  const segments = pathSegments(points, loop);
  const labels = segmentLabels(segments, points, options);
  for (const label of labels) {
    expect(insideDrawing(label.box, plan.width, plan.height)).toBe(true);
    for (const point of points) expect(boxesOverlap(label.box, dotBox(point))).toBe(false);
    for (const other of labels) if (other !== label) expect(boxesOverlap(label.box, other.box)).toBe(false);
  }
  return { segments, labels };
}

describe('vr-walkthrough segment length labels', () => {
  it('labels every segment of the default walk with its length in metres, in the middle on the left of travel', () => {
    const { segments, labels } = expectClear(DEFAULT_WAYPOINTS, false);
    expect(labels.map((label) => label.text)).toEqual(['4.9 m', '5.7 m']);
    // The first segment runs right and down: its middle, moved up and right (the left of travel), off the line.
    const first = segments[0]!;
    const box = labels[0]!.box;
    const centre = { x: box.x + box.w / 2, y: box.y + box.h / 2 };
    const middle = { x: (first.from.x + first.to.x) / 2, y: (first.from.y + first.to.y) / 2 };
    expect(centre.x).toBeGreaterThan(middle.x);
    expect(centre.y).toBeLessThan(middle.y);
  });

  it('keeps off what it is told to (the furniture\'s names): the first segment\'s label moves from its place', () => {
    const first = segmentLabels(pathSegments(DEFAULT_WAYPOINTS, false), DEFAULT_WAYPOINTS, options)[0]!;
    const name: Box = { x: first.box.x - 10, y: first.box.y - 4, w: first.box.w + 20, h: first.box.h + 8 };
    const moved = segmentLabels(pathSegments(DEFAULT_WAYPOINTS, false), DEFAULT_WAYPOINTS, { ...options, keepOff: [name] })[0];
    expect(moved?.text).toBe(first.text);
    expect(boxesOverlap(moved!.box, name)).toBe(false);
  });

  it('moves the loop back of a nearly straight walk out from under the middle waypoint', () => {
    // The dashed closing segment of the default walk passes 10 units from waypoint 2: its middle, on the left, is under the dot.
    const back = pathSegments(DEFAULT_WAYPOINTS, true)[2]!;
    const { w, h } = segmentLabelSize('11.0 m', 11);
    const nx = (back.to.y - back.from.y) / back.length;
    const ny = -(back.to.x - back.from.x) / back.length;
    const off = (Math.abs(nx) * w + Math.abs(ny) * h) / 2 + 4;
    const middleLeft = { x: (back.from.x + back.to.x) / 2 + nx * off - w / 2, y: (back.from.y + back.to.y) / 2 + ny * off - h / 2, w, h };
    expect(boxesOverlap(middleLeft, dotBox(DEFAULT_WAYPOINTS[1]!))).toBe(true);

    const { labels } = expectClear(DEFAULT_WAYPOINTS, true);
    expect(labels.map((label) => label.index)).toEqual([0, 1, 2]);
    expect(labels[2]!.text).toBe(`${(back.length / 40).toFixed(1)} m`);
  });

  it('keeps labels off the dots and each other on a zigzag, in a corner and at a larger font', () => {
    const zigzag: Waypoint[] = [40, 100, 160, 220, 280, 340, 400, 460, 520].map((x, i) => ({ x, y: i % 2 ? 60 : 260 }));
    expectClear(zigzag, true);
    expectClear([{ x: 4, y: 4 }, { x: 556, y: 4 }, { x: 556, y: 316 }, { x: 4, y: 316 }], true);
    const big = { ...options, fontSize: 22, dotRadius: 19 };
    const labels = segmentLabels(pathSegments(DEFAULT_WAYPOINTS, true), DEFAULT_WAYPOINTS, big);
    for (const label of labels) for (const point of DEFAULT_WAYPOINTS) expect(boxesOverlap(label.box, dotBox(point, 23))).toBe(false);
  });

  it('labels at most MAX_LABELS segments, in walking order', () => {
    const points: Waypoint[] = Array.from({ length: 60 }, (_, i) => ({ x: 20 + (i % 10) * 55, y: 20 + Math.floor(i / 10) * 55 }));
    const labels = segmentLabels(pathSegments(points, false), points, options);
    expect(Math.max(...labels.map((label) => label.index))).toBeLessThan(MAX_LABELS);
    expect(labels.length).toBeGreaterThan(MAX_LABELS / 2);
  });

  it('gives a segment of no length no label', () => {
    const points = [{ x: 100, y: 100 }, { x: 100, y: 100 }, { x: 300, y: 100 }];
    expect(segmentLabels(pathSegments(points, false), points, options).map((label) => label.index)).toEqual([1]);
  });

  it('keeps a label off the path’s other lines where a free place does so: the first segment’s label leaves the loop back', () => {
    const segments = pathSegments(DEFAULT_WAYPOINTS, true);
    const back = segments[2]!;
    const first = segmentLabels(segments, DEFAULT_WAYPOINTS, options)[0]!.box;
    // The loop back's line, sampled finely: none of it under the label.
    for (let t = 0; t <= 1; t += 0.01) {
      const x = back.from.x + (back.to.x - back.from.x) * t;
      const y = back.from.y + (back.to.y - back.from.y) * t;
      expect(x > first.x && x < first.x + first.w && y > first.y && y < first.y + first.h).toBe(false);
    }
  });
});
