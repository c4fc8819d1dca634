import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const grid = style({
  display: 'grid',
  gap: vars.space['5'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
  margin: 0,
  padding: vars.space['2'],
  listStyle: 'none',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
});

export const item = style({ display: 'grid', gap: vars.space['2'], minWidth: 0 });

/** A slide at 16:9, like a presentation's thumbnail strip. */
export const slide = style({
  aspectRatio: '16 / 9',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.card,
  selectors: {
    [`${item}[data-selected="true"] &`]: { borderColor: vars.color.accent, boxShadow: `0 0 0 2px ${vars.color.accent}, ${vars.shadow.card}` },
  },
});

export const slideNumber = style({
  margin: 0,
  fontSize: '0.6875rem',
  fontWeight: 700,
  letterSpacing: '0.08em',
  color: vars.color.accent,
  fontVariantNumeric: 'tabular-nums',
});

export const slideTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  lineHeight: 1.25,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  paddingBottom: vars.space['1'],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bullets = style({
  display: 'grid',
  gap: '2px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.xs,
  lineHeight: 1.4,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

/** One bullet per line, cut with an ellipsis when it is longer than the thumbnail; a small accent square marks it. */
export const bullet = style({
  position: 'relative',
  paddingInlineStart: vars.space['3'],
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  '::before': {
    content: '""',
    position: 'absolute',
    left: 0,
    top: '0.55em',
    width: '5px',
    height: '5px',
    background: vars.color.accent,
  },
});

export const noBullets = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontStyle: 'italic' });

export const caption = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const empty = style({
  margin: 0,
  padding: vars.space['8'],
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
