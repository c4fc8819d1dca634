import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/** The row above a scene: what to do (or the view's title) at the start, Play/Pause at the end. */
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'center', justifyContent: 'space-between' });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, lineHeight: 1.5 });

export const title = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 650 });
