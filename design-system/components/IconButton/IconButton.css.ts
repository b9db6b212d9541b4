import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const iconButton = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    border: `${vars.size.border} solid transparent`,
    borderRadius: vars.radius.full,
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, color',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted, opacity: 0.6 },
    },
  },
  variants: {
    variant: {
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceHover, color: vars.color.accentText } },
      },
      secondary: {
        background: vars.color.surfaceRaised,
        color: vars.color.accentText,
        borderColor: vars.color.border,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceHover } },
      },
      primary: {
        background: vars.color.accent,
        color: vars.color.textOnAccent,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover } },
      },
    },
    size: {
      small: { width: vars.size.controlSmall, height: vars.size.controlSmall },
      medium: { width: vars.size.controlMedium, height: vars.size.controlMedium },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'medium' },
});

export const badge = style({ position: 'absolute', top: 0, insetInlineEnd: 0, transform: 'translate(25%, -10%)' });
