import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const header = style({
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: 50,
  height: vars.layout.headerHeight,
  background: 'transparent',
  borderBottom: '1px solid transparent',
  // The colours fade; the blur switches at once. A blur that animates is drawn afresh on every frame of the
  // fade, over whatever is behind it: on a phone page scrolled before its code ran (the header turns white
  // as it hydrates) that held the GPU, and a key's answer with it, for up to ~270 ms.
  transition: 'background-color 160ms ease, border-color 160ms ease',
  selectors: {
    '&[data-scrolled="true"]': {
      background: 'rgba(255, 255, 255, 0.86)',
      // A blur alone: with saturate() as well, frames that changed under the header (a page hydrating scrolled, a 3D
      // view turning) took the software GPU of the phone benchmark up to ~100 ms each, and a touch then waited 200 ms+.
      backdropFilter: 'blur(12px)',
      borderBottomColor: vars.color.border,
    },
  },
});

/** Small phones: the header's row tightens so the name, Menu and the call to action fit. */
const NARROW = 'screen and (max-width: 419px)';

export const inner = style({
  height: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  '@media': { [NARROW]: { gap: vars.space['2'] } },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontWeight: 750,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  textDecoration: 'none',
  minHeight: '44px',
  selectors: { '&:hover': { color: vars.color.text } },
  '@media': { [NARROW]: { gap: vars.space['1'], fontSize: vars.fontSize.md } },
});

/*
 * On a small phone the mark and the name take turns beside Menu and the call to action, each
 * whole or not at all (squeezed by the row, the mark had shrunk to a sliver or nothing from 360 to
 * 411 px): from 390 px both, smaller; from 360 px the name alone; under 360 px the mark alone. The
 * link keeps its name ('PromptArc home') throughout.
 */
export const brandMark = style({
  flexShrink: 0,
  '@media': {
    [NARROW]: { width: '24px', height: '24px' },
    'screen and (min-width: 360px) and (max-width: 389px)': { display: 'none' },
  },
});

/** Under 360 px the name gives way to the Menu button and the call to action (the link keeps its name). */
export const brandText = style({ '@media': { 'screen and (max-width: 359px)': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } } });

export const nav = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'] });

const WIDE = 'screen and (min-width: 900px)';

/** Wide screens: the links in a row. Narrow: a panel under the header that the Menu button opens. */
export const navList = style({
  display: 'none',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  gap: vars.space['1'],
  selectors: {
    '&[data-open="true"]': {
      display: 'grid',
      position: 'absolute',
      insetInline: 0,
      top: '100%',
      padding: `${vars.space['2']} ${vars.space['4']} ${vars.space['4']}`,
      background: vars.color.bg,
      borderBottom: `1px solid ${vars.color.border}`,
      boxShadow: vars.shadow.raised,
    },
  },
  '@media': { [WIDE]: { display: 'flex', selectors: { '&[data-open="true"]': { display: 'flex', position: 'static', padding: 0, background: 'none', border: 0, boxShadow: 'none' } } } },
});

export const menuButton = style({
  minHeight: '40px',
  paddingInline: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.bg,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  '@media': { [WIDE]: { display: 'none' }, [NARROW]: { paddingInline: vars.space['2'] } },
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '40px',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.pill,
  color: vars.color.textMuted,
  fontWeight: 550,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.text, background: vars.color.surface } },
});

export const docsLink = style([navLink, { color: vars.color.text }]);

export const skipLink = style({
  position: 'absolute',
  left: vars.space['4'],
  top: '-100px',
  zIndex: 100,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  background: vars.color.text,
  color: vars.color.bg,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus': { top: vars.space['2'], color: vars.color.bg } },
});
