import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/** The links to the other layout tools, in a row that wraps. */
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], fontSize: vars.fontSize.sm });
