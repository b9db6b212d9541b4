import { assignVars, style } from '@vanilla-extract/css';
import { reducedMotion, tokens } from '../tokens/tokens';
import { vars } from './contract.css';

/**
 * Gold on near-black, the only theme. Applied to <html>. Motion durations collapse when the
 * visitor asks for reduced motion, so every transition keyed on `vars.motion` honours it.
 */
export const themeClass = style({
  vars: assignVars(vars, tokens),
  '@media': {
    '(prefers-reduced-motion: reduce)': { vars: assignVars(vars.motion, reducedMotion) },
  },
});
