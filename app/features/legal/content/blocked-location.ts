import { PRODUCT_NAME, SUPPORT_EMAIL } from './brand';
import type { LegalDoc } from './types';

const blockedLocation: LegalDoc = {
  kind: 'info',
  title: 'Not Available in Your Location',
  updated: '2026-11-22',
  summary:
    'This content is not available in your location because the creator has chosen to hide their profile from the country or region you appear to be in.',
  sections: [
    {
      heading: 'What this means',
      paragraphs: [
        `Creators on ${PRODUCT_NAME} can hide their profile and content from people in countries or regions they choose. Many do this for their own privacy, for example to avoid being recognised by people who live near them. It is not a problem with your account, and it does not mean you have done anything wrong.`,
        'While you are in that location, the profile and its content are not shown to you, and links to them show a message that the profile or page is not available.',
      ],
    },
    {
      heading: 'How your location is determined',
      paragraphs: [
        'We estimate your country or region from your internet connection (your IP address). This is approximate; travelling, mobile networks and company networks can make you appear to be somewhere else.',
        `Using a VPN or proxy to get around a creator's blocked locations breaks our Terms of Use (/terms). If you think your location has been detected wrongly, contact ${SUPPORT_EMAIL}; we cannot override a creator's choice.`,
      ],
    },
    {
      heading: 'For creators: setting blocked locations',
      paragraphs: [
        'Open your settings and choose Blocked locations. Add each country or region you want to hide from. You can remove a location at any time to make your profile visible there again.',
        'Each location can be added only once. If you add a location that is already on your list, you will see the message "Location already exists."',
        'Blocked locations reduce the chance of being found by people in those places but cannot guarantee it, because location detection is approximate. Combine them with the other advice in the Safety Centre at /privacy/safety1.',
      ],
    },
  ],
};

export default blockedLocation;
