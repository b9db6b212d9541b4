/** Reports, hidden content and DMCA (issue 19 points 3 and 4, ADR 092): the lists, limits and inputs both sides read. */
import { z } from 'zod';
import { emailSchema } from './identity';
import { DMCA_LIMITS, REPORT_REASON_KEYS, REPORT_TARGETS, REPORT_TEXT_MAX } from './moderation-lists';
import { recordId } from './numbers';
import { multiLine, nameText } from './text';

export * from './moderation-lists';

/** A report (report.create). */
export const reportInput = z.object({
  target_type: z.enum(REPORT_TARGETS),
  target_id: recordId,
  reason: z.enum(REPORT_REASON_KEYS, { error: 'choose a reason from the list' }),
  text: multiLine().max(REPORT_TEXT_MAX).optional(),
});

const mustAgree = (what: string) => z.literal(true, { error: `${what} is required` });

/** The public DMCA notice (/manage/dmca_form). */
export const noticeInput = z.object({
  claimant_name: nameText().trim().min(1, 'is required').max(DMCA_LIMITS.name),
  email: emailSchema,
  contact: multiLine().trim().min(1, 'is required').max(DMCA_LIMITS.contact),
  original_work: multiLine().trim().min(1, 'is required').max(DMCA_LIMITS.work),
  urls: multiLine()
    .trim()
    .min(1, 'is required')
    .max(DMCA_LIMITS.urls * DMCA_LIMITS.urlLength),
  good_faith: mustAgree('the good-faith statement'),
  accurate: mustAgree('the accuracy statement'),
  signature: nameText().trim().min(1, 'type your full name').max(DMCA_LIMITS.signature),
});

/** A creator's counter-notice. */
export const counterInput = z.object({
  notice_id: recordId,
  statement: multiLine().trim().min(1, 'is required').max(DMCA_LIMITS.statement),
  consent: mustAgree('consent to jurisdiction'),
  signature: nameText().trim().min(1, 'type your full name').max(DMCA_LIMITS.signature),
});
