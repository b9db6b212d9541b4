import { PRODUCT_NAME, SUPPORT_EMAIL } from './brand';
import { VERIFICATION_RETENTION_DAYS_DEFAULT } from '../../../../common/creators';
import type { LegalDoc } from './types';

const dataRetentionPolicy: LegalDoc = {
  kind: 'legal',
  title: 'Data Retention Policy',
  updated: '2026-11-22',
  summary: `How long ${PRODUCT_NAME} keeps each kind of data, and what happens when you delete content or close your account. It supports the Privacy Policy at /privacy.`,
  sections: [
    {
      heading: 'Our approach',
      paragraphs: [
        'We keep personal data only for as long as we need it to run the service, protect users, or meet a legal obligation. When a period ends, the data is deleted or made anonymous so that it can no longer be linked to you.',
      ],
    },
    {
      heading: 'Retention periods',
      paragraphs: ['Each kind of data and how long it is kept:'],
      list: [
        'Login sessions: expire 60 days after they are issued; ended immediately when you log out.',
        'One-time login and verification codes: valid for a few minutes and for a single use, then no longer accepted.',
        'Session and anonymous-user cookies: the session cookie expires with the session; the anonymous-user cookie remains until you clear your browser cookies.',
        'Device id cookie: up to 400 days in your browser, unless you clear it sooner.',
        'Anonymous accounts: kept while they are in use; they hold only a random identifier, your age confirmation and your preferences.',
        'Account and profile data: for as long as your account is open, and deleted within 30 days after it is closed, except for the records listed below.',
        'Posts, media, PPV items and comments: until you delete them or close your account.',
        "Chat and mass messages: until the account that sent them is closed. A message you sent remains in the recipient's inbox until then.",
        'Ledger and transaction records (coin purchases, unlocks, memberships, gifts, tips, calls and payouts): for as long as tax, accounting and anti-money-laundering law requires, including after an account is closed.',
        'Creator identity verification and consent records of people depicted: for as long as the related content is available, and afterwards for as long as record-keeping law requires.',
        `Identity documents of a host application that was not approved or that you withdrew (ID photos and the selfie): deleted ${VERIFICATION_RETENTION_DAYS_DEFAULT} days after the decision or the withdrawal. ID photos uploaded but never sent in an application are deleted ${VERIFICATION_RETENTION_DAYS_DEFAULT} days after the upload. Only you and our review team can see them meanwhile, and every view by the team is recorded.`,
        'Reports, complaints, appeals and moderation decisions: for as long as needed to handle appeals and prevent repeat abuse, and longer where the law requires.',
        'Email notification settings: for as long as your account is open.',
        'Security and server logs: a short period, normally up to 90 days, unless needed to investigate an incident.',
        'Backups: overwritten on a rolling basis, normally within 30 days.',
      ],
    },
    {
      heading: 'When you delete content',
      paragraphs: [
        'Content you delete stops being visible on the platform straight away. The files are removed from our storage shortly afterwards and disappear from backups when those backups are overwritten.',
        'The record of any purchase connected to the content (who paid, how much and when) is a financial record and is kept as described above, without the media itself.',
      ],
    },
    {
      heading: 'When you close your account',
      paragraphs: [
        'Your profile and content are hidden immediately, and your personal data is deleted within 30 days, apart from the financial, verification and moderation records we must keep. Before closing, you can download a copy of your data as described at /transfer.',
        'An account cannot be deleted while it still holds coins or has a negative balance. Creators should withdraw available earnings before closing.',
      ],
    },
    {
      heading: 'Legal holds',
      paragraphs: [
        'If data is needed for a legal claim, a law enforcement request, or an investigation into illegal content or fraud, we keep it until the matter is resolved, even if the normal period has ended. Material involving minors is preserved and reported only as the law requires.',
      ],
    },
    {
      heading: 'Questions',
      paragraphs: [`For questions about how long we keep your data, or to ask for it to be deleted earlier, write to ${SUPPORT_EMAIL}.`],
    },
  ],
};

export default dataRetentionPolicy;
