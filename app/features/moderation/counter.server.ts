/**
 * The creator's counter-notice (ADR 092), served by /manage/dmca_form?counter={notice_id}: the
 * notice as the creator may see it (only one that took their posts down), and the form's action.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { ERRORS } from '../../../common/errors';
import { counterInput } from '../../../common/moderation';
import { formAction, formFields } from '../../lib/form-action.server';
import { requireSignedUp } from '../session/access.server';

type Context = LoaderFunctionArgs['context'];

const notFound = () => data({ code: ERRORS.DMCA_NOTICE_NOT_FOUND.code, message: ERRORS.DMCA_NOTICE_NOT_FOUND.message }, { status: 404 });

/** The notice id of `?counter=`, or null when the page is the claimant's form. */
export function counterNoticeId(request: Request): number | null {
  const raw = new URL(request.url).searchParams.get('counter');
  if (raw === null) return null;
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
}

export async function counterLoader(context: Context, request: Request, noticeId: number) {
  const userId = requireSignedUp(context, request).user_id;
  try {
    return await context.services.moderation.noticeForCreator(userId, noticeId);
  } catch (error) {
    if ((error as { code?: number }).code === ERRORS.DMCA_NOTICE_NOT_FOUND.code) throw notFound();
    throw error;
  }
}

export async function counterAction(context: ActionFunctionArgs['context'], request: Request, noticeId: number) {
  const userId = requireSignedUp(context, request).user_id;
  return formAction(async () => {
    const input = await formFields(request, counterInput, { checkboxes: ['consent'], known: { notice_id: noticeId } });
    await context.services.moderation.fileCounterNotice(userId, input);
    return 'Counter-notice sent. We will review it and tell you.';
  });
}
