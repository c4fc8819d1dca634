import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/** The 3D sample wider than the curve on a desktop and on paper (so the sheet holds the whole tool); stacked on a phone. */
export const study = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 720px), print': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});
