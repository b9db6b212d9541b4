import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Long written pages (legal): 16 px text, a readable measure centred on wide screens, spaced headings and lists. */
export const prose = style({
  maxWidth: vars.size.proseMeasure,
  // Centred: the page stays full width (legal pages are not width-limited), the text column is not.
  marginInline: 'auto',
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.large,
  fontSize: vars.font.size.medium,
  lineHeight: vars.font.lineHeight.loose,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

globalStyle(`${prose} > * + *, ${prose} section > * + *`, { marginTop: vars.space.medium });
globalStyle(`${prose} section + section`, { marginTop: vars.space.xlarge });
globalStyle(`${prose} h2`, { fontSize: vars.font.size.xlarge, lineHeight: vars.font.lineHeight.tight });
globalStyle(`${prose} h3`, { fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.tight });
globalStyle(`${prose} ul, ${prose} ol`, { paddingInlineStart: vars.space.large, marginBottom: 0 });
globalStyle(`${prose} li + li`, { marginTop: vars.space.xsmall });
globalStyle(`${prose} a`, { color: vars.color.accentText, textDecoration: 'underline', textUnderlineOffset: '0.15em' });
globalStyle(`${prose} a:hover`, { color: vars.color.accentTextStrong });
