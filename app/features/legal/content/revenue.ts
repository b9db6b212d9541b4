import { PRODUCT_NAME, SUPPORT_EMAIL } from './brand';
import type { LegalDoc } from './types';

const revenue: LegalDoc = {
  kind: 'info',
  title: 'How Creators Earn',
  updated: '2026-11-22',
  summary: `Creators on ${PRODUCT_NAME} earn in several ways and keep up to 90% of what fans spend. Fans pay in coins; your share is credited to your balance and paid out in US dollars.`,
  sections: [
    {
      heading: 'Ways to earn',
      paragraphs: ['You set the prices; fans choose how to support you:'],
      list: [
        'Pay-per-view (PPV): put a price on a post or a message, and fans pay once to unlock it.',
        'Memberships: a monthly price from 1 to 1,000 USD gives members access to your members-only posts. Memberships renew monthly until the fan cancels.',
        'Gifts: fans send you animated gifts, for example in chat and during live streams.',
        'Tips: fans tip any amount of coins to say thanks.',
        'Flirts: fans can send you flirts to get your attention, alongside gifts and tips.',
        'Paid video calls: fans call you one-to-one at the price you set for a call.',
        'Live streams: earn from gifts during the stream and, if you choose, from paid tickets to watch.',
        'Paid messages: charge for chat messages and for media sent in chat or by mass message.',
        'Referrals: invite other creators with your referral link and earn a share (see /ref/about_referral).',
      ],
    },
    {
      heading: 'Your share',
      paragraphs: [
        'Creators keep up to 90% of what fans spend. The platform fee for your account, and the amount you receive for each sale, are shown in your earnings dashboard.',
      ],
    },
    {
      heading: 'Getting paid',
      paragraphs: [
        'Withdraw your balance once it reaches the minimum payout shown in the app. Choose PayPal, ACH bank transfer, Payoneer or USDT (TRC20). Payouts are processed within 1 to 2 business days. Fees: PayPal 0.25 USD per payout for US accounts or 2% up to 20 USD for others; USDT 3 USD per payout; any ACH or Payoneer fee is shown before you confirm. Full details are in the Creator Terms of Service at /terms-of-service.',
        `Questions about earnings: ${SUPPORT_EMAIL}.`,
      ],
    },
  ],
};

export default revenue;
