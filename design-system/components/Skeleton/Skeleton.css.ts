import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export const skeleton = style({
  display: 'block',
  background: vars.color.skeleton,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const shape = styleVariants({
  text: { height: '1em', borderRadius: vars.radius.small },
  rect: { borderRadius: vars.radius.medium },
  circle: { borderRadius: vars.radius.full, aspectRatio: '1' },
});

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });
