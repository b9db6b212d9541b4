import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrapper = style({ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xxsmall, maxWidth: '100%' });

/** The price after the label, set apart by a hairline so "Video call" and "20 coins/min" read as two facts. */
export const price = style({
  paddingInlineStart: vars.space.xsmall,
  marginInlineStart: vars.space.xxsmall,
  borderInlineStart: `${vars.size.border} solid ${vars.color.border}`,
  color: vars.color.accentText,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const note = style({ color: vars.color.textMuted, fontSize: vars.font.size.xsmall, lineHeight: vars.font.lineHeight.tight });

/** Compact: the price is the only visible text, so no divider before it. */
export const priceOnly = style({ paddingInlineStart: 0, marginInlineStart: 0, borderInlineStart: 0 });
