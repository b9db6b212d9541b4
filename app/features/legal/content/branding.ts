import { PRODUCT_NAME, SUPPORT_EMAIL } from './brand';
import type { LegalDoc } from './types';

const branding: LegalDoc = {
  kind: 'info',
  title: 'Brand Guidelines',
  updated: '2026-11-22',
  summary: `How to refer to ${PRODUCT_NAME} and use its name and logo, whether you are a creator promoting your profile, a partner or a journalist.`,
  sections: [
    {
      heading: 'Using the name',
      paragraphs: [
        `Write the name as one word with a capital F: ${PRODUCT_NAME}. Do not split it, abbreviate it, change its capitals or turn it into a verb.`,
        `Creators may say that they are "on ${PRODUCT_NAME}" and link to their profile. Do not use the name in a way that suggests ${PRODUCT_NAME} or its operator sponsors or endorses you, your product or your site, and do not use it in your own username, domain name or company name.`,
      ],
    },
    {
      heading: 'Colours',
      paragraphs: [
        'The brand is gold on near-black. The logo and wordmark appear in a warm, metallic gold on a very dark, almost black background. Use the gold for the logo and a few key highlights only; large areas should stay dark.',
        'When a dark background is not possible, place the logo in solid near-black on a plain white or light background. Do not place the gold logo on mid-tones, busy photos or bright colours where it loses contrast.',
      ],
    },
    {
      heading: 'Logo clear space and size',
      paragraphs: [
        'Keep an empty margin around the logo on every side at least as wide as the height of the capital F in the wordmark. No text, image or edge should fall inside that space.',
        'Do not use the logo so small that the letters become hard to read; on screen, the wordmark should be at least 80 pixels wide.',
      ],
    },
    {
      heading: "Don'ts",
      paragraphs: ['Please do not:'],
      list: [
        'stretch, squash, rotate, outline or add shadows or effects to the logo;',
        'recolour the logo in anything other than gold or near-black;',
        'rearrange, redraw or translate the wordmark;',
        'combine the logo with your own logo or put it next to explicit imagery;',
        'use the name or logo in advertising aimed at, or likely to reach, anyone under 18.',
      ],
    },
    {
      heading: 'Questions',
      paragraphs: [`For permission to use the brand in other ways, or for logo files, contact ${SUPPORT_EMAIL}.`],
    },
  ],
};

export default branding;
