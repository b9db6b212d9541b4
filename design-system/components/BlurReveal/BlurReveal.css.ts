import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const frame = style({ position: 'relative', display: 'block', width: '100%', overflow: 'hidden', borderRadius: vars.radius.large });

/** The media itself; it un-blurs with a short fade, at once under prefers-reduced-motion. */
export const content = style({
  transition: `filter ${vars.motion.duration.medium} ${vars.motion.easing.standard}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** Under the cover: blurred and scaled so the blurred edge does not show; out of reach of pointer and keyboard. */
export const hidden = style({ filter: 'blur(1.5rem)', transform: 'scale(1.1)', pointerEvents: 'none', userSelect: 'none' });

export const cover = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  width: '100%',
  padding: vars.space.medium,
  border: 0,
  background: vars.color.scrim,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weight.semibold,
  textAlign: 'center',
  cursor: 'pointer',
});

export const hint = style({ fontWeight: vars.font.weight.regular, fontSize: vars.font.size.small });
