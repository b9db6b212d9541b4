import { PRODUCT_NAME, SUPPORT_EMAIL } from './brand';
import type { LegalDoc } from './types';

const press: LegalDoc = {
  kind: 'info',
  title: 'Press',
  updated: '2026-11-22',
  summary: `Information for journalists and media writing about ${PRODUCT_NAME}.`,
  sections: [
    {
      heading: 'Press enquiries',
      paragraphs: [
        `Email ${SUPPORT_EMAIL} with "Press" in the subject line. Tell us your name, publication, deadline and what you would like to know, and we will direct your request to the right person.`,
      ],
    },
    {
      heading: 'About the platform',
      paragraphs: [
        `${PRODUCT_NAME} is an adults-only creator and fan social platform. Creators publish posts, go live, take paid video calls and sell memberships and pay-per-view media, keeping up to 90% of what fans spend. The software is open source; this instance is run by its operator. A short overview is at /about.`,
      ],
    },
    {
      heading: 'Name and logo',
      paragraphs: [
        'Please follow the Brand Guidelines at /branding when using our name or logo, and ask us for logo files rather than copying them from the site.',
      ],
    },
    {
      heading: 'Creators and privacy',
      paragraphs: [
        'We do not share information about individual creators or fans with the press. Please contact creators directly and respect their choice not to be identified. Content on the platform may not be reproduced without the permission of the creator who owns it.',
      ],
    },
  ],
};

export default press;
