import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';
import { palette } from '../ui/palette';

export const frame = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 10',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: `linear-gradient(180deg, ${palette.backdropTop} 0%, ${palette.backdropBottom} 100%)`,
});

export const canvas = style({ position: 'absolute', inset: 0 });
