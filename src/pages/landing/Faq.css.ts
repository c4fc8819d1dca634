import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const body = style({ maxWidth: '800px', marginInline: 'auto' });

export const contact = style({
  marginTop: vars.space['10'],
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['4'],
  textAlign: 'center',
});

export const contactText = style({ fontWeight: 600 });
