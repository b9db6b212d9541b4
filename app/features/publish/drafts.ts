/** The composer's post/init (spec section 7: data.draft_num) and the answers that carry draft_num. */
import { api } from '../../lib/api';
import { useDrafts } from '../../stores/drafts';

/** Takes draft_num from any answer that has it (post/init, post/create, post/delete). */
export function takeDraftNum(answer: { draft_num?: unknown } | null | undefined): void {
  if (typeof answer?.draft_num === 'number') useDrafts.getState().setDraftNum(answer.draft_num);
}

/** post/init when the composer opens; a failure leaves the count unknown (the links still work). */
export async function initComposer(call: () => Promise<{ draft_num?: unknown }> = () => api().call('post.init', {}, { silent: true })): Promise<void> {
  try {
    takeDraftNum(await call());
  } catch {
    // Not shown: the count is a hint, not something the creator has to act on.
  }
}
