import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** What every form field shares: label, description, error, the input box. */
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, width: '100%' });

export const label = style({ color: vars.color.text, fontSize: vars.font.size.small, fontWeight: vars.font.weight.semibold });
export const required = style({ color: vars.color.dangerText, marginInlineStart: vars.space.xxsmall });
export const description = style({ color: vars.color.textMuted, fontSize: vars.font.size.xsmall });
export const error = style({ color: vars.color.dangerText, fontSize: vars.font.size.xsmall, fontWeight: vars.font.weight.medium });

const focusRing = {
  outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
  outlineOffset: vars.size.focusOffset,
};

export const input = style({
  width: '100%',
  minHeight: vars.size.controlMedium,
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xsmall,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.normal,
  outline: 'none',
  transitionProperty: 'border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.accentBorder },
    // :focus too: TextField is a plain input (react-aria's fields set data-focused).
    '&[data-focus-visible], &[data-focused], &:focus': { borderColor: vars.color.accent, ...focusRing },
    '&[data-invalid]': { borderColor: vars.color.dangerText },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
  '@media': { '(hover: hover)': { selectors: { '&:hover:not(:disabled):not(:focus):not([data-invalid])': { borderColor: vars.color.accentBorder } } } },
});

export const textarea = style([input, { minHeight: '6rem', resize: 'vertical' }]);

/** A box holding several parts (number field with steppers, date input with a button). */
export const group = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  width: '100%',
  minHeight: vars.size.controlMedium,
  paddingInline: vars.space.xxsmall,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.accentBorder },
    '&[data-focus-within]': { borderColor: vars.color.accent },
    '&[data-focus-visible]': focusRing,
    '&[data-invalid]': { borderColor: vars.color.dangerText },
    '&[data-disabled]': { opacity: 0.55 },
  },
});

export const groupInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.controlSmall,
  paddingInline: vars.space.xsmall,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.medium,
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
});

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  border: 0,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
  color: vars.color.accentText,
  fontSize: vars.font.size.large,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' },
  },
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: '20rem',
  overflowY: 'auto',
  padding: vars.space.xxsmall,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  border: `${vars.size.border} solid ${vars.color.border}`,
  boxShadow: vars.shadow.overlay,
  zIndex: vars.zIndex.dialog,
  outline: 'none',
});

/** A box with a label beside it (checkbox, switch, radio). */
export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.minTarget,
  color: vars.color.text,
  fontSize: vars.font.size.medium,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' } },
});
