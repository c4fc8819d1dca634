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

export const notice = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeContent: 'center',
  gap: vars.space['2'],
  padding: vars.space['6'],
  textAlign: 'center',
  color: vars.color.text,
  background: 'rgba(246, 247, 249, 0.94)',
  lineHeight: 1.5,
});

export const noticeTitle = style({ fontWeight: 700 });
