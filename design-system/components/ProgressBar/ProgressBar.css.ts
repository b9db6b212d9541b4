import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, width: '100%' });
export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.small, fontSize: vars.font.size.small });
export const label = style({ color: vars.color.text, fontWeight: vars.font.weight.medium });
export const value = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const track = style({ height: '0.375rem', borderRadius: vars.radius.full, background: vars.color.surfaceHover, overflow: 'hidden' });
export const fill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  transitionProperty: 'width',
  transitionDuration: vars.motion.duration.medium,
});
export const fillError = style({ background: vars.color.danger });
