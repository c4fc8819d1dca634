import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const tablist = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  justifyContent: 'center',
  marginBottom: vars.space['8'],
});

export const tab = style({
  minHeight: '40px',
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.text, borderColor: vars.color.text, color: vars.color.bg },
    '&:hover:not([aria-selected="true"])': { borderColor: vars.color.borderStrong, color: vars.color.text },
  },
});

export const panel = style({ outlineOffset: '6px' });
