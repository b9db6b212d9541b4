import { PRODUCT_NAME, SUPPORT_EMAIL } from './brand';
import type { LegalDoc } from './types';

const privacy: LegalDoc = {
  kind: 'legal',
  title: 'Privacy Policy',
  updated: '2026-11-22',
  summary: `This policy explains what personal data ${PRODUCT_NAME} collects, why, how long it is kept and what rights you have. The operator of this ${PRODUCT_NAME} instance is responsible for your data. We do not sell your personal data.`,
  sections: [
    {
      heading: 'What we collect',
      paragraphs: ['We collect only what we need to run the service:'],
      list: [
        'Account details: username, display name, email address, profile picture and settings.',
        'Anonymous account details: if you browse without logging in, a random identifier and your age confirmation and preferences.',
        'Creator verification data: a copy of your government ID, a selfie and the consent records for anyone who appears in your content.',
        'Content and messages: posts, media, comments, chat messages, mass messages and the record of live streams and video calls you take part in.',
        'Transactions: coin purchases, unlocks, memberships, gifts, tips, flirts and payouts. Card payments are handled by our payment processor; we do not store your full card number.',
        'Payout details for creators: PayPal address, bank details, Payoneer account or USDT TRC20 wallet address.',
        'Technical data: IP address, approximate location derived from it, time zone, device and browser type, and login times.',
        'Notification data: if you allow push notifications, a token that lets us send them to your device.',
        'Referral data: which referral link, invitation or email link brought you to the service.',
      ],
    },
    {
      heading: 'Why we use it',
      paragraphs: ['We use your data to provide and secure the service, and for no unrelated purpose:'],
      list: [
        'to create and run your account and remember your age confirmation;',
        'to credit creators who referred you, as explained at /ref/about_referral;',
        'to verify creators and the people in their content, as the law and our policies require;',
        'to process purchases, memberships and payouts and to keep the financial records the law requires;',
        'to apply blocked locations, which uses your approximate location to hide profiles from regions a creator has chosen;',
        'to prevent fraud, chargeback abuse and illegal content, and to handle reports, complaints and legal requests;',
        'to send you the emails you have chosen at /manage/email/notification, plus essential messages about your account and security.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [`${PRODUCT_NAME} uses a small number of cookies that are necessary for the service to work. We do not use advertising cookies.`],
      list: [
        'Session cookie: keeps you logged in. It is removed when you log out and expires after 60 days.',
        'Anonymous-user cookie: links your browser to your anonymous account when you are not logged in, so your age confirmation and preferences are kept.',
        'Device id cookie: an identifier for your device, calculated from characteristics of your device and browser, used to recognise your device, protect accounts from takeover and detect fraud.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        `We do not sell or rent your personal data and we do not share it for advertising. We share it only with service providers who help us run ${PRODUCT_NAME} (such as hosting, email delivery, identity verification, card payments and payout providers like PayPal, Payoneer and banks), under agreements that limit their use of it; with authorities when the law requires it, including reports of suspected child sexual abuse material; and with a buyer if the service is ever transferred, under this same policy.`,
        'Creators see the username, display name and profile picture of fans who follow, subscribe, message or pay them, and whether those fans have spent with them. They do not see your email address or card details.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep data only as long as we need it. The periods for each kind of data are listed in the Data Retention Policy at /data-retention-policy.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        `Depending on where you live, you may have the right to access your data, get a copy of it, correct it, delete it, object to or restrict how we use it, and withdraw consent. You can export much of your data yourself (see /transfer), change your email settings at /manage/email/notification and delete your account from your settings.`,
        `For any other request, write to ${SUPPORT_EMAIL} from the email address on your account. We will answer within the time the law where you live requires. You also have the right to complain to your local data protection authority.`,
      ],
    },
    {
      heading: 'Security and changes',
      paragraphs: [
        'We protect data with encryption in transit, access controls and limited staff access to verification documents. No system is perfectly secure; if a breach affects you we will tell you as the law requires.',
        'We may update this policy. The date at the top shows the current version, and we will give notice in the app of significant changes.',
      ],
    },
  ],
};

export default privacy;
