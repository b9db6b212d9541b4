import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const avatar = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.accentSubtle,
  color: vars.color.accentText,
  fontWeight: vars.font.weight.semibold,
  border: `${vars.size.border} solid ${vars.color.accentBorder}`,
});

export const size = styleVariants({
  small: { width: vars.size.avatarSmall, height: vars.size.avatarSmall, fontSize: vars.font.size.xsmall },
  medium: { width: vars.size.avatarMedium, height: vars.size.avatarMedium, fontSize: vars.font.size.medium },
  large: { width: vars.size.avatarLarge, height: vars.size.avatarLarge, fontSize: vars.font.size.xlarge },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
