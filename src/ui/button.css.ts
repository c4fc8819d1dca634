import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from './theme.css';

/** A hover that applies only to a button that applies: neither disabled nor aria-disabled. */
const HOVER = '&:hover:not(:disabled):not([aria-disabled="true"])';

/** Buttons and button-like links. */
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    minHeight: '44px',
    paddingInline: vars.space['5'],
    borderRadius: vars.radius.pill,
    border: '1px solid transparent',
    fontWeight: 600,
    fontSize: vars.fontSize.md,
    lineHeight: 1.2,
    textDecoration: 'none',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    transition: 'background-color 120ms ease, border-color 120ms ease, color 120ms ease',
    selectors: {
      '&:disabled': { opacity: 0.65, cursor: 'progress' },
      // Unavailable but still focusable (aria-disabled), so the keyboard's place is not lost when a button stops applying.
      '&[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
    },
    // On the narrowest phones a long label ('Get Instant Access — $9') wraps instead of
    // widening its section past the screen (WCAG 1.4.10 Reflow at 320 px).
    '@media': { 'screen and (max-width: 359px)': { whiteSpace: 'normal', textAlign: 'center', paddingBlock: vars.space['2'] } },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.accent,
        color: vars.color.accentText,
        selectors: { [HOVER]: { background: vars.color.accentHover, color: vars.color.accentText } },
      },
      secondary: {
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { [HOVER]: { borderColor: vars.color.text, color: vars.color.text } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { [HOVER]: { background: vars.color.surface, color: vars.color.text } },
      },
      inverse: {
        background: vars.color.bg,
        color: vars.color.text,
        selectors: { [HOVER]: { background: vars.color.accentSoft, color: vars.color.text } },
      },
    },
    size: {
      md: {},
      lg: { minHeight: '52px', paddingInline: vars.space['8'], fontSize: vars.fontSize.lg },
      sm: { minHeight: '36px', paddingInline: vars.space['4'], fontSize: vars.fontSize.sm },
    },
  },
  defaultVariants: { tone: 'primary', size: 'md' },
});

export type ButtonVariants = RecipeVariants<typeof button>;
