import { PRODUCT_NAME, SUPPORT_EMAIL } from './brand';
import type { LegalDoc } from './types';

const podcast: LegalDoc = {
  kind: 'info',
  title: `The ${PRODUCT_NAME} Podcast`,
  updated: '2026-11-22',
  summary: `The ${PRODUCT_NAME} podcast is published at the address chosen by the operator of this instance. If you are reading this page, no podcast address has been set up here yet.`,
  sections: [
    {
      heading: 'Where to find it',
      paragraphs: [
        'When the operator configures a podcast address, the Podcast link takes you straight there. Until then, this page is shown instead, and no episodes are available on this instance.',
      ],
    },
    {
      heading: 'What it covers',
      paragraphs: ['The podcast is intended for conversations about:'],
      list: [
        'building and running a creator business;',
        'working with fans: memberships, live streams, calls and messaging;',
        'privacy, safety and wellbeing for adult creators;',
        'how the platform works and what is changing.',
      ],
    },
    {
      heading: 'Get in touch',
      paragraphs: [`Suggestions for topics can be sent to ${SUPPORT_EMAIL}. Media enquiries are covered at /press.`],
    },
  ],
};

export default podcast;
