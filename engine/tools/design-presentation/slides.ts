/** Design Presentation's slides: the default deck and the pure edits the deck editor makes (add, remove, update). */

/** A slide: a unique id, its title, and its bullets one per line. */
export interface Slide {
  id: string;
  title: string;
  bullets: string;
}

/** The bullets of a new slide. */
export const NEW_SLIDE_BULLETS = 'Point A\nPoint B\nPoint C';
/** Longest slide title and bullets kept, characters (the editor's fields stop there too). */
export const SLIDE_TITLE_MAX_LENGTH = 120;
export const BULLETS_MAX_LENGTH = 1000;

/** Project Overview (Goals, Scope, Constraints) and Design Concept (Inspiration, Style DNA, Narrative). */
export const DEFAULT_SLIDES: readonly Readonly<Slide>[] = [
  { id: 'slide-1', title: 'Project Overview', bullets: 'Goals\nScope\nConstraints' },
  { id: 'slide-2', title: 'Design Concept', bullets: 'Inspiration\nStyle DNA\nNarrative' },
];

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
