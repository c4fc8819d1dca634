import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './theme.css';

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } });

export const viewport = style({
  position: 'fixed',
  right: vars.space['4'],
  bottom: vars.space['4'],
  left: vars.space['4'],
  zIndex: 60,
  display: 'grid',
  justifyItems: 'end',
  gap: vars.space['2'],
  pointerEvents: 'none',
});

export const toast = style({
  pointerEvents: 'auto',
  width: 'min(100%, 380px)',
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space['1'],
  alignItems: 'start',
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.text,
  color: vars.color.bg,
  boxShadow: vars.shadow.raised,
  animation: `${enter} 160ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const title = style({ fontWeight: 650, display: 'block' });

export const text = style({ fontSize: vars.fontSize.sm, opacity: 0.9, gridColumn: '1' });

export const close = style({
  gridRow: '1 / span 2',
  gridColumn: '2',
  width: '32px',
  height: '32px',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  fontSize: '20px',
  lineHeight: 1,
  selectors: { '&:hover': { background: 'rgba(255,255,255,0.12)' } },
});
