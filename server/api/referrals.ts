import { z } from 'zod';
import { recordId } from '../../common/numbers';
import { multiLine, oneLine, TEXT_TEXTS, textProblem } from '../../common/text';
import { EMAIL_EVENT_CLICK } from '../domain/referrals';
import { endpoint } from './endpoint';

/** A JSON object, sent as an object or as its JSON text (the spec's payload is "JSON with click_url"). */
const payloadSchema = z.union([
  z.record(z.string(), z.unknown()),
  multiLine()
    .max(4000)
    .transform((text, ctx) => {
      try {
        const value: unknown = JSON.parse(text);
        if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
      } catch {
        // reported below
      }
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object' });
      return z.NEVER;
    }),
]);

/** The payload is stored as JSON: every key and string in it is text under the one rule (PostgreSQL's jsonb refuses NUL too). */
function payloadTextRule(payload: unknown, ctx: z.RefinementCtx) {
  const strings: string[] = [];
  JSON.stringify(payload, (key, value: unknown) => {
    strings.push(key);
    if (typeof value === 'string') strings.push(value);
    return value;
  });
  const problem = strings.map((s) => textProblem(s, 'multiLine')).find(Boolean);
  if (problem) ctx.addIssue({ code: 'custom', message: TEXT_TEXTS[problem], params: { text: problem } });
}

export const referralEndpoints = {
  /** Email events (spec section 7): a click on an email link; errors are ignored by the client. */
  'notify.email.event.report': endpoint({
    method: 'POST',
    path: '/core/notify/email/event/report/',
    access: 'public',
    input: z.object({
      template: oneLine().min(1).max(64),
      user_id: recordId.optional(),
      payload: payloadSchema.refine((p) => JSON.stringify(p).length <= 4000, 'is too large').superRefine(payloadTextRule),
      event_type: z
        .number()
        .int()
        .refine((n) => n === EMAIL_EVENT_CLICK, 'must be 2 (click)'),
    }),
    handler: async ({ input, services }) => {
      await services.referrals.reportEmailEvent({
        template: input.template,
        userId: input.user_id ?? null,
        eventType: input.event_type,
        payload: input.payload,
      });
      return {};
    },
  }),
};
