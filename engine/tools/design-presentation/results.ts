/** Design Presentation's figures: the slide count and each slide as shown, and the output. */
import type { ToolOutput } from '../params';
import type { Inputs } from './inputs';
import { bulletLines, slideTitle } from './slides';

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
