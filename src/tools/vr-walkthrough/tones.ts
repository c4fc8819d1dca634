/**
 * The furniture's tones on the walkthrough's plan and in its 3D view: a neutral, slightly warm
 * grey-beige, quiet beside the path's blue and the walker's orange, and apart from the pale floor
 * and the grey walls.
 */
export const FURNITURE_FILL = '#e8e2d8';
export const FURNITURE_LINE = '#8c8172';
/** The 3D blocks' colour (lit by the scene's lights, shaded darker on their sides). */
export const FURNITURE_BLOCK = '#b59c7c';
