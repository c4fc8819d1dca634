import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/** Room left above a section when the contents jump to it: clears the fixed header (ANCHOR_OFFSET_PX). */
const ANCHOR_CLEARANCE = '100px';

export const body = style({
  paddingBlock: vars.space['12'],
  '@media': { 'screen and (min-width: 768px)': { paddingBlock: vars.space['16'] } },
});

/** One column on phones (contents first), contents beside the text from 960 px. */
export const layout = style({
  display: 'grid',
  gap: vars.space['10'],
  alignItems: 'start',
  '@media': {
    'screen and (min-width: 960px)': {
      gridTemplateColumns: '240px minmax(0, 68ch)',
      gap: vars.space['16'],
    },
  },
});

export const toc = style({
  padding: vars.space['5'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  '@media': {
    'screen and (min-width: 960px)': {
      position: 'sticky',
      top: `calc(${vars.layout.headerHeight} + ${vars.space['8']})`,
      padding: 0,
      border: 0,
      background: 'transparent',
    },
  },
});

export const tocTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 650,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  marginBottom: vars.space['3'],
});

export const tocList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['1'],
  '@media': {
    'screen and (min-width: 960px)': {
      borderLeft: `1px solid ${vars.color.border}`,
    },
  },
});

export const tocLink = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'baseline',
  minHeight: '32px',
  paddingBlock: vars.space['1'],
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  lineHeight: 1.5,
  '@media': {
    'screen and (min-width: 960px)': {
      paddingInlineStart: vars.space['4'],
      marginInlineStart: '-1px',
      borderLeft: '2px solid transparent',
    },
  },
  selectors: {
    '&:hover': { color: vars.color.accent, borderLeftColor: vars.color.accent },
  },
});

export const tocNumber = style({
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
  minWidth: '2ch',
});

export const article = style({
  display: 'grid',
  gap: vars.space['10'],
  maxWidth: '68ch',
  minWidth: 0,
});

export const section = style({
  display: 'grid',
  gap: vars.space['4'],
  scrollMarginTop: ANCHOR_CLEARANCE,
  paddingTop: vars.space['10'],
  borderTop: `1px solid ${vars.color.border}`,
  selectors: {
    '&:first-child': { paddingTop: 0, borderTop: 0 },
  },
});

export const sectionHeader = style({ display: 'grid', gap: vars.space['1'] });

export const sectionNumber = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.accent,
});

export const sectionTitle = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: 700,
  outline: 'none',
});

/** The running text of a section: paragraphs, lists and the odd address. */
export const prose = style({
  display: 'grid',
  gap: vars.space['4'],
  color: vars.color.text,
  lineHeight: 1.7,
});

globalStyle(`${prose} ul, ${prose} ol`, {
  margin: 0,
  paddingInlineStart: vars.space['6'],
  display: 'grid',
  gap: vars.space['2'],
});

globalStyle(`${prose} li::marker`, { color: vars.color.textMuted });

globalStyle(`${prose} address`, { fontStyle: 'normal' });
