import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const card = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.card,
  minWidth: 0,
});

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['3'] });

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: 700 });

export const fileName = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const prompt = style({
  margin: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.65,
  whiteSpace: 'pre-wrap',
  // Wraps and grows rather than scrolling: the whole prompt is readable and nothing needs focus to scroll.
  overflowWrap: 'anywhere',
});
