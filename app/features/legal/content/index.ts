import type { LegalDoc } from './types';
import terms from './terms';
import termsOfService from './terms-of-service';
import privacy from './privacy';
import contentModeration from './content-moderation';
import complaintProcess from './complaint-process';
import dataRetentionPolicy from './data-retention-policy';
import branding from './branding';
import contactUs from './contact-us';
import transfer from './transfer';
import waiting from './waiting';
import safety from './safety';
import blockedLocation from './blocked-location';
import about from './about';
import blog from './blog';
import podcast from './podcast';
import creators from './creators';
import press from './press';
import revenue from './revenue';
import concierge from './concierge';
import aboutReferral from './about-referral';

export type { LegalDoc, LegalSection } from './types';
export { PRODUCT_NAME, SUPPORT_EMAIL } from './brand';

/**
 * Every static and legal page, keyed by page id.
 * Paths: most keys are served at "/{key}"; "safety" is /privacy/safety1,
 * "blocked-location" is /privacy/safety1/blocked_location and
 * "about-referral" is /ref/about_referral.
 */
export const legalDocs: Record<string, LegalDoc> = {
  terms,
  'terms-of-service': termsOfService,
  privacy,
  'content-moderation': contentModeration,
  'complaint-process': complaintProcess,
  'data-retention-policy': dataRetentionPolicy,
  branding,
  'contact-us': contactUs,
  transfer,
  waiting,
  safety,
  'blocked-location': blockedLocation,
  about,
  blog,
  podcast,
  creators,
  press,
  revenue,
  concierge,
  'about-referral': aboutReferral,
};
