import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/** Snap to φ and the grid toggle, side by side. */
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });
