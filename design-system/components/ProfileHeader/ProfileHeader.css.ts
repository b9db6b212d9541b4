import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const header = style({ display: 'flex', flexDirection: 'column' });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, paddingInline: vars.space.large });

/** The avatar sits half over the cover's lower edge, ringed in the page colour so it reads as lifted. */
export const avatarRow = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.small,
  marginTop: `calc(${vars.size.avatarLarge} / -2)`,
});

export const aside = style({ display: 'flex', gap: vars.space.xsmall, paddingBottom: vars.space.xxsmall });

export const avatar = style({ boxShadow: `0 0 0 0.25rem ${vars.color.background}` });

export const names = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const nameLine = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxsmall, minWidth: 0, overflowWrap: 'anywhere' });

export const more = style({
  alignSelf: 'flex-start',
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.accentText,
  font: 'inherit',
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  minHeight: vars.size.minTarget,
  borderRadius: vars.radius.small,
});

/** The action row stays in reach under the screen header while the grid scrolls. */
export const actions = style({
  position: 'sticky',
  top: vars.size.header,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  background: vars.color.background,
  borderBottom: `${vars.size.border} solid ${vars.color.border}`,
});
