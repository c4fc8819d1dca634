import { globalStyle, style } from '@vanilla-extract/css';
import { sideBySide } from '../../ui/sideBySide';
import { vars } from '../../ui/theme.css';

/** A tab's content: the story beside the concrete uses, stacked on phones. */
export const audience = style(sideBySide('minmax(0, 5fr) minmax(0, 7fr)'));

export const audienceIntro = style({ display: 'grid', gap: vars.space['4'] });

export const audienceTitle = style({ fontSize: vars.fontSize['2xl'], fontWeight: 700 });

export const note = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  paddingLeft: vars.space['4'],
  borderLeft: `2px solid ${vars.color.borderStrong}`,
});

export const uses = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['5'],
});

export const use = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space['4'],
  alignItems: 'start',
});

export const useNumber = style({
  display: 'grid',
  placeItems: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.sm,
  fontWeight: 650,
  fontVariantNumeric: 'tabular-nums',
});

export const useText = style({ display: 'grid', gap: vars.space['1'] });

export const useTitle = style({ fontSize: vars.fontSize.md, fontWeight: 650 });

export const toolLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const toolsLabel = style({ fontSize: vars.fontSize.sm, fontWeight: 650, marginTop: vars.space['3'] });

export const toolChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '36px',
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.accent } },
});

/** FAQ: the heading beside the questions on wide screens. */
export const faq = style(sideBySide('minmax(0, 4fr) minmax(0, 8fr)'));

export const faqIntro = style({ display: 'grid', gap: vars.space['3'] });

export const principles = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
  counterReset: 'principle',
});

export const principle = style({
  display: 'grid',
  gap: vars.space['2'],
  alignContent: 'start',
  paddingTop: vars.space['4'],
  borderTop: `2px solid ${vars.color.text}`,
});

export const principleNumber = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 650,
  color: vars.color.accent,
  fontVariantNumeric: 'tabular-nums',
});

export const cta = style({
  display: 'grid',
  gap: vars.space['6'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  background: vars.color.saleBg,
  color: vars.color.saleText,
  '@media': {
    'screen and (min-width: 600px)': { padding: vars.space['10'] },
    'screen and (min-width: 900px)': {
      gridTemplateColumns: '1fr auto',
      alignItems: 'center',
      padding: vars.space['12'],
    },
  },
});

export const ctaText = style({ display: 'grid', gap: vars.space['3'], maxWidth: '60ch' });

export const ctaTitle = style({ fontSize: vars.fontSize['3xl'], fontWeight: 700 });

export const ctaLead = style({ fontSize: vars.fontSize.lg, color: vars.color.saleText, opacity: 0.88 });

export const ctaActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

/**
 * A quiet outline button for the dark band: white text on the dark ground. Scoped under
 * the band so it outranks the button recipe's tone, whatever order the stylesheets load in.
 */
export const ctaSecondary = style({
  selectors: {
    [`${cta} &`]: { background: 'transparent', color: vars.color.saleText, borderColor: 'rgba(255, 255, 255, 0.6)' },
    [`${cta} &:hover:not(:disabled)`]: { background: 'rgba(255, 255, 255, 0.1)', color: vars.color.saleText, borderColor: vars.color.saleText },
  },
});

globalStyle(`${cta} a:focus-visible`, { outlineColor: vars.color.saleText });
