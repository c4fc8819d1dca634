import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/**
 * One column on phones (form, addresses, docs); from 900 px the form and the docs card
 * share the wide column and the addresses run down the narrow one.
 */
export const layout = style({
  display: 'grid',
  gap: vars.space['8'],
  alignItems: 'start',
  gridTemplateAreas: '"form" "details" "docs"',
  '@media': {
    'screen and (min-width: 900px)': {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
      gridTemplateAreas: '"form details" "docs details"',
      gridTemplateRows: 'auto 1fr',
      columnGap: vars.space['12'],
    },
  },
});

export const formCard = style({
  gridArea: 'form',
  gap: vars.space['6'],
  '@media': { 'screen and (min-width: 768px)': { padding: vars.space['8'] } },
});

export const formHeader = style({ display: 'grid', gap: vars.space['2'] });

/** The form's leads in one cell, as tall as the longest (FormLead). */
export const lead = style({ display: 'grid' });
globalStyle(`${lead} > *`, { gridArea: '1 / 1' });
/** A lead for another order: its room kept, unseen (and unread by screen readers). */
export const leadUnseen = style({ visibility: 'hidden' });

export const formTitle = style({ fontSize: vars.fontSize['2xl'], fontWeight: 700 });

export const form = style({ display: 'grid', gap: vars.space['5'] });

/** Name and Email share a row once there is room for both. */
export const pair = style({
  display: 'grid',
  gap: vars.space['5'],
  '@media': { 'screen and (min-width: 600px)': { gridTemplateColumns: '1fr 1fr' } },
});

export const submitRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['4'],
  paddingTop: vars.space['1'],
});

/** Wide enough for 'Send message' so the button keeps its width while it reads 'Sending…'. */
export const submit = style({ minWidth: '168px' });

export const details = style({
  gridArea: 'details',
  gap: vars.space['5'],
  '@media': { 'screen and (min-width: 768px)': { padding: vars.space['8'] } },
});

export const asideTitle = style({ fontSize: vars.fontSize.xl, fontWeight: 700 });

export const channels = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['5'],
});

export const channel = style({
  display: 'grid',
  gap: vars.space['1'],
  paddingTop: vars.space['5'],
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { paddingTop: 0, borderTop: 0 } },
});

export const channelTitle = style({ fontSize: vars.fontSize.md, fontWeight: 650 });

export const email = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '32px',
  fontWeight: 600,
  overflowWrap: 'anywhere',
});

export const address = style({ fontStyle: 'normal', color: vars.color.text });

export const replyNote = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'center',
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontWeight: 600,
});

export const replyIcon = style({ flexShrink: 0, color: vars.color.accent });

export const docsCard = style({
  gridArea: 'docs',
  background: vars.color.surface,
  boxShadow: 'none',
  '@media': {
    'screen and (min-width: 600px)': { gridTemplateColumns: '1fr auto', alignItems: 'center', columnGap: vars.space['6'] },
  },
});

export const docsText = style({ display: 'grid', gap: vars.space['2'] });
