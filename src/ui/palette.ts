/**
 * Every colour of the site, defined once. The page's tokens become CSS variables in
 * theme.css.ts (`vars.color.*`); the drawings (SVG diagrams, Konva scenes, three.js views) use the
 * same tokens and the drawing colours below. A canvas or a WebGL view cannot read CSS variables,
 * so scripts take these plain values; style files read them at build time and ship no script.
 */
export const themeColours = {
  bg: '#ffffff',
  surface: '#f6f7f9',
  surfaceRaised: '#ffffff',
  border: '#dfe3e8',
  borderStrong: '#b8c0cc',
  text: '#14181f',
  textMuted: '#4a5361',
  accent: '#1f4fbf',
  accentHover: '#173e98',
  accentSoft: '#e8eefb',
  accentText: '#ffffff',
  success: '#17663a',
  warning: '#8a4b00',
  saleBg: '#14181f',
  saleText: '#ffffff',
  focus: '#1f4fbf',
} as const;

/** Colours only the drawings use, beside the theme's. */
export const drawingColours = {
  /** Grid lines under a plan. */
  grid: '#eef0f3',
  /** The drawings' second tone beside the accent (loads, outlets, the sun, what is off target), for lines and fills. */
  warm: '#a85400',
  warmSoft: '#fdf0e1',
  /** The warm tone as text: 4.9:1 on white. */
  warmText: '#8a4500',
  /** Behind the success green: targets met, gains. */
  successSoft: '#e3f1e8',
  /** Sunlight and lamplight, and its pale wash. */
  light: '#f6c453',
  lightSoft: '#fdf3c4',
  /** Cut walls and slabs (poché) and their hatch. */
  cut: '#e9ecf0',
  hatch: '#8c95a3',
  /** Particles carried by a flow: the accent, translucent, and their fainter tails. */
  particle: 'rgba(31, 79, 191, 0.75)',
  particleTail: 'rgba(31, 79, 191, 0.32)',
  /** The 3D views' backdrop, top to bottom: behind the transparent canvas on the page, and under it in a saved picture. */
  backdropTop: '#f3f5f8',
  backdropBottom: '#dfe3e8',
} as const;

/** The theme's colours and the drawings' in one object, for the scenes and diagrams. */
export const palette = { ...themeColours, ...drawingColours } as const;
