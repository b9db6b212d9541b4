import { PRODUCT_NAME, SUPPORT_EMAIL } from './brand';
import type { LegalDoc } from './types';

const blog: LegalDoc = {
  kind: 'info',
  title: `The ${PRODUCT_NAME} Blog`,
  updated: '2026-11-22',
  summary: `The ${PRODUCT_NAME} blog is published at the address chosen by the operator of this instance. If you are reading this page, no blog address has been set up here yet.`,
  sections: [
    {
      heading: 'Where to find it',
      paragraphs: [
        'When the operator configures a blog address, the Blog link takes you straight there. Until then, this page is shown instead, and there are no posts to read on this instance.',
      ],
    },
    {
      heading: 'What it covers',
      paragraphs: ['The blog is the place for:'],
      list: [
        'product updates and new features;',
        'guides for creators on pricing, memberships, live streams and payouts;',
        'safety and privacy advice for creators and fans;',
        'changes to our policies, alongside the notices shown in the app.',
      ],
    },
    {
      heading: 'Stay informed',
      paragraphs: [
        `Important changes are always announced in the app and by email according to your settings at /manage/email/notification. Questions or topic ideas can be sent to ${SUPPORT_EMAIL}.`,
      ],
    },
  ],
};

export default blog;
