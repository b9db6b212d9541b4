import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { card as statusCard } from '../CallStatus/CallStatus.css';

/** The call status card, raised and bordered: the summary stays on screen after the video is gone. */
export const card = style([statusCard, { background: vars.color.surfaceRaised, border: `${vars.size.border} solid ${vars.color.border}` }]);
export const name = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold });
export const title = style({ margin: 0, fontSize: vars.font.size.xlarge, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight });
export const endedBy = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });
export const facts = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.small, width: '100%', margin: `${vars.space.small} 0 0` });
export const fact = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  padding: vars.space.small,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
});
export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.xsmall });
export const value = style({ margin: 0, fontSize: vars.font.size.large, fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.xsmall, marginTop: vars.space.small });
