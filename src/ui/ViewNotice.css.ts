import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** Laid over the whole view (its parent is positioned). */
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

export const title = style({ fontWeight: 700 });
