/**
 * The creator's counter-notice (ADR 092), served by /manage/dmca_form?counter={notice_id}: the
 * notice as the creator may see it (only one that took their posts down), and the form's action.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { ERRORS } from '../../../common/errors';
import { counterInput } from '../../../common/moderation';
import { inputError, ruleError, text, ticked, type FormResult } from './form-result';

type Context = LoaderFunctionArgs['context'];

function creatorOf(context: Context) {
  const session = context.session;
  if (!session || session.user.is_anonymous) throw data({ code: ERRORS.AUTH_REQUIRED.code, message: ERRORS.AUTH_REQUIRED.message }, { status: 401 });
  return session.user.user_id;
}

const notFound = () => data({ code: ERRORS.DMCA_NOTICE_NOT_FOUND.code, message: ERRORS.DMCA_NOTICE_NOT_FOUND.message }, { status: 404 });

/** The notice id of `?counter=`, or null when the page is the claimant's form. */
export function counterNoticeId(request: Request): number | null {
  const raw = new URL(request.url).searchParams.get('counter');
  if (raw === null) return null;
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
}

export async function counterLoader(context: Context, noticeId: number) {
  const userId = creatorOf(context);
  try {
    return await context.services.moderation.noticeForCreator(userId, noticeId);
  } catch (error) {
    if ((error as { code?: number }).code === ERRORS.DMCA_NOTICE_NOT_FOUND.code) throw notFound();
    throw error;
  }
}

export async function counterAction(context: ActionFunctionArgs['context'], noticeId: number, form: FormData) {
  const userId = creatorOf(context);
  const input = counterInput.safeParse({
    notice_id: noticeId,
    statement: text(form, 'statement'),
    consent: ticked(form, 'consent'),
    signature: text(form, 'signature'),
  });
  if (!input.success) return inputError(input.error);
  try {
    await context.services.moderation.fileCounterNotice(userId, input.data);
    return { ok: 'Counter-notice sent. We will review it and tell you.' } satisfies FormResult;
  } catch (error) {
    return ruleError(error);
  }
}
