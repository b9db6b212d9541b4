import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A centred label between two hairlines. */
export const separator = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  marginBlock: vars.space.medium,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  selectors: {
    '&::before, &::after': { content: '""', flex: '1 1 auto', height: vars.size.border, background: vars.color.border },
  },
});

export const label = style({
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
});
