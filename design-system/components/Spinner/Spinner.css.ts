import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', color: vars.color.accent });

export const glyph = style({
  display: 'block',
  borderRadius: vars.radius.full,
  border: `0.18em solid ${vars.color.border}`,
  borderTopColor: 'currentColor',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // Without motion the ring stays still; the label still says that something is loading.
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const glyphSize = styleVariants({
  small: { width: vars.size.iconSmall, height: vars.size.iconSmall, fontSize: vars.size.iconSmall },
  medium: { width: vars.size.iconMedium, height: vars.size.iconMedium, fontSize: vars.size.iconMedium },
  large: { width: vars.size.iconLarge, height: vars.size.iconLarge, fontSize: vars.size.iconLarge },
});
