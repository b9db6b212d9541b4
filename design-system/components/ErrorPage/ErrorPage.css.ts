import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.large,
  minHeight: '70dvh',
  padding: vars.space.xlarge,
  textAlign: 'center',
});

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.avatarLarge,
  height: vars.size.avatarLarge,
  borderRadius: vars.radius.full,
  background: vars.color.accentSubtle,
  color: vars.color.accentText,
});

export const message = style({
  margin: 0,
  maxWidth: '24rem',
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});
