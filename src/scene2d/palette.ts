/**
 * Colours of the canvas scenes: the theme's tokens as plain values, since Konva draws on a
 * canvas and cannot read CSS variables. Keep in step with src/ui/theme.css.ts.
 */
export const scenePalette = {
  paper: '#ffffff',
  grid: '#eef0f3',
  wall: '#14181f',
  ink: '#14181f',
  muted: '#4a5361',
  line: '#b8c0cc',
  accent: '#1f4fbf',
  accentSoft: '#e8eefb',
  warm: '#a85400',
  warmSoft: '#fdf0e1',
  particle: 'rgba(31, 79, 191, 0.75)',
} as const;
