import { describe, expect, it } from 'vitest';
import { sanitize } from '../params';
import {
  DEFAULT_SLIDES,
  INITIAL_SELECTION,
  addSlide,
  adjust,
  buildPrompt,
  bulletLines,
  compute,
  defaults,
  outputs,
  params,
  removeSlide,
  selectedSlide,
  updateSlide,
} from './index';

describe('design-presentation: defaults Project Overview and Design Concept', () => {
  it('has the two default slides with their bullets, and selects the first', () => {
    expect(DEFAULT_SLIDES.map(({ title, bullets }) => ({ title, bullets }))).toEqual([
      { title: 'Project Overview', bullets: 'Goals\nScope\nConstraints' },
      { title: 'Design Concept', bullets: 'Inspiration\nStyle DNA\nNarrative' },
    ]);
    expect(new Set(DEFAULT_SLIDES.map((s) => s.id)).size).toBe(2);
    expect(INITIAL_SELECTION).toBe(0);
    expect(selectedSlide(defaults.slides, INITIAL_SELECTION)?.title).toBe('Project Overview');
    expect(outputs(compute(defaults))).toEqual([{ label: 'Slides', text: '2' }]);
  });
});

describe('design-presentation: + Add slide appends Slide N with Point A, Point B, Point C', () => {
  it('titles the new slide with the new count', () => {
    const three = addSlide(defaults.slides);
    expect(three).toHaveLength(3);
    expect(three[2]).toMatchObject({ title: 'Slide 3', bullets: 'Point A\nPoint B\nPoint C' });
    expect(addSlide(three)[3]?.title).toBe('Slide 4');
    expect(addSlide([])[0]?.title).toBe('Slide 1');
    expect(defaults.slides).toHaveLength(2);
  });
  it('gives every slide a new unique id, deterministically', () => {
    let slides = defaults.slides;
    for (let i = 0; i < 5; i += 1) slides = addSlide(slides);
    slides = removeSlide(slides, 3);
    slides = addSlide(removeSlide(slides, 0));
    const ids = slides.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(addSlide(defaults.slides)[2]?.id).toBe(addSlide(defaults.slides)[2]?.id);
    // After a removal the count, not the highest number, names the new slide.
    expect(addSlide(removeSlide(addSlide(addSlide(defaults.slides)), 1)).at(-1)?.title).toBe('Slide 4');
  });
});

describe('design-presentation: Remove deletes the slide at that position; the selection is not adjusted', () => {
  it('removes by position', () => {
    const slides = addSlide(defaults.slides);
    expect(removeSlide(slides, 1).map((s) => s.title)).toEqual(['Project Overview', 'Slide 3']);
    expect(removeSlide(slides, 7)).toEqual(slides);
    expect(removeSlide(slides, -1)).toEqual(slides);
  });
  it('hides the editor when the selected index no longer exists', () => {
    const selection = 1;
    const after = removeSlide(defaults.slides, 1);
    expect(selectedSlide(after, selection)).toBeUndefined();
    expect(selectedSlide([], 0)).toBeUndefined();
    expect(selectedSlide(defaults.slides, -1)).toBeUndefined();
    expect(selectedSlide(defaults.slides, 0.5)).toBeUndefined();
  });
  it('keeps the same index when an earlier slide is removed (it now shows the next slide)', () => {
    const slides = addSlide(defaults.slides);
    expect(selectedSlide(removeSlide(slides, 0), 1)?.title).toBe('Slide 3');
  });
});

describe('design-presentation: editor, one bullet per line, blank lines ignored in the prompt', () => {
  it('splits bullets on any line break and drops blank lines', () => {
    expect(bulletLines('Goals\n\n  Scope  \r\nConstraints\r\n   \n')).toEqual(['Goals', 'Scope', 'Constraints']);
    expect(bulletLines('')).toEqual([]);
  });
  it('updates a slide as typed, markup kept as text', () => {
    const slides = updateSlide(defaults.slides, 1, { title: '<i>Concept</i>', bullets: 'One\n\nTwo' });
    expect(slides[1]).toMatchObject({ title: '<i>Concept</i>', bullets: 'One\n\nTwo' });
    expect(slides[0]).toBe(defaults.slides[0]);
    const prompt = buildPrompt({ slides }, compute({ slides }));
    expect(prompt).toContain('Slide 2: <i>Concept</i>\n- One\n- Two\n');
  });
  it('Deck Prompt lists every slide', () => {
    const prompt = buildPrompt(defaults, compute(defaults));
    expect(prompt).toContain('The deck has 2 slides:');
    expect(prompt).toContain('Slide 1: Project Overview\n- Goals\n- Scope\n- Constraints');
    expect(prompt).toContain('Slide 2: Design Concept\n- Inspiration\n- Style DNA\n- Narrative');
    expect(buildPrompt({ slides: [] }, compute({ slides: [] }))).toContain('no slides yet');
    expect(prompt).not.toMatch(/NaN|Infinity|undefined/);
  });
  it('has no generic controls and keeps the slides through the generic sanitiser', () => {
    expect(params).toEqual([]);
    expect(adjust(defaults, sanitize(params, {}, defaults) as typeof defaults)).toEqual(defaults);
  });
});
