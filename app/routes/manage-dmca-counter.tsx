/** /manage/dmca_form/counter/{notice_id}: the creator's counter-notice to a takedown of their posts (ADR 092). */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { ERRORS } from '../../common/errors';
import { counterInput } from '../../common/moderation';
import { CounterNoticeView } from '../features/moderation/CounterNoticeView';
import { inputError, ruleError, text, ticked, type FormResult } from '../features/moderation/form-result';
import { ScreenFrame } from '../features/shell/ScreenFrame';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

function creatorOf(context: LoaderFunctionArgs['context']) {
  const session = context.session;
  if (!session || session.user.is_anonymous) throw data({ code: ERRORS.AUTH_REQUIRED.code }, { status: 401 });
  return session.user.user_id;
}

const noticeIdOf = (params: LoaderFunctionArgs['params']) => {
  const id = Number(params.notice_id);
  if (!Number.isSafeInteger(id) || id <= 0)
    throw data({ code: ERRORS.DMCA_NOTICE_NOT_FOUND.code, message: ERRORS.DMCA_NOTICE_NOT_FOUND.message }, { status: 404 });
  return id;
};

export async function loader({ context, params }: LoaderFunctionArgs) {
  const userId = creatorOf(context);
  try {
    return { notice: await context.services.moderation.noticeForCreator(userId, noticeIdOf(params)) };
  } catch (error) {
    const e = error as { code?: number; status?: number; message?: string };
    if (e.code === ERRORS.DMCA_NOTICE_NOT_FOUND.code) throw data({ code: e.code, message: e.message }, { status: 404 });
    throw error;
  }
}

export async function action({ context, params, request }: ActionFunctionArgs) {
  const userId = creatorOf(context);
  const form = await request.formData();
  const input = counterInput.safeParse({
    notice_id: noticeIdOf(params),
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

export default function CounterNotice() {
  const { notice } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as FormResult | undefined;
  const navigation = useNavigation();
  return (
    <ScreenFrame title="DMCA Counter-Notice">
      <CounterNoticeView notice={notice} result={result} submitting={navigation.state === 'submitting'} />
    </ScreenFrame>
  );
}
