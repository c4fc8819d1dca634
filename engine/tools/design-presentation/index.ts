/**
 * Design Presentation: a client deck outlined slide by slide. Slides are added, removed and
 * edited with the pure functions below; the prompt lists each slide's title and bullets.
 */
import type { Explain, ParamList, QueryCodec, ToolOutput } from '../params';
import { numberToQuery, queryInteger, queryText } from '../query';

/** A slide: a unique id, its title, and its bullets one per line. */
export interface Slide {
  id: string;
  title: string;
  bullets: string;
}

/**
 * Inputs: the slides, in order, and the position of the slide being edited (the initial one
 * when absent; a position with no slide hides the editor). The selection changes neither
 * the result nor the prompt; it rides along so the editor and the preview share it.
 */
export interface Inputs {
  slides: readonly Slide[];
  selected?: number;
}

/** The bullets of a new slide. */
export const NEW_SLIDE_BULLETS = 'Point A\nPoint B\nPoint C';
/** The slide selected when the page opens. */
export const INITIAL_SELECTION = 0;
/** Longest slide title and bullets kept, characters (the editor's fields stop there too). */
export const SLIDE_TITLE_MAX_LENGTH = 120;
export const BULLETS_MAX_LENGTH = 1000;
/** Most slides a link carries (a link longer than a few kilobytes is refused by some servers). */
export const MAX_LINKED_SLIDES = 30;

/** Project Overview (Goals, Scope, Constraints) and Design Concept (Inspiration, Style DNA, Narrative). */
export const DEFAULT_SLIDES: readonly Readonly<Slide>[] = [
  { id: 'slide-1', title: 'Project Overview', bullets: 'Goals\nScope\nConstraints' },
  { id: 'slide-2', title: 'Design Concept', bullets: 'Inspiration\nStyle DNA\nNarrative' },
];

/** No generic controls: the deck editor is the tool's own UI. */
export const params: ParamList<Inputs> = [];

/** Default inputs: the two default slides. */
export const defaults: Inputs = { slides: DEFAULT_SLIDES.map((slide) => ({ ...slide })) };

/** The selected position (the initial one until a slide is clicked). */
export const selectionOf = (inputs: Inputs): number => inputs.selected ?? INITIAL_SELECTION;

/** Keeps the slides when the generic sanitiser (which knows no list inputs) hands back none. */
export function adjust(previous: Inputs, next: Inputs): Inputs {
  return Array.isArray(next.slides) ? next : { ...next, slides: previous.slides };
}

/**
 * An id no slide has: 'slide-N' with N one more than the largest N in use (a counter derived
 * from the slides themselves, so it is deterministic and needs no hidden state).
 */
export function nextSlideId(slides: readonly Slide[]): string {
  let largest = 0;
  for (const slide of slides) {
    const match = /^slide-(\d+)$/.exec(slide.id);
    if (match) largest = Math.max(largest, Number(match[1]));
  }
  let n = largest + 1;
  while (slides.some((slide) => slide.id === `slide-${n}`)) n += 1;
  return `slide-${n}`;
}

/** The slides plus a new last slide 'Slide N' (N = the new count) with bullets Point A, Point B, Point C. */
export function addSlide(slides: readonly Slide[]): Slide[] {
  return [...slides, { id: nextSlideId(slides), title: `Slide ${slides.length + 1}`, bullets: NEW_SLIDE_BULLETS }];
}

/** The slides without the one at `index` (an index that does not exist changes nothing). */
export function removeSlide(slides: readonly Slide[], index: number): Slide[] {
  return slides.filter((_, i) => i !== index);
}

/** The slides with slide `index`'s title and/or bullets replaced (plain text, kept as typed). */
export function updateSlide(slides: readonly Slide[], index: number, patch: { title?: string; bullets?: string }): Slide[] {
  return slides.map((slide, i) =>
    i !== index
      ? slide
      : {
          ...slide,
          title: typeof patch.title === 'string' ? patch.title : slide.title,
          bullets: typeof patch.bullets === 'string' ? patch.bullets : slide.bullets,
        },
  );
}

/**
 * The slide the editor shows for a selection index, or undefined when that index no longer
 * exists (the selection is not adjusted on removal, so the editor hides).
 */
export function selectedSlide(slides: readonly Slide[], index: number): Slide | undefined {
  return Number.isInteger(index) && index >= 0 ? slides[index] : undefined;
}

/** The bullets as lines: one per line, trimmed, blank lines dropped. */
export function bulletLines(bullets: string): string[] {
  return bullets
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** A slide's title as shown: trimmed, or 'Untitled slide' when blank. */
export function slideTitle(slide: Slide): string {
  const title = slide.title.trim();
  return title === '' ? 'Untitled slide' : title;
}

/** The deck. */
export interface Result {
  slideCount: number;
  slides: readonly { title: string; bullets: readonly string[] }[];
}

/** Slide count and each slide's title and bullet lines. */
export function compute(inputs: Inputs): Result {
  const slides = Array.isArray(inputs.slides) ? inputs.slides : [];
  return { slideCount: slides.length, slides: slides.map((slide) => ({ title: slideTitle(slide), bullets: bulletLines(slide.bullets) })) };
}

/** Slides (the count). */
export function outputs(result: Result): readonly ToolOutput[] {
  return [{ label: 'Slides', text: String(result.slideCount) }];
}

/** 'How it's calculated'. */
export const explain: Explain = {
  formula: 'Slides = the number of slides in the deck. Each line of a slide’s bullets is one bullet; blank lines are left out of the prompt.',
  units: 'Slides are counted; bullets are lines of text.',
  assumptions:
    'A new slide is titled Slide N, where N is the new number of slides, with bullets Point A, Point B and Point C. Removing a slide does not ' +
    'move the selection, so the editor hides when the selected position no longer exists.',
};

/** A deck prompt: every slide's title and bullets, in order. */
export function buildPrompt(_inputs: Inputs, result: Result): string {
  const lines = [
    'Act as a design presentation coach preparing a client deck for an architecture or interior design project.',
    result.slideCount === 0
      ? 'The deck has no slides yet.'
      : `The deck has ${result.slideCount} ${result.slideCount === 1 ? 'slide' : 'slides'}:`,
  ];
  result.slides.forEach((slide, index) => {
    lines.push('', `Slide ${index + 1}: ${slide.title}`);
    if (slide.bullets.length === 0) lines.push('- (no bullets yet)');
    for (const bullet of slide.bullets) lines.push(`- ${bullet}`);
  });
  lines.push(
    '',
    'For each slide, write a clear headline, concise speaker notes and a suggestion for the visual (plan, render, mood board or diagram). ' +
      'Then suggest missing slides, a logical story order from brief to concept to details, and a closing slide with next steps.',
  );
  return lines.join('\n');
}

/**
 * The deck in a link's query: `slides=2&slide1=Project+Overview&bullets1=Goals%0AScope…` and
 * `selected=1` (1-based). Titles and bullets are plain text (markup stays characters), cut to
 * the editor's limits; the count is a whole number clamped to 0–30. A slide whose title or
 * bullets are missing gets a new slide's (Slide N; Point A, Point B, Point C). Ids are not
 * carried: they are made afresh, as for added slides.
 */
export const query: QueryCodec<Inputs> = {
  write: (inputs) => {
    const slides = inputs.slides.slice(0, MAX_LINKED_SLIDES);
    return {
      slides: numberToQuery(slides.length),
      ...Object.fromEntries(slides.flatMap((slide, index) => [
        [`slide${index + 1}`, slide.title],
        [`bullets${index + 1}`, slide.bullets],
      ])),
      ...(inputs.selected !== undefined && { selected: numberToQuery(inputs.selected + 1) }),
    };
  },
  leftOut: ({ slides }) => (slides.length > MAX_LINKED_SLIDES ? `It holds the first ${MAX_LINKED_SLIDES} of the ${slides.length} slides.` : null),
  read: (get, base) => {
    let slides: readonly Slide[] = base.slides;
    const count = queryInteger(get('slides'), 0, MAX_LINKED_SLIDES);
    if (count !== null) {
      let built: Slide[] = [];
      for (let index = 0; index < count; index += 1) {
        built = addSlide(built);
        const title = queryText(get(`slide${index + 1}`), SLIDE_TITLE_MAX_LENGTH) ?? undefined;
        const bullets = queryText(get(`bullets${index + 1}`), BULLETS_MAX_LENGTH, true) ?? undefined;
        built = updateSlide(built, index, { title, bullets });
      }
      slides = built;
    }
    const selected = queryInteger(get('selected'), 1, MAX_LINKED_SLIDES);
    return { ...base, slides, ...(selected !== null && { selected: selected - 1 }) };
  },
};
