/**
 * Becoming a creator (issue 19, ADR 091): the host application a signed-up fan sends from
 * /creator_audit, its states (spec section 4: verification, approved, not approved with a reason
 * and re-apply; and withdrawn by the applicant), the identity documents it carries and the
 * creator agreement it accepts. Shared by the browser, the server and the staff console.
 */
import { z } from 'zod';
import { recordId } from './numbers';
import { oneLine, nameText } from './text';
import { birthdaySchema } from './identity';

/** The version of the Creator Terms of Service (/terms-of-service) an applicant accepts: its "updated" date. */
export const CREATOR_AGREEMENT_VERSION = '2026-11-22';

export const APPLICATION_STATES = ['verification', 'approved', 'not_approved', 'withdrawn'] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

/** Identity documents accepted, and whether each has a back side to photograph. */
export const ID_DOCUMENTS = {
  passport: { label: 'Passport', twoSided: false },
  id_card: { label: 'National ID card', twoSided: true },
  driving_licence: { label: 'Driving licence', twoSided: true },
  residence_permit: { label: 'Residence permit', twoSided: true },
} as const;
export type IdDocumentType = keyof typeof ID_DOCUMENTS;
export const ID_DOCUMENT_TYPES = Object.keys(ID_DOCUMENTS) as IdDocumentType[];

/** The photos of an application: which ones the staff console may open. */
export const DOCUMENT_SIDES = ['front', 'back', 'selfie'] as const;
export type DocumentSide = (typeof DOCUMENT_SIDES)[number];

/** Where staff see one photo of an application (server/routes/staff-documents.ts: audited on every view). */
export const documentPath = (applicationId: number | string, side: DocumentSide | string) => `/admin/applications/${applicationId}/documents/${side}`;

/** Days the documents of a refused or withdrawn application are kept before the job deletes them (VERIFICATION_RETENTION_DAYS). */
export const VERIFICATION_RETENTION_DAYS_DEFAULT = 90;

/** Longest refusal reason staff may write. */
export const REASON_MAX = 1000;

export const CREATOR_TEXTS = {
  legalNameMissing: 'Please enter your full legal name as it is written on your ID.',
  countryInvalid: 'Please choose your country of residence.',
  backMissing: 'This document has a back side: please add a photo of it too.',
  backNotWanted: 'A passport has no back side: please remove the second photo.',
  agreementRequired: 'Please accept the Creator Terms of Service to continue.',
  reasonRequired: 'Please write the reason the application is not approved.',
  states: {
    verification: 'Your application is being reviewed.',
    approved: 'You are a creator now.',
    not_approved: 'Your application was not approved.',
    withdrawn: 'You withdrew your application.',
  } satisfies Record<ApplicationState, string>,
} as const;

/** Every ISO 3166-1 alpha-2 region the runtime can name (Intl), sorted by English name: the country choices. */
export function countryChoices(): { value: string; label: string }[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const choices: { value: string; label: string }[] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const label = names.of(code);
      // Reserved and grouping codes: the UN, the EU, "Unknown Region" and the like are no country of residence.
      if (label && !NOT_COUNTRIES.has(code)) choices.push({ value: code, label });
    }
  }
  return choices.sort((x, y) => x.label.localeCompare(y.label));
}
const NOT_COUNTRIES = new Set([
  ...['EU', 'EZ', 'UN', 'QO', 'ZZ', 'XA', 'XB', 'XK', 'AC', 'CP', 'DG', 'EA', 'IC', 'TA', 'CQ'],
  // Withdrawn codes ICU still names after their successors (UK for GB, SU for RU, ...): one entry per country.
  ...['AN', 'BU', 'CS', 'DD', 'DY', 'FX', 'HV', 'NH', 'RH', 'SU', 'TP', 'UK', 'VD', 'YD', 'YU', 'ZR'],
]);

let countryCodes: Set<string> | undefined;
export function isCountry(code: string): boolean {
  countryCodes ??= new Set(countryChoices().map((c) => c.value));
  return countryCodes.has(code);
}

/** The fields of an application, each with its rule (the steps of /creator_audit check theirs before going on). */
export const applicationFields = z.object({
  legal_name: nameText({ error: CREATOR_TEXTS.legalNameMissing }).trim().min(2, CREATOR_TEXTS.legalNameMissing).max(100),
  birthday: birthdaySchema,
  country: oneLine().refine(isCountry, { error: CREATOR_TEXTS.countryInvalid }),
  document_type: z.enum(ID_DOCUMENT_TYPES as [IdDocumentType, ...IdDocumentType[]]),
  front_media_id: recordId,
  back_media_id: recordId.optional(),
  selfie_media_id: recordId,
  agreement_version: z.literal(CREATOR_AGREEMENT_VERSION, { error: CREATOR_TEXTS.agreementRequired }),
  accept_agreement: z.literal(true, { error: CREATOR_TEXTS.agreementRequired }),
});

/** What the applicant sends at the last step (POST /core/creator/application/submit/): a two-sided document needs its back. */
export const applicationInput = applicationFields.superRefine((v, ctx) => {
  const twoSided = ID_DOCUMENTS[v.document_type].twoSided;
  if (twoSided && v.back_media_id === undefined) ctx.addIssue({ code: 'custom', path: ['back_media_id'], message: CREATOR_TEXTS.backMissing });
  if (!twoSided && v.back_media_id !== undefined) ctx.addIssue({ code: 'custom', path: ['back_media_id'], message: CREATOR_TEXTS.backNotWanted });
});
export type ApplicationInput = z.infer<typeof applicationInput>;

/** The applicant's own view of their latest application. */
export interface MyApplication {
  application_id: number;
  state: ApplicationState;
  /** The refusal reason (not_approved), else ''. */
  reason: string;
  created_at: string;
  decided_at: string | null;
}
