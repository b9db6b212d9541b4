import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { feedWidthOr100 } from '../AppLayout/AppLayout.css';

export const sheet = style({
  position: 'fixed',
  left: '50%',
  bottom: 0,
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.installGuide,
  width: feedWidthOr100,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  paddingBottom: `calc(${vars.space.large} + env(safe-area-inset-bottom, 0px))`,
  borderTopLeftRadius: vars.radius.xlarge,
  borderTopRightRadius: vars.radius.xlarge,
  background: vars.color.surfaceRaised,
  borderTop: `${vars.size.border} solid ${vars.color.accentBorder}`,
  boxShadow: vars.shadow.overlay,
});

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.small });
export const title = style({ margin: 0, fontSize: vars.font.size.large, fontWeight: vars.font.weight.bold });
export const steps = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, margin: 0, padding: 0, listStyle: 'none', counterReset: 'step' });
export const step = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, fontSize: vars.font.size.small });
export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: vars.radius.full,
  background: vars.color.accentSubtle,
  color: vars.color.accentText,
  fontWeight: vars.font.weight.bold,
});
export const text = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.textMuted });
