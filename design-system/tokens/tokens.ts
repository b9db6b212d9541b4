/**
 * Raw design tokens: the only place in the design system where literal colours, sizes and
 * durations are written. Everything else reads them through the theme contract (`vars`).
 * Contrast ratios of the text tones against every surface are listed in docs/design-system.md.
 */

/** 12-step gold scale (Radix-style: 1-2 backgrounds, 3-5 component fills, 6-8 borders, 9-10 solid, 11-12 text). */
export const gold = {
  1: '#120e06',
  2: '#19130a',
  3: '#2a1f0c',
  4: '#38290d',
  5: '#45330f',
  6: '#553f14',
  7: '#6b501b',
  8: '#8a6a25',
  9: '#d4a52c',
  10: '#e2b540',
  11: '#f0c55a',
  12: '#fbe7b5',
} as const;

/** 12-step warm neutral scale on near-black. */
export const neutral = {
  1: '#0d0b08',
  2: '#15120e',
  3: '#1e1a15',
  4: '#27221c',
  5: '#2f2922',
  6: '#3a332a',
  7: '#4a4136',
  8: '#62574a',
  9: '#7c7061',
  10: '#8b7f70',
  11: '#b3a899',
  12: '#f2eee8',
} as const;

export const red = { solid: '#c62a2f', solidHover: '#b42318', text: '#ff8a80', subtle: '#2b1111' } as const;
export const green = { solid: '#1f8f5a', text: '#5fd39a', subtle: '#0f2419' } as const;

export const palette = {
  background: neutral[1],
  surface: neutral[2],
  surfaceRaised: neutral[3],
  surfaceHover: neutral[4],
  surfacePressed: neutral[5],
  border: neutral[6],
  borderStrong: neutral[8],
  text: neutral[12],
  textMuted: neutral[11],
  textOnAccent: neutral[1],
  textOnDanger: '#ffffff',
  accent: gold[9],
  accentHover: gold[10],
  accentText: gold[11],
  accentTextStrong: gold[12],
  accentSubtle: gold[3],
  accentBorder: gold[7],
  danger: red.solid,
  dangerHover: red.solidHover,
  dangerText: red.text,
  dangerSubtle: red.subtle,
  success: green.solid,
  successText: green.text,
  successSubtle: green.subtle,
  focus: '#f5c542',
  scrim: 'rgba(5, 4, 2, 0.72)',
  live: red.solid,
  skeleton: neutral[4],
  skeletonHighlight: neutral[6],
} as const;

/** Spacing in rem so it follows the root font size (scaled on narrow screens). */
export const space = {
  none: '0',
  xxsmall: '0.25rem',
  xsmall: '0.5rem',
  small: '0.75rem',
  medium: '1rem',
  large: '1.5rem',
  xlarge: '2rem',
  xxlarge: '3rem',
} as const;

export const radius = {
  none: '0',
  small: '0.25rem',
  medium: '0.5rem',
  large: '0.75rem',
  xlarge: '1.25rem',
  full: '9999px',
} as const;

export const font = {
  family: "'Inter Variable', 'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  size: {
    xsmall: '0.75rem',
    small: '0.875rem',
    medium: '1rem',
    large: '1.125rem',
    xlarge: '1.375rem',
    xxlarge: '1.75rem',
  },
  weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.5', loose: '1.7' },
} as const;

/** Component sizes that several components share (rem: they scale with the root font). */
export const size = {
  /** Minimum interactive target; WCAG 2.2 asks for 24x24 CSS px, this floor holds at any root size. */
  minTarget: '24px',
  controlSmall: 'max(24px, 2rem)',
  controlMedium: 'max(24px, 2.75rem)',
  controlLarge: 'max(24px, 3.25rem)',
  iconSmall: '1rem',
  iconMedium: '1.5rem',
  iconLarge: '2rem',
  avatarSmall: '2rem',
  avatarMedium: '2.75rem',
  avatarLarge: '5rem',
  tabBar: '3.75rem',
  header: '3.25rem',
  /** Longest comfortable line for written pages. */
  proseMeasure: '68ch',
  ageGateMax: '420px',
  dialogMax: '26rem',
  focusRing: '2px',
  focusOffset: '2px',
  border: '1px',
} as const;

/**
 * Named stacking order of the global overlays (spec section 2): tab bar, top notification
 * banner, incoming-call banner, dialogs, toasts, install guide, age gate, loading screen.
 */
export const zIndex = {
  base: '0',
  sticky: '10',
  tabBar: '100',
  notificationBanner: '200',
  incomingCallBanner: '210',
  dialog: '300',
  toast: '350',
  installGuide: '400',
  ageGate: '500',
  loadingScreen: '600',
} as const;

/** Motion in milliseconds (JS animations read these; CSS reads the theme vars). */
export const motionMs = {
  fast: 120,
  medium: 200,
  slow: 320,
  /** Incoming-call banner leave animation: 200 ms, then 50 ms before it is removed (spec section 9). */
  callLeave: 200,
  callLeaveGap: 50,
} as const;

export const motion = {
  duration: {
    fast: `${motionMs.fast}ms`,
    medium: `${motionMs.medium}ms`,
    slow: `${motionMs.slow}ms`,
  },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    enter: 'cubic-bezier(0, 0, 0.2, 1)',
    exit: 'cubic-bezier(0.4, 0, 1, 1)',
  },
} as const;

/** Under prefers-reduced-motion every duration collapses to (nearly) zero. */
export const reducedMotion = {
  duration: { fast: '0.01ms', medium: '0.01ms', slow: '0.01ms' },
  easing: motion.easing,
} as const;

export const shadow = {
  raised: '0 0.5rem 1.5rem rgba(0, 0, 0, 0.55)',
  overlay: '0 1rem 3rem rgba(0, 0, 0, 0.7)',
} as const;

export const tokens = { color: palette, gold, neutral, space, radius, font, size, zIndex, motion, shadow } as const;
export type Tokens = typeof tokens;
