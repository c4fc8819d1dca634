/**
 * Design Presentation: a client deck outlined slide by slide. Slides are added, removed and
 * edited with the pure functions of ./slides.ts; the prompt lists each slide's title and bullets.
 */

export * from './slides';
export * from './inputs';
export * from './results';
export { explain } from './explain';
export { buildPrompt } from './prompt';
