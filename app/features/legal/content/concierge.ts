import { PRODUCT_NAME, SUPPORT_EMAIL } from './brand';
import type { LegalDoc } from './types';

const concierge: LegalDoc = {
  kind: 'info',
  title: 'Concierge Agent Service',
  updated: '2026-11-22',
  summary:
    'Your Concierge Agent will help manage your account, engage with your fans, and maximize your earnings. Enjoy it free for your first month; after that, a small service fee applies.',
  sections: [
    {
      heading: 'What a concierge agent does',
      paragraphs: [
        `The concierge (personal agent) service is for ${PRODUCT_NAME} creators who want help running their account. A personal agent can help you with:`,
      ],
      list: [
        'replying to fans in chat and keeping conversations going;',
        'planning posts, scheduling them and sending mass messages;',
        'setting prices for memberships, pay-per-view content and calls;',
        'spotting which fans spend and how to look after them.',
      ],
    },
    {
      heading: 'Price',
      paragraphs: [
        'The first month is free. After that, a small service fee applies. The fee is shown in the app before you are charged anything, and you can end the service at any time.',
      ],
    },
    {
      heading: 'How to start',
      paragraphs: [
        'Creators with the service available will see an invitation in the app. Accept it to set up the service at /personal-agent/setting. Once it is set up, you can follow what your agent is doing and manage or end the service at /personal-agent/manage.',
      ],
    },
    {
      heading: 'You stay in control',
      paragraphs: [
        'Your account, content and earnings remain yours, and payouts are always made to your own verified payout method. You remain responsible for everything published on your account under the Creator Terms of Service at /terms-of-service, so agree with your agent what they may and may not do.',
        `Questions about the service: ${SUPPORT_EMAIL}.`,
      ],
    },
  ],
};

export default concierge;
