import { PRODUCT_NAME, SUPPORT_EMAIL } from './brand';
import type { LegalDoc } from './types';

const about: LegalDoc = {
  kind: 'info',
  title: `About ${PRODUCT_NAME}`,
  updated: '2026-11-22',
  summary: `${PRODUCT_NAME} is an adults-only social platform where creators share their work and get paid directly by the fans who enjoy it.`,
  sections: [
    {
      heading: 'What it is',
      paragraphs: [
        `${PRODUCT_NAME} brings creators and fans together through posts, chat, live streams and one-to-one video calls. It is built for phones first and works in any modern browser, with no app store download needed. It is for adults only: everyone must be 18 or older, and all creators are identity-verified.`,
      ],
    },
    {
      heading: 'For fans',
      paragraphs: [
        'Follow creators for free, subscribe to memberships for members-only content, chat, unlock pay-per-view posts and messages, join live streams, book paid video calls, and send gifts, tips and flirts. Everything is paid for with coins bought by card inside the app.',
      ],
    },
    {
      heading: 'For creators',
      paragraphs: [
        'Creators set their own prices, keep up to 90% of what fans spend, and choose how they are paid out: PayPal, ACH bank transfer, Payoneer or USDT. Tools such as blocked locations, a concierge service and mass messaging help them run their page their way. See /creators and /revenue.',
      ],
    },
    {
      heading: 'Open source',
      paragraphs: [
        `The ${PRODUCT_NAME} software is open source, and anyone can run their own instance. This instance is run by its operator, who is responsible for it under the Terms of Use at /terms and the Privacy Policy at /privacy. Contact: ${SUPPORT_EMAIL}.`,
      ],
    },
  ],
};

export default about;
