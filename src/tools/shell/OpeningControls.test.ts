import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Opening } from '../../../engine/plan/types';
import { OpeningControls, type OpeningControlsProps } from './OpeningControls';

const room = { w: 11.2, d: 7.2 };
const openings: Opening[] = [
  { kind: 'door', wall: 'top', at: 2, width: 0.9, hinge: 'start' },
  { kind: 'window', wall: 'left', at: 1, width: 1.2, hinge: 'start' },
];

function render(props: Partial<OpeningControlsProps> = {}): string {
  return renderToStaticMarkup(createElement(OpeningControls, { openings, room, units: 'm', flagged: new Map(), onChange: () => undefined, ...props }));
}

/** The text of the element labelled by the <label> whose text is `text`, found through its for/id. */
function controlFor(html: string, text: string): string {
  const label = new RegExp(`<label for="([^"]+)"[^>]*>${text.replace(/[()]/g, '\\$&')}</label>`).exec(html);
  if (!label) throw new Error(`no label ${text}`);
  const control = new RegExp(`<(input|select)[^>]*id="${label[1]}"[^>]*>`).exec(html);
  if (!control) throw new Error(`no control for ${text}`);
  return control[0];
}

describe('the doors and windows controls', () => {
  it('names every control by its opening: wall, width and position in the unit, a door’s hinge, Remove', () => {
    const html = render();
    expect(html).toContain('<h4');
    expect(html).toMatch(/>Door 1<\/h4>/);
    expect(html).toMatch(/>Window 1<\/h4>/);
    expect(controlFor(html, 'Wall')).toMatch(/^<select/);
    expect(controlFor(html, 'Door 1 wall')).toMatch(/^<select/);
    expect(controlFor(html, 'Door 1 width (m)')).toContain('value="0.90"');
    expect(controlFor(html, 'Door 1 position (m)')).toContain('value="2.00"');
    expect(controlFor(html, 'Door 1 hinge')).toMatch(/^<select/);
    expect(controlFor(html, 'Window 1 width (m)')).toContain('value="1.20"');
    expect(html).not.toContain('Window 1 hinge');
    expect(html).toMatch(/<button[^>]*>Remove Door 1<\/button>/);
    expect(html).toMatch(/<button[^>]*>Remove Window 1<\/button>/);
    expect(html).toMatch(/<option value="start"[^>]*>Start<\/option><option value="end"[^>]*>End<\/option>/);
    expect(html).toContain('Start is the left end, End the right end');
  });

  it('shows the widths and positions in feet when the tool is in feet', () => {
    const html = render({ units: 'ft' });
    expect(controlFor(html, 'Door 1 width (ft)')).toContain('value="2.95"');
    expect(controlFor(html, 'Door 1 position (ft)')).toContain('value="6.56"');
  });

  it('warns of furniture in a door’s swing, where a screen reader hears it with the door’s controls', () => {
    const html = render({ flagged: new Map([[0, ['Sofa', 'Armchair']]]) });
    const warning = /<p id="([^"]+)"[^>]*>Furniture in the swing: Sofa, Armchair<\/p>/.exec(html);
    expect(warning).not.toBeNull();
    expect(html).toMatch(new RegExp(`<button[^>]*aria-describedby="${warning![1]}"[^>]*>Remove Door 1`));
    expect(controlFor(html, 'Door 1 hinge')).toContain(warning![1]);
    expect(html).toContain('Door 1: furniture in the swing: Sofa, Armchair.');
    expect(render()).not.toContain('Furniture in the swing');
  });

  it('warns of openings overlapping on a wall', () => {
    const html = render({ openings: [openings[0]!, { kind: 'window', wall: 'top', at: 2.5, width: 1.2, hinge: 'start' }] });
    expect(html).toContain('Overlaps Window 1 on the top wall');
    expect(html).toContain('Overlaps Door 1 on the top wall');
  });

  it('makes Add door and Add window unavailable (aria-disabled, still focusable) with the reason when the plan holds 12 openings', () => {
    const twelve = Array.from({ length: 12 }, (_, i): Opening => ({ kind: 'window', wall: 'top', at: i * 0.9, width: 0.5, hinge: 'start' }));
    const html = render({ openings: twelve });
    expect(html).toMatch(/<button[^>]*aria-disabled="true"[^>]*>Add door<\/button>/);
    expect(html).toMatch(/<button[^>]*aria-disabled="true"[^>]*>Add window<\/button>/);
    expect(html).not.toMatch(/ disabled=""/);
    expect(html).toContain('At most 12 doors and windows: remove one to add another.');
    expect(render()).toMatch(/aria-disabled="false"[^>]*>Add door/);
  });

  it('says so when the plan has no openings yet', () => {
    expect(render({ openings: [] })).toContain('No doors or windows yet.');
  });
});
