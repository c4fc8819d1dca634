import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/**
 * Sticky at the viewport's bottom edge until the page scrolls past its place (before the FAQ),
 * so it never covers the footer. At its place it takes its own room in the flow, so there it
 * covers nothing (the final call to action above it stays in view); while stuck, the page's
 * scroll padding keeps a focused element clear of it (SaleBanner.tsx).
 */
export const slot = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 40,
  padding: vars.space['3'],
  pointerEvents: 'none',
});

const hanging = { position: 'relative' } as const;

export const banner = style({
  ...hanging,
  pointerEvents: 'auto',
  maxWidth: '880px',
  marginInline: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  padding: `${vars.space['3']} ${vars.space['12']} ${vars.space['3']} ${vars.space['5']}`,
  borderRadius: vars.radius.lg,
  background: vars.color.saleBg,
  color: vars.color.saleText,
  boxShadow: vars.shadow.raised,
});

export const message = style({ fontWeight: 650 });

/**
 * The countdown: as wide as its longest text (`6d 23h 59m 59s`, 14 characters of a monospaced
 * font) whatever it reads, and before the code runs, when it reads nothing yet, so nothing
 * beside it moves as it counts or starts.
 */
export const timer = style({
  fontFamily: vars.font.mono,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 700,
  padding: `2px ${vars.space['2']}`,
  borderRadius: vars.radius.sm,
  background: 'rgba(255,255,255,0.12)',
  boxSizing: 'content-box',
  minWidth: '14ch',
  textAlign: 'center',
});

export const close = style({
  position: 'absolute',
  top: '50%',
  right: vars.space['2'],
  transform: 'translateY(-50%)',
  width: '36px',
  height: '36px',
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.saleText,
  cursor: 'pointer',
  display: 'grid',
  placeItems: 'center',
  selectors: { '&:hover': { background: 'rgba(255,255,255,0.14)' } },
});

export const regular = style({ ...hanging, display: 'flex', justifyContent: 'flex-end', maxWidth: '1160px', marginInline: 'auto' });

export const regularButton = style({ pointerEvents: 'auto', boxShadow: vars.shadow.raised });

/**
 * While the banner shows, the page keeps its height clear at the bottom when it scrolls a
 * focused element into view, so the banner never hides the focus (WCAG 2.2 2.4.11): its height
 * (it wraps to three lines on a phone, two on a tablet) plus its 12 px inset and 8 px for the
 * focus ring.
 */
globalStyle(`html:has(${banner})`, {
  scrollPaddingBottom: '184px',
  '@media': {
    'screen and (min-width: 640px)': { scrollPaddingBottom: '140px' },
    'screen and (min-width: 960px)': { scrollPaddingBottom: '96px' },
  },
});
