import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'grid',
  gridTemplateColumns: `${vars.size.controlMedium} minmax(0, 1fr) auto`,
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.header,
  paddingInline: vars.space.xsmall,
  paddingTop: 'env(safe-area-inset-top, 0px)',
  background: vars.color.background,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xxsmall,
  minWidth: vars.size.controlMedium,
});
