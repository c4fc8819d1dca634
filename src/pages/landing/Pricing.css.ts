import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const card = style({
  position: 'relative',
  minWidth: 0,
  maxWidth: '560px',
  marginInline: 'auto',
  background: vars.color.bg,
  border: `2px solid ${vars.color.accent}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  padding: `${vars.space['10']} ${vars.space['6']} ${vars.space['8']}`,
  display: 'grid',
  gap: vars.space['5'],
  '@media': { 'screen and (min-width: 640px)': { paddingInline: vars.space['10'] } },
});

export const ribbon = style({
  position: 'absolute',
  top: 0,
  left: '50%',
  transform: 'translate(-50%, -50%)',
  padding: `${vars.space['1']} ${vars.space['4']}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.xs,
  fontWeight: 800,
  letterSpacing: '0.1em',
});

export const name = style({ fontSize: vars.fontSize.xl, fontWeight: 700 });

export const terms = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const includedTitle = style({ fontSize: vars.fontSize.md, fontWeight: 700 });

export const included = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['2'],
  gridTemplateColumns: '1fr',
  '@media': { 'screen and (min-width: 480px)': { gridTemplateColumns: '1fr 1fr' } },
});

export const includedItem = style({ display: 'flex', gap: vars.space['2'], alignItems: 'flex-start' });

export const tick = style({ color: vars.color.success, flexShrink: 0, marginTop: '4px' });

export const buy = style({ width: '100%' });

export const guarantee = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'center',
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
});

/** The shield keeps its 28 px beside the sentence (a flex item, it was squeezed to 10–16 px wide). */
globalStyle(`${guarantee} > svg`, { flexShrink: 0 });

export const trust = style({
  listStyle: 'none',
  margin: `${vars.space['8']} auto 0`,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space['3']} ${vars.space['6']}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const trustItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });
