import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const head = style({
  paddingTop: `calc(${vars.layout.headerHeight} + ${vars.space['10']})`,
  paddingBottom: vars.space['8'],
  background: `linear-gradient(180deg, ${vars.color.accentSoft} 0%, ${vars.color.bg} 100%)`,
  borderBottom: `1px solid ${vars.color.border}`,
  // On paper: the tool's name alone, at the top of the sheet (src/tools/shell/present/print.css.ts).
  '@media': { print: { padding: `0 0 2mm`, background: 'none', border: 'none' } },
});

export const headInner = style({ display: 'grid', gap: vars.space['3'], maxWidth: '760px' });

export const crumbs = style({ '@media': { print: { display: 'none' } }, display: 'flex', gap: vars.space['2'], fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const crumbLink = style({ color: vars.color.textMuted, selectors: { '&:hover': { color: vars.color.text } } });

export const title = style({ fontSize: vars.fontSize['3xl'], fontWeight: 750, letterSpacing: '-0.02em', '@media': { print: { fontSize: '18pt' } } });

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, '@media': { print: { display: 'none' } } });

/** Below the tool: the neighbours and the library, calm, on the page's surface. */
export const more = style({
  display: 'grid',
  gap: vars.space['6'],
  paddingBottom: vars.space['16'],
  '@media': {
    'screen and (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', alignItems: 'start' },
    // Links to other pages mean nothing on paper: the printed tool is one page.
    print: { display: 'none' },
  },
});

export const moreNav = style({ display: 'grid', gap: vars.space['4'], minWidth: 0 });

export const pager = style({ display: 'grid', gap: vars.space['3'], gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))' });

export const pagerLink = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontWeight: 650,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.borderStrong, color: vars.color.text } },
});

export const pagerNext = style({ textAlign: 'end' });

export const pagerHint = style({ fontSize: vars.fontSize.sm, fontWeight: 500, color: vars.color.textMuted });

export const moreTitle = style({ fontSize: vars.fontSize.md, fontWeight: 700 });

export const related = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['3'] });

export const relatedLink = style({ fontWeight: 650, marginInlineEnd: vars.space['2'] });

export const relatedText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const library = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const libraryText = style({ margin: 0, color: vars.color.textMuted });

export const libraryLink = style({ fontWeight: 650, justifySelf: 'start' });
