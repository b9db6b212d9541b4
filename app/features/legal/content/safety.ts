import { PRODUCT_NAME, SUPPORT_EMAIL } from './brand';
import type { LegalDoc } from './types';

const safety: LegalDoc = {
  kind: 'info',
  title: 'Safety Centre',
  updated: '2026-11-22',
  summary: `Practical ways to stay safe on ${PRODUCT_NAME}, for fans and creators: protecting your identity and money, blocking people, hiding your profile from places, and reporting problems.`,
  sections: [
    {
      heading: 'Protect your identity',
      paragraphs: [
        'Use a username that does not contain your real name, and think before sharing anything that could identify where you live or work, such as street signs, mail, your car or the view from a window.',
        'Creators: check photos and videos for personal details before you post, and be aware that the background of a live stream or video call can reveal more than you intend.',
        'Use a strong password that you do not use anywhere else, and log out on shared devices.',
      ],
    },
    {
      heading: 'Keep payments on the platform',
      paragraphs: [
        `Never share card numbers, bank details, login codes or passwords in chat, and never send money outside ${PRODUCT_NAME}. All purchases, tips and payouts happen inside the app. Anyone asking you to pay them, or to pay you, some other way is breaking our rules and is very likely running a scam. ${PRODUCT_NAME} staff will never ask for your password or a login code.`,
      ],
    },
    {
      heading: 'Blocking',
      paragraphs: [
        'You can block any user from their profile or from a chat. A blocked user cannot message you, and you cannot message them. You can review and undo blocks from the blocked list in your account (/user/blocked).',
      ],
    },
    {
      heading: 'Blocked locations',
      paragraphs: [
        'Creators can hide their profile and content from people in chosen countries or regions, for example where they live, so that people nearby are less likely to find them. How it works and how to set it up is explained at /privacy/safety1/blocked_location.',
      ],
    },
    {
      heading: 'Reporting',
      paragraphs: [
        `Use the report option on any profile, post or message, or write to ${SUPPORT_EMAIL}. Report anything involving a minor, content shared without consent, threats, harassment or scams. Urgent reports are reviewed first. See /complaint-process for what happens next and /manage/dmca_form for copyright.`,
        'If you or someone else is in immediate danger, contact your local emergency services first.',
      ],
    },
  ],
};

export default safety;
