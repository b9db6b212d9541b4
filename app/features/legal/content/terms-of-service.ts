import { PRODUCT_NAME, SUPPORT_EMAIL } from './brand';
import type { LegalDoc } from './types';

const termsOfService: LegalDoc = {
  kind: 'legal',
  title: 'Creator Terms of Service',
  updated: '2026-11-22',
  summary: `These terms apply to anyone who earns money on ${PRODUCT_NAME} as a creator. They add to the Terms of Use at /terms, which also apply to you. They are an agreement between you and the operator of this ${PRODUCT_NAME} instance.`,
  sections: [
    {
      heading: 'Becoming a verified creator',
      paragraphs: [
        `Before you can publish paid content, go live, take paid calls or receive payouts, you must complete creator verification. You must be at least 18 years old and provide a valid government-issued photo ID and a live selfie so that we can confirm that you are the person on the ID.`,
        `Every other person who appears in your content must also be an adult who has been verified and has given written consent to appear and to the content being published. You must keep those records and show them to us on request. See /content-moderation for details.`,
        `Your application is reviewed by a person. While it is under review you will see the status page at /waiting. We may refuse or withdraw verification if the information you give is incomplete, false or does not match.`,
      ],
    },
    {
      heading: 'What you earn',
      paragraphs: [
        `You earn when fans spend coins on you: pay-per-view (PPV) media, memberships, gifts, tips, flirts, paid video calls and live streams. Creators keep up to 90% of what fans spend. The platform fee that applies to your account is shown in your earnings dashboard, and the amount you will receive is shown next to every sale.`,
        `Membership prices can be set from 1 to 1,000 USD per month. You set your own prices for PPV media and calls within the limits shown in the app.`,
        `Earnings from a sale may be held as pending for a short period before they become available to withdraw, so that failed or disputed payments can be settled first. The pending period is shown in your dashboard.`,
      ],
    },
    {
      heading: 'Payouts and payout fees',
      paragraphs: [
        `You can withdraw available earnings once your balance reaches the minimum payout amount set by the operator and shown on your payout page. Payouts are processed within 1 to 2 business days (Pacific time) of your request; depending on the method, the money then usually arrives within 0 to 5 business days. The fee for each method is deducted from the payout and shown before you confirm:`,
      ],
      list: [
        'PayPal: 0.25 USD per payout for US PayPal accounts; for other accounts 2% of the payout, capped at 20 USD.',
        'USDT (TRC20 network): 3 USD per payout. You are responsible for entering a correct TRC20 wallet address; transfers sent to a wrong address cannot be recovered.',
        'ACH bank transfer (US bank accounts): any fee is shown on the payout page before you confirm.',
        'Payoneer: any fee is shown on the payout page before you confirm.',
      ],
    },
    {
      heading: 'Failed payouts',
      paragraphs: [
        `If a payout fails, for example because the account details are wrong or the receiving account rejects it, the amount is returned to your balance and payouts on your account are suspended for one week. Use that time to check and correct your payout details. Contact ${SUPPORT_EMAIL} if you believe a payout failed in error.`,
      ],
    },
    {
      heading: 'Taxes',
      paragraphs: [
        `You are an independent creator, not an employee or agent of the operator. You are responsible for reporting your income and paying any tax, including income tax and sales or value added tax, that applies to your earnings where you live. We may ask you for tax information and may be required to report your earnings to tax authorities.`,
      ],
    },
    {
      heading: 'Prohibited content and conduct',
      paragraphs: [
        `Everything you publish, send by mass message, stream or show on a call must follow the Content Moderation Policy at /content-moderation. Breaking it can lead to removal of content, withholding of earnings connected to that content, and closure of your account. In particular you must never:`,
      ],
      list: [
        'publish content involving anyone under 18 or anyone who looks under 18, including role-play that suggests it;',
        'publish content of anyone who has not been verified and has not consented;',
        'publish content you do not own or have the rights to;',
        'offer or arrange in-person meetings, escort services or any sexual service for payment;',
        'ask fans to pay you outside the platform or send you their card or bank details;',
        'mislead fans about what a PPV item or membership contains.',
      ],
    },
    {
      heading: 'Chargebacks and reversals',
      paragraphs: [
        `If a fan's payment is reversed, refunded as required by law or charged back by their bank, the earnings from that payment are deducted from your balance. If your balance is too low, the difference is deducted from future earnings. If we find that chargebacks on your account are linked to fraud or to breaking these terms, we may hold earnings while we investigate.`,
      ],
    },
    {
      heading: 'Ending your creator account',
      paragraphs: [
        `You can stop being a creator at any time. Earnings that are available when you close your account are paid out to your verified payout method, less the normal fee, unless they are being held because of a chargeback or an investigation. Decisions about your account can be challenged through /complaint-process.`,
      ],
    },
  ],
};

export default termsOfService;
