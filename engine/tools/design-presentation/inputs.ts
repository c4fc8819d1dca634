/** Design Presentation's inputs: the slides and the selection, and how the deck travels in a link. */
import type { ParamList, QueryCodec } from '../params';
import { numberToQuery, queryInteger, queryText } from '../query';
import { BULLETS_MAX_LENGTH, DEFAULT_SLIDES, SLIDE_TITLE_MAX_LENGTH, addSlide, updateSlide } from './slides';
import type { Slide } from './slides';

/**
 * Inputs: the slides, in order, and the position of the slide being edited (the initial one
 * when absent; a position with no slide hides the editor). The selection changes neither
 * the result nor the prompt; it rides along so the editor and the preview share it.
 */
export interface Inputs {
  slides: readonly Slide[];
  selected?: number;
}

/** The slide selected when the page opens. */
export const INITIAL_SELECTION = 0;
/** Most slides a link carries (a link longer than a few kilobytes is refused by some servers). */
export const MAX_LINKED_SLIDES = 30;

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
