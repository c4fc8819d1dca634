import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/** Six tab labels need ~1000 px for one row; the prompts read best at ~880 px. */
export const body = style({ maxWidth: '1040px', marginInline: 'auto' });

/**
 * On a phone the six tabs form one row that scrolls sideways, bleeding to the screen edges;
 * the cut-off last pill shows there is more. (Wrapped, they made four ragged rows.)
 */
export const tabList = style({
  '@media': {
    'screen and (max-width: 639px)': {
      selectors: {
        // Doubled to outrank the Tabs component's own layout whatever the stylesheet order.
        '&&': {
          flexWrap: 'nowrap',
          justifyContent: 'flex-start',
          overflowX: 'auto',
          marginInline: `calc(-1 * ${vars.space['5']})`,
          paddingInline: vars.space['5'],
          paddingBlock: vars.space['1'],
          scrollbarWidth: 'none',
          maskImage: `linear-gradient(to right, #000 calc(100% - ${vars.space['10']}), transparent)`,
          WebkitMaskImage: `linear-gradient(to right, #000 calc(100% - ${vars.space['10']}), transparent)`,
          marginBottom: vars.space['6'],
        },
      },
    },
  },
});

globalStyle(`${tabList} > *`, {
  '@media': { 'screen and (max-width: 639px)': { flexShrink: 0, whiteSpace: 'nowrap' } },
});

export const prompts = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  maxWidth: '880px',
  marginInline: 'auto',
});

export const prompt = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space['3'],
  rowGap: vars.space['3'],
  alignItems: 'center',
  padding: vars.space['5'],
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  '@media': {
    'screen and (min-width: 768px)': { columnGap: vars.space['5'], rowGap: vars.space['2'], padding: vars.space['6'] },
  },
});

export const number = style({
  '@media': { 'screen and (min-width: 768px)': { gridRow: '1 / span 2', alignSelf: 'start' } },
  display: 'grid',
  placeItems: 'center',
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const label = style({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingBlock: '2px',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.sm,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontSize: vars.fontSize.xs,
  fontWeight: 650,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const text = style({
  gridColumn: '1 / -1',
  color: vars.color.text,
  '@media': { 'screen and (min-width: 768px)': { gridColumn: '2' } },
  lineHeight: 1.7,
  overflowWrap: 'anywhere',
});

/** A [bracketed] fill-in variable: marked, not shouted. */
export const slot = style({
  color: vars.color.accent,
  fontWeight: 500,
  background: vars.color.accentSoft,
  borderRadius: '4px',
  paddingInline: '2px',
  boxDecorationBreak: 'clone',
  WebkitBoxDecorationBreak: 'clone',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['3'],
  marginTop: vars.space['10'],
});

export const note = style({
  marginTop: vars.space['4'],
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
