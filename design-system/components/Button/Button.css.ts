import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    minWidth: vars.size.minTarget,
    border: `${vars.size.border} solid transparent`,
    borderRadius: vars.radius.full,
    fontFamily: vars.font.family,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, border-color, color, transform',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&:active:not(:disabled):not([aria-disabled="true"])': { transform: 'scale(0.97)' },
      '&:disabled': { cursor: 'not-allowed', background: vars.color.surfaceRaised, color: vars.color.textMuted, borderColor: vars.color.border },
      '&[aria-disabled="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.textOnAccent,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover } },
      },
      secondary: {
        background: vars.color.surfaceRaised,
        color: vars.color.accentText,
        borderColor: vars.color.accentBorder,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceHover } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.accentText,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.surfaceHover },
          '&:disabled': { background: 'transparent', borderColor: 'transparent' },
        },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.textOnDanger,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.dangerHover } },
      },
    },
    size: {
      sm: { minHeight: vars.size.controlSmall, paddingInline: vars.space.small, fontSize: vars.font.size.small },
      md: { minHeight: vars.size.controlMedium, paddingInline: vars.space.medium, fontSize: vars.font.size.medium },
      lg: { minHeight: vars.size.controlLarge, paddingInline: vars.space.large, fontSize: vars.font.size.large },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** While loading the label keeps its room (and its accessible name) but is not painted. */
export const labelHidden = style({ opacity: 0 });
export const label = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });
export const spinner = style({ position: 'absolute', inset: 0, margin: 'auto' });
