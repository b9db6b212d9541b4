import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  width: '100%',
  maxWidth: '22rem',
  padding: vars.space.large,
  borderRadius: vars.radius.xlarge,
  background: vars.color.scrim,
  color: vars.color.text,
  textAlign: 'center',
});

const pulse = keyframes({
  '0%': { boxShadow: `0 0 0 0 ${vars.color.accent}` },
  '100%': { boxShadow: '0 0 0 1.25rem transparent' },
});

export const portrait = style({ display: 'inline-flex', borderRadius: vars.radius.full, marginBottom: vars.space.xsmall });
export const waiting = style({
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.6s ${vars.motion.easing.standard} infinite` } },
  outline: `2px solid ${vars.color.accent}`,
  outlineOffset: '4px',
});

export const problem = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.avatarLarge,
  height: vars.size.avatarLarge,
  marginBottom: vars.space.xsmall,
  borderRadius: vars.radius.full,
  background: vars.color.dangerSubtle,
  color: vars.color.dangerText,
});

export const name = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold });
export const title = style({ margin: 0, fontSize: vars.font.size.xlarge, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight });
export const text = style({ margin: 0, color: vars.color.text, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.normal });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  marginTop: vars.space.small,
});
