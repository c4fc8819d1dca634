import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

/** The figure's save buttons, under the caption; they wrap on a phone. */
export const bar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });

export const reason = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const status = style({ fontSize: vars.fontSize.sm, color: vars.color.success, fontWeight: 600, minHeight: '1.5em' });

export const failed = style({ color: vars.color.warning });
