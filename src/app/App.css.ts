import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

globalStyle('#root', { minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const main = style({ flex: '1 0 auto', outline: 'none' });

/** Held while a page's chunk loads on client-side navigation, so the footer does not jump up. */
export const pageFallback = style({ minHeight: '100vh' });

/** Pages other than the landing page start below the fixed header. */
export const pageTop = style({ paddingTop: vars.layout.headerHeight });
