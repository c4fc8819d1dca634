import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const hero = style({
  paddingTop: `calc(${vars.layout.headerHeight} + ${vars.space['12']})`,
  paddingBottom: vars.space['16'],
  background: `radial-gradient(ellipse at 80% 0%, ${vars.color.accentSoft} 0%, transparent 55%), linear-gradient(180deg, #f8f9fb 0%, ${vars.color.bg} 100%)`,
  '@media': { 'screen and (min-width: 768px)': { paddingTop: `calc(${vars.layout.headerHeight} + ${vars.space['20']})`, paddingBottom: vars.space['24'] } },
});

export const layout = style({
  display: 'grid',
  gap: vars.space['12'],
  alignItems: 'center',
  '@media': { 'screen and (min-width: 960px)': { gridTemplateColumns: '1.1fr 0.9fr' } },
});

export const copy = style({ display: 'grid', gap: vars.space['5'], justifyItems: 'start' });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bg,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const dot = style({ width: '8px', height: '8px', borderRadius: '50%', background: vars.color.accent });

export const title = style({ fontSize: vars.fontSize['4xl'], fontWeight: 800, letterSpacing: '-0.03em', maxWidth: '14ch' });

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, maxWidth: '52ch' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

export const assurances = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['2']} ${vars.space['5']}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const assurance = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });

export const mock = style({
  position: 'relative',
  margin: 0,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bg,
  boxShadow: vars.shadow.raised,
  padding: vars.space['6'],
  display: 'grid',
  gap: vars.space['4'],
});

export const mockBar = style({ display: 'flex', gap: vars.space['2'], alignItems: 'center' });

export const mockChip = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.accent,
  background: vars.color.accentSoft,
  borderRadius: vars.radius.pill,
  padding: `2px ${vars.space['2']}`,
});

export const mockTitle = style({ fontWeight: 650 });

export const mockPrompt = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.7,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space['4'],
  color: vars.color.text,
});

export const variable = style({ color: vars.color.accent, fontWeight: 600 });

export const mockMeta = style({ display: 'flex', gap: vars.space['4'], fontSize: vars.fontSize.xs, color: vars.color.textMuted });
