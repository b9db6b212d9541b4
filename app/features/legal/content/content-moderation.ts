import { PRODUCT_NAME, SUPPORT_EMAIL } from './brand';
import type { LegalDoc } from './types';

const contentModeration: LegalDoc = {
  kind: 'legal',
  title: 'Content Moderation Policy',
  updated: '2026-11-22',
  summary: `${PRODUCT_NAME} allows legal adult content made by and with consenting, verified adults. This policy sets out what is never allowed, how we check the age and consent of everyone depicted, how content is reviewed and how to report a problem.`,
  sections: [
    {
      heading: 'Content that is never allowed',
      paragraphs: [
        'The following is prohibited everywhere on the platform: in posts, PPV media, profile pictures, chat, mass messages, live streams and video calls.',
      ],
      list: [
        'Any sexual or sexualised content involving a person under 18, or anyone who appears to be under 18, including drawings, animation, AI-generated images and role-play that depicts or suggests a minor. We report such material to the relevant authorities.',
        'Content made or shared without the consent of everyone depicted, including hidden-camera recordings, intimate images shared without permission ("revenge porn") and deepfakes of real people.',
        'Content showing or promoting rape, sexual violence, incest, bestiality, necrophilia, or sexual activity with someone who is asleep, drunk, drugged or otherwise unable to consent.',
        'Content involving real violence, self-harm, weapons used against people, or bodily harm presented as sexual.',
        'Illegal content of any kind, including human trafficking, solicitation of prostitution or escort services, sale of drugs or weapons, and terrorist or hateful content.',
        "Content that infringes someone else's copyright, trademark or privacy, or that shares another person's personal information.",
        'Spam, scams, and links or requests to pay outside the platform.',
      ],
    },
    {
      heading: 'Age and consent verification',
      paragraphs: [
        'Every creator must pass identity verification, with a government-issued photo ID and a live selfie, before publishing anything that can be bought or viewed by fans.',
        "Every other person who appears in a creator's content must also be verified as an adult and must have signed a consent to appear and to the content being published on the platform. The uploading creator must tag or declare each person and keep the consent records. Content featuring someone who has not been verified is removed.",
        'Anyone depicted in content can withdraw consent for future publication by contacting us; we will remove the content concerned.',
      ],
    },
    {
      heading: 'How content is reviewed',
      paragraphs: [
        'We combine automated checks with review by trained people. New creator accounts and reported content are checked by a person. Automated tools are used to detect known illegal material and spam, but no account is closed for a serious violation on the basis of an automated decision alone.',
        'When content breaks this policy we may remove it, limit who can see it, remove earnings connected to it, restrict features, suspend the account or close it permanently. Content involving minors or non-consent leads to immediate closure and a report to authorities.',
        'Where we can do so safely and lawfully, we tell the account holder what was removed and why, and how to appeal.',
      ],
    },
    {
      heading: 'Reporting content',
      paragraphs: [
        `Every profile, post and message has a report option. You do not need an account to report content: you can also write to ${SUPPORT_EMAIL} with a link to the content and a short description of the problem.`,
        'Reports about minors or non-consensual content are treated as urgent and reviewed first. If you appear in content without your consent, tell us and we will remove it while we investigate.',
        'Copyright owners should use the DMCA takedown form at /manage/dmca_form.',
      ],
    },
    {
      heading: 'Appeals',
      paragraphs: [
        'If you believe content was removed or your account was restricted by mistake, you can appeal through the Complaint and Appeal Process at /complaint-process. A different reviewer from the one who made the original decision will look at your appeal.',
      ],
    },
  ],
};

export default contentModeration;
