import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const bar = style({ display: 'flex', justifyContent: 'center', alignItems: 'flex-start', gap: vars.space.medium });

export const control = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minWidth: '3.5rem',
  padding: vars.space.xxsmall,
  border: 0,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.xsmall,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: { '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 } },
});

const faceBase = style({
  width: vars.size.controlLarge,
  height: vars.size.controlLarge,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.duration.fast,
});

/** The round face carries the state: pressed (muted, camera off) turns light, so it shows at a glance. */
export const face = styleVariants({
  plain: [
    faceBase,
    {
      background: vars.color.scrim,
      color: vars.color.text,
      selectors: {
        [`${control}[aria-pressed="true"] &`]: { background: vars.color.text, color: vars.color.background },
        [`${control}:hover:not([aria-disabled="true"]) &`]: { borderColor: vars.color.accent },
      },
    },
  ],
  danger: [
    faceBase,
    {
      background: vars.color.danger,
      borderColor: vars.color.danger,
      color: vars.color.textOnDanger,
      selectors: { [`${control}:hover:not([aria-disabled="true"]) &`]: { background: vars.color.dangerHover } },
    },
  ],
});

export const label = style({ textShadow: '0 1px 2px rgba(0, 0, 0, 0.8)' });
