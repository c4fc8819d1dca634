import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/** A row of action buttons (Copy, Download; Reset, Copy link) that wraps on a phone. */
export const actionRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });

/** The brief 'copied' status after the buttons; its height is kept so nothing moves when it shows. */
export const copyNotice = style({ fontSize: vars.fontSize.sm, color: vars.color.success, fontWeight: 600, minHeight: '1.5em' });

/** What Ctrl+Z / Ctrl+Shift+Z last did ('Undone: Sofa X'), in the muted text colour. */
export const undoNotice = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, minHeight: '1.5em' });
