import { PRODUCT_NAME, SUPPORT_EMAIL } from './brand';
import type { LegalDoc } from './types';

const creators: LegalDoc = {
  kind: 'info',
  title: `Create on ${PRODUCT_NAME}`,
  updated: '2026-11-22',
  summary: `${PRODUCT_NAME} gives adult creators the tools to share their work, get close to their fans and get paid, while keeping up to 90% of what fans spend.`,
  sections: [
    {
      heading: 'Why join',
      paragraphs: ['What you get as a creator:'],
      list: [
        'Keep up to 90% of what fans spend; the platform fee for your account is always shown in your dashboard.',
        'Set your own prices for memberships (1 to 1,000 USD per month), pay-per-view posts and messages, live tickets and video calls.',
        'Get paid out by PayPal, ACH bank transfer, Payoneer or USDT (TRC20), processed within 1 to 2 business days.',
        'Stay in control of who sees you, with blocked locations and blocking.',
      ],
    },
    {
      heading: 'Your tools',
      paragraphs: ['Everything is built into the app:'],
      list: [
        'Image and video posts, visible to everyone, to members, as pay-per-view, or to members with pay-per-view.',
        'Drafts, scheduled posts and a vault for your media.',
        'Live streams with optional paid tickets, and one-to-one paid video calls.',
        'Chat with paid messages, and mass messages to reach your fans (one mass message every 6 hours).',
        'Gifts, tips and flirts from fans.',
        'Lovense toy integration for interactive shows.',
        'A concierge agent service to help run your account (/concierge).',
        'A copy-content extension for desktop Chrome to bring your posts from another platform (/transfer).',
        'A referral link to invite other creators (/ref/about_referral).',
      ],
    },
    {
      heading: 'How to start',
      paragraphs: [
        'Create an account, then tap the publish button to begin creator verification. You will need a government-issued photo ID and a selfie. Once approved, set your prices and payout method and publish your first post. Read the Creator Terms of Service at /terms-of-service before you start.',
        `Questions? Write to ${SUPPORT_EMAIL}.`,
      ],
    },
  ],
};

export default creators;
