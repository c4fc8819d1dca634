/** Design Presentation's 'How it's calculated' text. */
import type { Explain } from '../params';

/** 'How it's calculated'. */
export const explain: Explain = {
  formula: 'Slides = the number of slides in the deck. Each line of a slide’s bullets is one bullet; blank lines are left out of the prompt.',
  units: 'Slides are counted; bullets are lines of text.',
  assumptions:
    'A new slide is titled Slide N, where N is the new number of slides, with bullets Point A, Point B and Point C. Removing a slide does not ' +
    'move the selection, so the editor hides when the selected position no longer exists.',
};
