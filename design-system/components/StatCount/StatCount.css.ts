import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const stats = style({ display: 'flex', gap: vars.space.large, margin: 0, padding: 0, listStyle: 'none' });

export const stat = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  minHeight: vars.size.minTarget,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  textDecoration: 'none',
});

export const link = style({});

export const value = style({ fontSize: vars.font.size.large, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight });
export const label = style({
  fontSize: vars.font.size.small,
  color: vars.color.textMuted,
  selectors: { [`${link}:hover &`]: { color: vars.color.accentText, textDecoration: 'underline' } },
});
