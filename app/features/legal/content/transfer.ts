import { PRODUCT_NAME, SUPPORT_EMAIL } from './brand';
import type { LegalDoc } from './types';

const transfer: LegalDoc = {
  kind: 'info',
  title: 'Transfer Your Content',
  updated: '2026-11-22',
  summary: `Already a creator somewhere else? You can bring the content you own to ${PRODUCT_NAME} instead of uploading it again by hand, and you can take a copy of your ${PRODUCT_NAME} data with you at any time.`,
  sections: [
    {
      heading: 'Before you start',
      paragraphs: [
        `You need a verified creator account on ${PRODUCT_NAME}. Only transfer content that you own or have the rights to publish, and in which every person shown is an adult who has been verified and has consented to appear here. Transferred content is checked against our Content Moderation Policy at /content-moderation like any other upload.`,
      ],
    },
    {
      heading: 'The copy-content browser extension',
      paragraphs: [
        'The copy-content extension runs in Google Chrome on a desktop or laptop computer. It does not work on phones, tablets or other browsers.',
        `Install the extension, log in to your account on the other platform in the same browser, and open the extension. It reads the posts on your own profile there and copies them into your ${PRODUCT_NAME} account, using your existing login in that browser. You never give ${PRODUCT_NAME} your password for the other platform.`,
        'Before publishing, check each copied post and choose who can see it: everyone, pay-per-view, members only, or members and pay-per-view, with a price where needed.',
      ],
    },
    {
      heading: 'What transfers and what does not',
      paragraphs: ['The extension copies:'],
      list: ['images and videos from your own posts;', 'the captions of those posts.'],
    },
    {
      heading: 'Not included',
      paragraphs: [
        'Followers and subscribers, messages, comments, likes, earnings and balances stay on the other platform and cannot be moved. Let your fans know where to find you; you can share your profile link or your referral link /ref/{code}.',
      ],
    },
    {
      heading: 'Review',
      paragraphs: ['Transferred content may be reviewed before it can be published. While a review is under way you will see the status page at /waiting.'],
    },
    {
      heading: 'Exporting your data and moving your account',
      paragraphs: [
        `You can ask for a copy of your ${PRODUCT_NAME} data, including your profile, posts and media, messages and transaction history, from your account settings or by writing to ${SUPPORT_EMAIL}. We prepare the export and email you a download link.`,
        `Accounts cannot be transferred to another person. If you need to change the email address or the person responsible for a creator account, for example after a change of business, contact ${SUPPORT_EMAIL}; the new owner must pass creator verification.`,
      ],
    },
  ],
};

export default transfer;
