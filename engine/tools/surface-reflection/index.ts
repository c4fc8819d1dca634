/**
 * Surface Reflection: how much light a surface mirrors back at the current light angle,
 * from Schlick's Fresnel approximation, and a prompt that describes the surface.
 */

/** Route slug. */
export const slug = 'surface-reflection';
/** Prompt card heading. */
export const panelTitle = 'Surface Prompt';
/** Download name of the prompt. */
export const fileName = 'surface-reflection-prompt.txt';

export * from './inputs';
export * from './fresnel';
export * from './results';
export { explain } from './explain';
export { buildPrompt } from './prompt';
