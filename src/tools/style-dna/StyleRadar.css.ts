import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';
import { palette } from '../../ui/palette';
import { legible } from '../../ui/legible';

/** Radar beside the verdict when there is room, stacked when not. */
export const board = style({ containerType: 'inline-size', display: 'grid', gap: vars.space['4'] });
/**
 * Stacked (a phone): the radar comes first, then the predicted style and the rules, so the part
 * of the picture that answers the sliders is what shows in the picture's stuck box (at most 45 % of
 * the screen's height) while the inputs scroll beneath it. The radar cannot shrink to make room
 * for more: its axis labels keep a legible size and would run off its sides.
 */
const STACKED = '(max-width: 619px)';
export const header = style({
  display: 'grid',
  gap: vars.space['1'],
  paddingBottom: vars.space['4'],
  borderBottom: `1px solid ${vars.color.border}`,
  '@container': { [STACKED]: { paddingTop: vars.space['4'], borderTop: `1px solid ${vars.color.border}` } },
});
export const layout = style({
  display: 'grid',
  gap: vars.space['5'],
  alignItems: 'start',
  '@container': { '(min-width: 620px)': { gridTemplateColumns: 'minmax(0, 1.15fr) minmax(0, 1fr)' }, [STACKED]: { display: 'contents' } },
});

/** On top of the diagrams' look (full width, block): no wider than 440 px, centred. */
export const radar = style({ maxWidth: '440px', marginInline: 'auto', '@container': { [STACKED]: { order: -1 } } });
export const axisLabel = style({ fill: vars.color.text, fontSize: legible(14), fontWeight: 650 });
export const axisValue = style({ fill: vars.color.accent, fontSize: legible(14), fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const ringLabel = style({ fill: vars.color.textMuted, fontSize: legible(11), fontVariantNumeric: 'tabular-nums' });
export const web = style({ fill: 'none', stroke: vars.color.border, strokeWidth: 1 });
export const webOuter = style({ fill: vars.color.surface, stroke: vars.color.borderStrong, strokeWidth: 1 });
export const shape = style({ fill: vars.color.accent, fillOpacity: 0.16, stroke: vars.color.accent, strokeWidth: 2, strokeLinejoin: 'round' });
export const vertex = style({ fill: vars.color.surfaceRaised, stroke: vars.color.accent, strokeWidth: 2 });
export const threshold = style({ stroke: palette.warm, strokeWidth: 2.5, strokeLinecap: 'round' });

export const verdict = style({ display: 'grid', gap: vars.space['3'], minWidth: 0, '@container': { [STACKED]: { order: 1 } } });
export const eyebrow = style({ margin: 0, fontSize: vars.fontSize.xs, fontWeight: 650, letterSpacing: '0.06em', textTransform: 'uppercase', color: vars.color.textMuted });
export const styleName = style({ margin: 0, fontSize: vars.fontSize['3xl'], lineHeight: 1.1, fontWeight: 750, color: vars.color.accent });
export const styleNote = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const rules = style({ display: 'grid', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' });
export const rule = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[data-state="chosen"]': { borderColor: vars.color.accent, background: vars.color.accentSoft },
    '&[data-state="skipped"]': { borderStyle: 'dashed' },
  },
});
export const ruleHead = style({ display: 'flex', alignItems: 'baseline', gap: vars.space['2'], flexWrap: 'wrap' });
export const ruleName = style({ fontWeight: 650 });
export const ruleVerdict = style({
  marginLeft: 'auto',
  fontSize: vars.fontSize.xs,
  fontWeight: 650,
  color: vars.color.textMuted,
  selectors: { [`${rule}[data-state="chosen"] &`]: { color: vars.color.accent } },
});
export const conditions = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space['1']} ${vars.space['3']}`, margin: 0, padding: 0, listStyle: 'none', color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const met = style({ color: vars.color.success, fontWeight: 700 });
export const unmet = style({ color: '#a3271b', fontWeight: 700 });
/** Stacked, the legend stays last, under the rules. */
export const legend = style({ '@container': { [STACKED]: { order: 2 } } });
