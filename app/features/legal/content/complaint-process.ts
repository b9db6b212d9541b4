import { PRODUCT_NAME, SUPPORT_EMAIL } from './brand';
import type { LegalDoc } from './types';

const complaintProcess: LegalDoc = {
  kind: 'legal',
  title: 'Complaint and Appeal Process',
  updated: '2026-11-22',
  summary: `How to complain about content, a user or ${PRODUCT_NAME} itself, how long it takes, and how to appeal when we remove your content or act on your account.`,
  sections: [
    {
      heading: 'What you can complain about',
      paragraphs: ['You can use this process for:'],
      list: [
        'content you believe is illegal or breaks the Content Moderation Policy at /content-moderation;',
        'content that shows you without your consent;',
        'the behaviour of another user, such as harassment or scams;',
        'a charge, purchase, membership or payout you believe is wrong;',
        'a decision we made about your content or account (see Appeals below);',
        'anything else about how the service is run.',
      ],
    },
    {
      heading: 'How to make a complaint',
      paragraphs: [`Use the report option on the profile, post or message concerned, or write to ${SUPPORT_EMAIL}. Please include:`],
      list: [
        'your username, or the email address on your account (if you have one);',
        'links to, or the usernames of, the content or accounts involved;',
        'what happened and when (we work in Pacific time);',
        'for payment issues, the date and amount of the transaction;',
        'what you would like us to do.',
      ],
    },
    {
      heading: 'What happens next',
      paragraphs: [
        'We acknowledge every complaint within 2 business days and aim to resolve it within 7 business days. Complaints about minors or non-consensual content are handled first, and such content is taken down while we review it.',
        'If a complaint needs longer, for example because we need information from you, another user or a payment provider, we will tell you why and when to expect an answer. When we have decided, we tell you the outcome and the reason.',
        'Copyright complaints follow the DMCA process: use the form at /manage/dmca_form.',
      ],
    },
    {
      heading: 'Appeals of removals and account actions',
      paragraphs: [
        `If we removed your content, limited its visibility, withheld earnings, or restricted, suspended or closed your account, you can appeal within 30 days of being told. Reply to the notice you received or write to ${SUPPORT_EMAIL} with the subject "Appeal", your username and why you think the decision was wrong. Include any evidence that helps, such as consent records for people in your content.`,
        'An appeal is reviewed by a person who was not involved in the original decision. We acknowledge appeals within 2 business days and aim to decide within 7 business days. If we agree the decision was wrong, we restore the content or account and any earnings that were withheld because of it.',
        'We do not restore content that involves minors or non-consensual material, and the outcome of a reviewed appeal is final on the platform.',
      ],
    },
    {
      heading: 'Other options',
      paragraphs: [
        'Using this process does not affect your legal rights. If you are not satisfied, you may be able to take the matter to a consumer protection body, a data protection authority or a court, depending on the law where you live.',
      ],
    },
  ],
};

export default complaintProcess;
