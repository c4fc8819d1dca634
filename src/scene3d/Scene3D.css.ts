import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';
import { BACKDROP_BOTTOM, BACKDROP_TOP } from './backdrop';

export const frame = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 10',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: `linear-gradient(180deg, ${BACKDROP_TOP} 0%, ${BACKDROP_BOTTOM} 100%)`,
});

export const canvas = style({ position: 'absolute', inset: 0 });
