import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** One message's row: the avatar column (theirs), then the bubble; own messages sit on the right. */
export const row = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xsmall, width: '100%' });

export const side = styleVariants({
  mine: { flexDirection: 'row-reverse' },
  theirs: {},
});

/** A new sender (or a new day) opens a group: more air above it; inside a group messages sit close. */
export const spacing = styleVariants({
  groupStart: { marginTop: vars.space.small },
  inGroup: { marginTop: '0.125rem' },
});

/** Keeps theirs aligned when the avatar is shown only once per group. */
export const avatarSlot = style({ flexShrink: 0, width: vars.size.avatarSmall, display: 'flex', alignSelf: 'flex-start' });

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, maxWidth: 'min(80%, 30rem)', minWidth: 0 });

export const columnSide = styleVariants({
  mine: { alignItems: 'flex-end' },
  theirs: { alignItems: 'flex-start' },
});

export const author = style({ fontSize: vars.font.size.xsmall, color: vars.color.textMuted, paddingInline: vars.space.xsmall });

export const bubble = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.xlarge,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
  minWidth: 0,
});

export const tint = styleVariants({
  mine: { background: vars.color.accentSubtle, border: `${vars.size.border} solid ${vars.color.accentBorder}` },
  theirs: { background: vars.color.surfaceRaised, border: `${vars.size.border} solid ${vars.color.border}` },
  failed: { background: vars.color.dangerSubtle, border: `${vars.size.border} solid ${vars.color.danger}` },
});

/** The tail corner: the last bubble of a group points at its sender. */
export const tail = styleVariants({
  mine: { borderBottomRightRadius: vars.radius.small },
  theirs: { borderBottomLeftRadius: vars.radius.small },
});

/** Media inside a bubble runs to its edges. */
export const media = style({ padding: vars.space.xxsmall, width: '15rem', maxWidth: '100%' });

/** Text under media keeps the bubble's inner margin. */
export const mediaText = style({
  paddingInline: vars.space.xsmall,
  paddingBottom: vars.space.xxsmall,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xxsmall,
  fontSize: vars.font.size.xsmall,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  alignSelf: 'flex-end',
});

globalStyle(`${media} > ${meta}`, { paddingInline: vars.space.xsmall, paddingBottom: vars.space.xxsmall });

export const metaFailed = style({ color: vars.color.dangerText });

export const footer = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxsmall, alignItems: 'center' });
