import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
// Whatever the browser scrolls to (a focused control, an anchor) stops below the sticky header,
// never under it (WCAG 2.4.11, focus not obscured).
globalStyle('html', { WebkitTextSizeAdjust: '100%', textSizeAdjust: '100%', scrollPaddingTop: `calc(${vars.layout.headerHeight} + 16px)` });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.6,
  color: vars.color.text,
  background: vars.color.bg,
  WebkitFontSmoothing: 'antialiased',
  overflowX: 'hidden',
});
globalStyle('h1, h2, h3, h4', { lineHeight: 1.2, margin: 0, letterSpacing: '-0.01em' });
globalStyle('p', { margin: 0 });
globalStyle('img, svg', { display: 'block', maxWidth: '100%' });
globalStyle('a', { color: vars.color.accent });
globalStyle('a:hover', { color: vars.color.accentHover });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('[hidden]', { display: 'none !important' });
globalStyle('::selection', { background: vars.color.accentSoft });
// Reduced motion: state changes (the header's shadow, hovers, opening panels) happen at once.
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      transitionDuration: '0s !important',
      animationDuration: '0s !important',
      animationIterationCount: '1 !important',
    },
  },
});
