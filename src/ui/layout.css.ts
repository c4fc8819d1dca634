import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const container = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space['5'],
  '@media': { 'screen and (min-width: 768px)': { paddingInline: vars.space['8'] } },
});

export const section = style({
  paddingBlock: vars.space['16'],
  '@media': { 'screen and (min-width: 768px)': { paddingBlock: vars.space['24'] } },
});

export const sectionAlt = style([section, { background: vars.color.surface }]);

export const sectionHeader = style({
  maxWidth: '720px',
  marginInline: 'auto',
  textAlign: 'center',
  marginBottom: vars.space['12'],
  display: 'grid',
  gap: vars.space['3'],
});

export const eyebrow = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.accent,
});

export const h2 = style({ fontSize: vars.fontSize['3xl'], fontWeight: 700 });

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted });

export const grid = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
});

export const card = style({
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space['6'],
  boxShadow: vars.shadow.card,
  display: 'grid',
  gap: vars.space['3'],
  alignContent: 'start',
});

export const cardTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 650 });

export const muted = style({ color: vars.color.textMuted });

export const stack = style({ display: 'grid', gap: vars.space['4'] });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'center' });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
