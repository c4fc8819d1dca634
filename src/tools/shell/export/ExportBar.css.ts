import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

/**
 * The figure's save buttons, under the caption: a container, so their row can follow its width.
 * 'Download SVG' joins 'Download PNG' once the page's code has seen that the picture is SVG
 * alone, and must not then take a line of its own that the prerendered page did not have,
 * moving what is under it: in a narrow column the buttons grow compact, so the two share a
 * line on a 375 px phone; narrower still (320 to 360 px phones) the row keeps a second line
 * from the start, which holds 'Download SVG' if it comes.
 */
export const bar = style({ containerType: 'inline-size' });

/** Two lines of small buttons (button.css.ts, size sm: 36 px) and the gap between them. */
const TWO_LINES = `calc(2 * 36px + ${vars.space['3']})`;

/** The buttons and, after them, what they say; they wrap. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  // Two compact buttons take ~265 px; below 290 px (with room for wider fonts) they may not share a line.
  '@container': { '(max-width: 289.98px)': { minHeight: TWO_LINES, alignContent: 'flex-start' } },
});

// Two buttons of the usual size take ~311 px.
globalStyle(`${row} > button`, {
  '@container': { '(max-width: 339.98px)': { paddingInline: vars.space['2'], fontSize: vars.fontSize.xs } },
});

export const reason = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const status = style({ fontSize: vars.fontSize.sm, color: vars.color.success, fontWeight: 600, minHeight: '1.5em' });

export const failed = style({ color: vars.color.warning });
