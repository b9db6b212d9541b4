/** The console's form fields (ADR 094, ADR 129): the reason staff give for a change, under the one text rule. */
import { multiLine } from '../../../common/text';

/** Up to 500 characters are kept (the audit entry's length); a control or invisible character refuses the post. */
export const staffReason = multiLine()
  .transform((reason) => reason.slice(0, 500))
  .default('');
