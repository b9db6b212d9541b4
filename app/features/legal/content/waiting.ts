import { PRODUCT_NAME, SUPPORT_EMAIL } from './brand';
import type { LegalDoc } from './types';

const waiting: LegalDoc = {
  kind: 'info',
  title: 'Your Request Is Being Reviewed',
  updated: '2026-11-22',
  summary: `Thanks for applying. Your creator application or content transfer has reached the ${PRODUCT_NAME} review team, and there is nothing more you need to do right now.`,
  sections: [
    {
      heading: 'What happens next',
      paragraphs: [
        'A member of the review team checks what you sent. For a creator application, that means confirming your identity and age from your ID and selfie. For a content transfer, it means checking the copied posts against the Content Moderation Policy at /content-moderation.',
        'When the review is finished, your status changes to approved or not approved and we email you. If your application is not approved, the email and your account show the reason, and you can correct the problem and apply again.',
      ],
    },
    {
      heading: 'How long it takes',
      paragraphs: [
        'Most reviews are completed within a few business days (Pacific time). It can take longer at busy times or if we need to ask you for more information, for example a clearer photo of your ID. You do not need to apply again while a review is open; a second application does not speed things up.',
      ],
    },
    {
      heading: 'What you can do meanwhile',
      paragraphs: ['While you wait, you can:'],
      list: [
        'finish your profile: display name, profile picture and bio;',
        'set up your payout method so you can be paid as soon as you start earning;',
        'choose any countries or regions to hide your profile from (see /privacy/safety1/blocked_location);',
        'read the Creator Terms of Service at /terms-of-service and How creators earn at /revenue;',
        'check your email notification settings at /manage/email/notification so you do not miss our reply.',
      ],
    },
    {
      heading: 'Questions',
      paragraphs: [`If it has been more than a week, or something in your application needs correcting, write to ${SUPPORT_EMAIL} with your username.`],
    },
  ],
};

export default waiting;
