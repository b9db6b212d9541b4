import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  height: '100%',
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.large,
  overflowY: 'auto',
});

export const wordmark = style({
  fontSize: vars.font.size.xxlarge,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.02em',
  color: vars.color.accentText,
  lineHeight: vars.font.lineHeight.tight,
});

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, margin: 0, padding: 0, listStyle: 'none' });
export const socialList = style([list, { flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.xsmall }]);

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlSmall,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  fontSize: vars.font.size.small,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceHover, color: vars.color.accentText } },
});

export const socialLink = style([
  link,
  { color: vars.color.textMuted, border: `${vars.size.border} solid ${vars.color.border}`, borderRadius: vars.radius.full },
]);
