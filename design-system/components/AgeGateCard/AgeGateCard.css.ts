import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.ageGate,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.medium,
  background: vars.color.scrim,
  backdropFilter: 'blur(1rem)',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  width: '100%',
  maxWidth: vars.size.ageGateMax,
  padding: vars.space.large,
  borderRadius: vars.radius.xlarge,
  background: vars.color.surfaceRaised,
  border: `${vars.size.border} solid ${vars.color.accentBorder}`,
  boxShadow: vars.shadow.overlay,
  textAlign: 'center',
});

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.avatarLarge,
  height: vars.size.avatarLarge,
  borderRadius: vars.radius.full,
  border: `0.1875rem solid ${vars.color.accent}`,
  color: vars.color.accentText,
  fontSize: vars.font.size.xlarge,
  fontWeight: vars.font.weight.bold,
});

export const title = style({ margin: 0, fontSize: vars.font.size.xlarge, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight });
export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, width: '100%' });
export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.normal });
