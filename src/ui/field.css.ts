import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/**
 * Text fields of the site's forms (contact, careers notify). The border is darker than
 * vars.color.borderStrong because a field's edge needs 3:1 contrast against white
 * (WCAG 1.4.11); #7d8696 gives 3.7:1.
 */
const FIELD_BORDER = '#7d8696';

export const field = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['2'], minWidth: 0 });

// A name of the visitor's own can be one long word (a zone's 'Bedroom…' field): it wraps, not the form.
export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const control = style({
  width: '100%',
  minHeight: '44px',
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['4'],
  border: `1px solid ${FIELD_BORDER}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  transition: 'border-color 120ms ease, box-shadow 120ms ease',
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&:focus-visible': { borderColor: vars.color.accent, outlineOffset: '1px' },
  },
});

export const textarea = style([
  control,
  { minHeight: '176px', paddingBlock: vars.space['3'], resize: 'vertical', lineHeight: 1.6 },
]);

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The notice a form shows when JavaScript is off (ui/LocalForm). */
export const noscript = style({
  gridColumn: '1 / -1',
  padding: vars.space['3'],
  borderInlineStart: `4px solid ${vars.color.accent}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
});

/** A number field's note that it refused what was typed (ui/NumberField). */
export const refused = style({ fontSize: vars.fontSize.sm, color: vars.color.warning });
