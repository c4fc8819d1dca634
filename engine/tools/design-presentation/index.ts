/**
 * Design Presentation: a client deck outlined slide by slide. Slides are added, removed and
 * edited with the pure functions of ./slides.ts; the prompt lists each slide's title and bullets.
 */

/** Route slug. */
export const slug = 'design-presentation';
/** Prompt card heading. */
export const panelTitle = 'Deck Prompt';
/** Download name of the prompt. */
export const fileName = 'design-presentation-prompt.txt';

export * from './slides';
export * from './inputs';
export * from './results';
export { explain } from './explain';
export { buildPrompt } from './prompt';
