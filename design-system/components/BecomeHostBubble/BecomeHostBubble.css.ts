import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const rise = keyframes({ from: { opacity: 0, transform: 'translateY(0.5rem)' }, to: { opacity: 1, transform: 'none' } });

export const bubble = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  maxWidth: '20rem',
  padding: vars.space.small,
  paddingInlineEnd: vars.space.xsmall,
  borderRadius: vars.radius.large,
  background: vars.color.accent,
  color: vars.color.textOnAccent,
  boxShadow: vars.shadow.raised,
  animation: `${rise} ${vars.motion.duration.slow} ${vars.motion.easing.enter}`,
  selectors: {
    // The pointer towards the publish tab below.
    '&::after': {
      content: '""',
      position: 'absolute',
      bottom: '-0.375rem',
      left: '50%',
      width: '0.75rem',
      height: '0.75rem',
      background: vars.color.accent,
      transform: 'translateX(-50%) rotate(45deg)',
    },
  },
});

export const text = style({
  flex: 1,
  margin: 0,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});
export const link = style({ color: 'inherit', fontWeight: vars.font.weight.bold, textDecoration: 'underline' });
export const close = style({
  color: vars.color.textOnAccent,
  selectors: { '&:hover:not(:disabled)': { background: 'transparent', color: vars.color.textOnAccent } },
});
