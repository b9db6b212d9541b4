import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Pinned to the bottom of the screen (above the home indicator on phones), over the list that scrolls under it. */
export const composer = style({
  position: 'sticky',
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  paddingBottom: `calc(${vars.space.xsmall} + env(safe-area-inset-bottom, 0px))`,
  marginTop: 'auto',
  background: vars.color.surface,
  borderTop: `${vars.size.border} solid ${vars.color.border}`,
});

export const row = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xxsmall });

export const tools = style({ display: 'flex', alignItems: 'center', flexShrink: 0, minHeight: vars.size.controlMedium });

/** One line to about five, then it scrolls. */
export const field = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: vars.size.controlMedium,
  maxHeight: `calc(5 * ${vars.font.lineHeight.normal} * ${vars.font.size.medium} + 2 * ${vars.space.xsmall} + 2px)`,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.xlarge,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  resize: 'none',
  overflowY: 'auto',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&:hover': { borderColor: vars.color.accentBorder },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: vars.size.focusOffset, borderColor: vars.color.accent },
    '&:disabled': { opacity: 0.6 },
  },
});

export const tray = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xsmall });

export const floating = style({
  position: 'absolute',
  bottom: `calc(100% + ${vars.space.xsmall})`,
  left: '50%',
  transform: 'translateX(-50%)',
  display: 'flex',
  whiteSpace: 'nowrap',
});

/** A chat screen below its header: the conversation fills the height, so the composer sits at the bottom even when it is short. */
export const layout = style({ display: 'flex', flexDirection: 'column', minHeight: `calc(100dvh - ${vars.size.header})` });
