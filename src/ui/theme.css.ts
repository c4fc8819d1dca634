import { createGlobalTheme } from '@vanilla-extract/css';
import { themeColours } from './palette';

/** The design tokens. Spacing is a 4 px scale; colours come from palette.ts (one accent; neutrals with AA text contrast). */
export const vars = createGlobalTheme(':root', {
  color: themeColours,
  space: {
    '1': '4px', '2': '8px', '3': '12px', '4': '16px', '5': '20px', '6': '24px',
    '8': '32px', '10': '40px', '12': '48px', '16': '64px', '20': '80px', '24': '96px',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: {
    xs: '0.8125rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem',
    '2xl': '1.75rem', '3xl': 'clamp(1.875rem, 1.3rem + 2.2vw, 2.5rem)', '4xl': 'clamp(2.25rem, 1.4rem + 3.6vw, 3.75rem)',
  },
  shadow: {
    card: '0 1px 2px rgba(20, 24, 31, 0.06), 0 4px 16px rgba(20, 24, 31, 0.05)',
    raised: '0 12px 32px rgba(20, 24, 31, 0.12)',
  },
  layout: { maxWidth: '1160px', headerHeight: '64px' },
});

/**
 * Below this width a tool's page is one column, its picture first and stuck under the header
 * (and a 2D scene scales to its column: SceneStage's FULL_SCALE_MIN_VIEWPORT_PX).
 */
export const TOOL_ONE_COLUMN = 'screen and (max-width: 1023px)';
