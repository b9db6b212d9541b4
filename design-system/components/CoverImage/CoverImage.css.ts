import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A wide 3:1 band (a 16:9 picture shows its middle); the picture never decides the page's height. */
export const frame = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '3 / 1',
  overflow: 'hidden',
  background: `linear-gradient(135deg, ${vars.color.accentSubtle}, ${vars.color.surfaceRaised} 60%, ${vars.color.background})`,
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover', objectPosition: 'center' });
