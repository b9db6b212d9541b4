import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The browser's modal dialog (ADR 120): centred in the top layer by the browser, above every z-index.
export const card = style({
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: `min(${vars.size.ageGateMax}, 100% - 2 * ${vars.space.medium})`,
  margin: 'auto',
  padding: vars.space.large,
  borderRadius: vars.radius.xlarge,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.size.border} solid ${vars.color.accentBorder}`,
  boxShadow: vars.shadow.overlay,
  textAlign: 'center',
  selectors: {
    '&[open]': { display: 'flex' },
    '&::backdrop': { background: vars.color.scrim, backdropFilter: 'blur(1rem)' },
  },
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
