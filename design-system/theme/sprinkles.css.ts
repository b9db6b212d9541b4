import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';

const space = vars.space;

/**
 * Layout atoms. Not responsive: a layout that changes at the spec's 420 px and 768 px breakpoints
 * says so in its own stylesheet, and three conditions tripled the class map every page loads (ADR 115).
 */
const layout = defineProperties({
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    textAlign: ['left', 'center', 'right'],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: { ...space, auto: 'auto' },
    marginRight: { ...space, auto: 'auto' },
    width: { full: '100%', auto: 'auto' },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

/** Colour and shape atoms (not responsive: a surface keeps its colour at every width). */
const surfaces = defineProperties({
  properties: {
    color: {
      text: vars.color.text,
      muted: vars.color.textMuted,
      accent: vars.color.accentText,
      danger: vars.color.dangerText,
      success: vars.color.successText,
      onAccent: vars.color.textOnAccent,
    },
    background: {
      background: vars.color.background,
      surface: vars.color.surface,
      surfaceRaised: vars.color.surfaceRaised,
      accent: vars.color.accent,
      accentSubtle: vars.color.accentSubtle,
      dangerSubtle: vars.color.dangerSubtle,
    },
    borderRadius: vars.radius,
    position: ['relative', 'absolute', 'sticky', 'fixed'],
    overflow: ['hidden', 'auto', 'visible'],
  },
});

export const sprinkles = createSprinkles(layout, surfaces);
export type Sprinkles = Parameters<typeof sprinkles>[0];
