import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';
import * as layout from '../ToolWorkbench.css';
import * as promptCss from '../PromptCard.css';
import { visualBox } from './present.css';
import { PRINT_WIDTH_PX } from './printSize';

/**
 * A selector for paper that outranks the screen's rule for the same element: the print rules name
 * the screen's own classes, and with equal weight the order in which the bundler emits the style
 * sheets would decide.
 */
const onPaper = (selector: string) =>
  selector
    .split(',')
    .map((part) => `:root ${part.trim()}`)
    .join(', ');


/**
 * Printing a tool page (Ctrl+P, the Print button, Chromium's Save as PDF): one A4 or Letter
 * page with the tool's name, the visual, every input with its value and unit (the print-only
 * list below, as sliders print no value), every result, the whole prompt and the page's
 * address. No header, footer, banner, buttons, controls or motion. The page's margin is in
 * page.css (vanilla-extract has no `@page`); the paper size stays the visitor's, A4 or Letter,
 * and the sheet fits the smaller of the two (186 × 255 mm inside the margins).
 */
const print = (rule: Parameters<typeof globalStyle>[1]) => ({ '@media': { print: rule } }) as Parameters<typeof globalStyle>[1];

/** Only on paper: the inputs list and the address line. */
export const sheet = style({
  display: 'none',
  '@media': { print: { display: 'grid', gap: '2mm', breakInside: 'avoid' } },
});

export const sheetTitle = style({ fontSize: '11pt', fontWeight: 700, margin: 0 });

export const inputList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '1mm 4mm',
  margin: 0,
  fontSize: '9pt',
});

export const inputItem = style({ display: 'flex', gap: '1.5mm', minWidth: 0, breakInside: 'avoid' });
export const inputName = style({ fontWeight: 600, color: vars.color.textMuted });
export const inputValue = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const address = style({ margin: 0, fontSize: '8pt', color: vars.color.textMuted, overflowWrap: 'anywhere' });

// What never prints: the site's header (and its sale banner), the footer, every button, the
// inputs panel (the list replaces it), the export and prompt actions, 'How it's calculated'.
globalStyle('header, footer, button, [role="status"], [role="group"]', print({ display: 'none !important' }));
globalStyle(onPaper(`${layout.controls}, ${layout.explain}`), print({ display: 'none !important' }));
globalStyle('*, *::before, *::after', print({ animation: 'none !important', transition: 'none !important' }));
globalStyle('html, body', print({ background: '#fff', fontSize: '10pt', lineHeight: 1.35 }));
globalStyle('main', print({ padding: 0, margin: 0 }));
// The head and the tool drop their screen spacing; panels lose their fill.
globalStyle(onPaper(`${layout.wrap}`), print({ padding: 0, maxWidth: 'none' }));
globalStyle(onPaper(`${layout.workbench}`), print({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '3mm' }));
globalStyle(onPaper(`${layout.stage}, ${layout.results}, ${layout.explain}`), print({ border: 'none', padding: 0, background: 'none', breakInside: 'avoid' }));
globalStyle(onPaper(`${layout.figure}`), print({ gap: '1mm' }));
globalStyle(onPaper(`${layout.caption}`), print({ fontSize: '8pt' }));
globalStyle(onPaper(`${layout.panelTitle}`), print({ fontSize: '11pt' }));
globalStyle(onPaper(`${layout.resultGrid}`), print({ gridTemplateColumns: 'repeat(auto-fit, minmax(40mm, 1fr))', gap: '2mm' }));
globalStyle(onPaper(`${layout.result}`), print({ padding: '1.5mm 2mm', border: `0.3mm solid ${vars.color.border}` }));
globalStyle(onPaper(`${layout.resultLabel}`), print({ fontSize: '8pt' }));
globalStyle(onPaper(`${layout.resultValue}`), print({ fontSize: '12pt' }));
globalStyle(onPaper(`${layout.below}`), print({ marginTop: '3mm', gap: '3mm' }));
// The visual is laid out at the sheet's width, then zoomed as one picture to the room measured
// for it before printing (usePrintFit), so the rest of the tool fits on the same sheet.
globalStyle(onPaper(`${visualBox}`), print({ width: `${PRINT_WIDTH_PX}px`, maxWidth: 'none', zoom: 'var(--print-fit, 1)', marginInline: 'auto' }));
// A 3D view prints its last frame stretched to its frame (three.js sized the canvas in px for the screen).
globalStyle(onPaper(`${visualBox} [data-scene3d] canvas`), print({ width: '100% !important', height: '100% !important' }));
// The prompt prints whole, wrapped, small.
globalStyle(onPaper(`${promptCss.card}`), print({ padding: 0, border: 'none', background: 'none', boxShadow: 'none', breakInside: 'avoid' }));
globalStyle(onPaper(`${promptCss.prompt}`), print({ whiteSpace: 'pre-wrap', overflow: 'visible', maxHeight: 'none', fontSize: '8pt', lineHeight: 1.3, padding: '2mm' }));
