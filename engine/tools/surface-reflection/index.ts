/**
 * Surface Reflection: how much light a surface mirrors back at the current light angle,
 * from Schlick's Fresnel approximation, and a prompt that describes the surface.
 */

export * from './inputs';
export * from './fresnel';
export * from './results';
export { explain } from './explain';
export { buildPrompt } from './prompt';
