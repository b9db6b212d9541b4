import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const row = style({ display: 'flex', justifyContent: 'center', marginBlock: vars.space.xsmall });

export const record = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  maxWidth: '100%',
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  border: `${vars.size.border} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
});

export const tone = styleVariants({
  default: { color: vars.color.text },
  attention: { color: vars.color.dangerText },
});

export const time = style({ color: vars.color.textMuted, fontSize: vars.font.size.xsmall, fontWeight: vars.font.weight.regular });
