import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './theme.css';

/**
 * For a page's style(): two blocks side by side from 900 px (an intro beside what it
 * introduces), stacked below that; `columns` shares the width between them.
 */
export function sideBySide(columns: string): StyleRule {
  return {
    display: 'grid',
    gap: vars.space['8'],
    alignItems: 'start',
    '@media': {
      'screen and (min-width: 900px)': { gridTemplateColumns: columns, gap: vars.space['12'] },
    },
  };
}
