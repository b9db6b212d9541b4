import { PRODUCT_NAME, SUPPORT_EMAIL } from './brand';
import type { LegalDoc } from './types';

const contactUs: LegalDoc = {
  kind: 'info',
  title: 'Contact Us',
  updated: '2026-11-22',
  summary: `How to reach the team that runs this ${PRODUCT_NAME} instance, and which route to use for copyright notices and complaints.`,
  sections: [
    {
      heading: 'Support',
      paragraphs: [
        `Email ${SUPPORT_EMAIL} for help with your account, purchases, memberships, payouts, verification or anything else. We reply by email, in English, on business days (Pacific time).`,
        'Never send your password, full card number or one-time login codes. We will never ask you for them.',
      ],
    },
    {
      heading: 'What to include',
      paragraphs: ['To help us answer in one go, please include:'],
      list: [
        'your username, and write from the email address on your account if you have one;',
        'a short description of the problem and when it happened;',
        'links to the profile, post or message concerned;',
        'for payments or payouts, the date, amount and payment method;',
        'screenshots of any error message you saw.',
      ],
    },
    {
      heading: 'Copyright (DMCA) notices',
      paragraphs: [
        'If content on the platform infringes your copyright, submit a takedown notice through the DMCA form at /manage/dmca_form. Using the form makes sure we receive all the details the law requires and speeds up removal.',
      ],
    },
    {
      heading: 'Complaints and appeals',
      paragraphs: [
        'To report illegal or harmful content, complain about a user, or appeal a decision about your content or account, follow the Complaint and Appeal Process at /complaint-process. If someone is in immediate danger, contact your local emergency services first.',
      ],
    },
    {
      heading: 'Press and brand',
      paragraphs: ['Journalists should see /press. Questions about using our name or logo are covered at /branding.'],
    },
  ],
};

export default contactUs;
