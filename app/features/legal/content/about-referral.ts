import { PRODUCT_NAME, SUPPORT_EMAIL } from './brand';
import type { LegalDoc } from './types';

const aboutReferral: LegalDoc = {
  kind: 'info',
  title: 'How Referrals Work',
  updated: '2026-11-22',
  summary: `Invite others to ${PRODUCT_NAME} with your personal referral link and earn a share when they earn.`,
  sections: [
    {
      heading: 'Your referral link',
      paragraphs: [
        'Every creator has a personal referral link in the form /ref/{code}, where {code} is unique to you. You can find and copy your link, and see your referral earnings, at /ref/referral_earn.',
      ],
    },
    {
      heading: 'How you earn',
      paragraphs: [
        'When someone opens your link and signs up, they are recorded as your referral. Invitations sent by email can carry the same referral. When people you referred earn on the platform, you receive a share, credited to your balance. The current share, what it is based on, how long it applies and any conditions are shown at /ref/referral_earn.',
        'Referral earnings are paid out with your other earnings under the Creator Terms of Service at /terms-of-service.',
      ],
    },
    {
      heading: 'Rules',
      paragraphs: ['To keep the programme fair:'],
      list: [
        'you cannot refer yourself or create extra accounts through your own link;',
        'a person can be referred only once, by the link they used when signing up;',
        'do not spam your link, post it where advertising is not allowed, or promote it to anyone under 18;',
        'do not suggest that you speak for the platform or its operator (see /branding).',
      ],
    },
    {
      heading: 'If something goes wrong',
      paragraphs: [
        `Referral earnings obtained by breaking these rules may be removed. If someone signed up through your link but does not appear as your referral, write to ${SUPPORT_EMAIL} with their username.`,
      ],
    },
  ],
};

export default aboutReferral;
