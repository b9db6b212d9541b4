import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Bottom left over the video: newest at the bottom, older lines scroll away under a fade. */
export const scroller = style({
  overflowY: 'auto',
  maxHeight: '100%',
  maskImage: 'linear-gradient(transparent, black 2rem)',
  ':focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.size.focusOffset },
});
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.tight,
});
export const line = style({
  alignSelf: 'flex-start',
  maxWidth: '100%',
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderRadius: vars.radius.medium,
  background: vars.color.scrim,
  overflowWrap: 'anywhere',
});
export const name = style({ fontWeight: vars.font.weight.semibold, color: vars.color.accentText, marginInlineEnd: vars.space.xxsmall });
export const event = style({ color: vars.color.accentTextStrong, fontWeight: vars.font.weight.medium });
export const muted = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  marginTop: vars.space.xxsmall,
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderRadius: vars.radius.medium,
  background: vars.color.scrim,
  color: vars.color.textMuted,
  fontSize: vars.font.size.small,
});
