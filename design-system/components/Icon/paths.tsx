import type { ReactElement } from 'react';

/**
 * The icon set: 24x24 outline glyphs drawn with currentColor (stroke 2), so they take the
 * colour of the text around them. Only this file holds path data.
 */
export const iconPaths = {
  home: (
    <>
      <path d="M3 10.5 12 3l9 7.5" />
      <path d="M5 9v11h5v-6h4v6h5V9" />
    </>
  ),
  bell: (
    <>
      <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Z" />
      <path d="M10 20.5a2 2 0 0 0 4 0" />
    </>
  ),
  camera: (
    <>
      <path d="M3 8h3.5L8 5.5h8L17.5 8H21v11H3V8Z" />
      <circle cx="12" cy="13" r="3.5" />
    </>
  ),
  chat: <path d="M4 5h16v11H9l-5 4V5Z" />,
  person: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </>
  ),
  coin: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 6.5v11M9 9.5c0-1.1 1.3-2 3-2s3 .9 3 2-1.3 1.8-3 2.3-3 1.2-3 2.4 1.3 2 3 2 3-.9 3-2" />
    </>
  ),
  gift: (
    <>
      <path d="M4 11h16v10H4V11ZM3 7h18v4H3V7ZM12 7v14" />
      <path d="M12 7S10.5 3 8 3.5 7 7 12 7ZM12 7s1.5-4 4-3.5S17 7 12 7Z" />
    </>
  ),
  /** A payment card (saved cards). */
  card: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <path d="M3 10h18M7 15h4" />
    </>
  ),
  /** A receipt (transactions). */
  receipt: (
    <>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2V3Z" />
      <path d="M9 8h6M9 12h6" />
    </>
  ),
  lock: (
    <>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
    </>
  ),
  live: (
    <>
      <circle cx="12" cy="12" r="2.5" />
      <path d="M8 8a5.6 5.6 0 0 0 0 8M16 8a5.6 5.6 0 0 1 0 8M5 5a9.9 9.9 0 0 0 0 14M19 5a9.9 9.9 0 0 1 0 14" />
    </>
  ),
  back: <path d="M15 4 7 12l8 8" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  more: (
    <>
      <circle cx="5" cy="12" r="1.2" />
      <circle cx="12" cy="12" r="1.2" />
      <circle cx="19" cy="12" r="1.2" />
    </>
  ),
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  chevronDown: <path d="m6 9 6 6 6-6" />,
  chevronRight: <path d="m9 6 6 6-6 6" />,
  calendar: (
    <>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </>
  ),
  play: <path d="M8 5v14l11-7L8 5Z" />,
  phone: <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />,
  download: <path d="M12 4v11m-5-5 5 5 5-5M5 20h14" />,
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof iconPaths;
/** The names the product spec lists; the rest support form controls and banners. */
export const productIconNames = ['home', 'bell', 'camera', 'chat', 'person', 'coin', 'gift', 'lock', 'live', 'back', 'close', 'more'] as const;
export const iconNames = Object.keys(iconPaths) as IconName[];
