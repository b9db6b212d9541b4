/**
 * /manage/dmca_form: the public DMCA takedown notice (ADR 092); a valid notice goes to
 * /manage/dmca_form/success. With ?counter={notice_id} it is the creator's counter-notice to a
 * takedown of their posts (the link in their notification).
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { COOKIES } from '../../common/constants';
import { DMCA_RECEIPT_MAX_AGE_MS, DMCA_SUCCESS_PATH, noticeInput } from '../../common/moderation';
import { counterAction, counterLoader, counterNoticeId } from '../features/moderation/counter.server';
import { CounterNoticeView } from '../features/moderation/CounterNoticeView';
import { DmcaFormView } from '../features/moderation/DmcaFormView';
import { formAction, formFields, type FormResult } from '../lib/form-action.server';
import { ScreenFrame } from '../features/shell/ScreenFrame';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

export async function loader({ context, request }: LoaderFunctionArgs) {
  const counter = counterNoticeId(request);
  // The site's address as the visitor reached it, for the example URLs.
  return { origin: new URL(request.url).origin, counter: counter === null ? null : await counterLoader(context, request, counter) };
}

export async function action({ context, request }: ActionFunctionArgs) {
  const counter = counterNoticeId(request);
  if (counter !== null) return counterAction(context, request, counter);
  return formAction(async () => {
    const input = await formFields(request, noticeInput, { checkboxes: ['good_faith', 'accurate'] });
    const { notice_id } = await context.services.moderation.submitNotice(input, new URL(request.url).host);
    // The success page confirms only the notice this browser sent (issue 20), not an address typed in.
    context.cookies.set(COOKIES.dmcaReceipt, String(notice_id), { maxAgeMs: DMCA_RECEIPT_MAX_AGE_MS });
    return redirect(`${DMCA_SUCCESS_PATH}?notice=${notice_id}`);
  });
}

export default function DmcaForm() {
  const { origin, counter } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as FormResult | undefined;
  const submitting = useNavigation().state === 'submitting';
  if (counter)
    return (
      <ScreenFrame title="DMCA Counter-Notice">
        <CounterNoticeView notice={counter} result={result} submitting={submitting} />
      </ScreenFrame>
    );
  return (
    <ScreenFrame title="DMCA Takedown Request">
      <DmcaFormView result={result} submitting={submitting} origin={origin} />
    </ScreenFrame>
  );
}
