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
import { inputError, ruleError, text, ticked, type FormResult } from '../features/moderation/form-result';
import { ScreenFrame } from '../features/shell/ScreenFrame';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

export async function loader({ context, request }: LoaderFunctionArgs) {
  const counter = counterNoticeId(request);
  // The site's address as the visitor reached it, for the example URLs.
  return { origin: new URL(request.url).origin, counter: counter === null ? null : await counterLoader(context, counter) };
}

export async function action({ context, request }: ActionFunctionArgs) {
  const form = await request.formData();
  const counter = counterNoticeId(request);
  if (counter !== null) return counterAction(context, counter, form);
  const input = noticeInput.safeParse({
    claimant_name: text(form, 'claimant_name'),
    email: text(form, 'email'),
    contact: text(form, 'contact'),
    original_work: text(form, 'original_work'),
    urls: text(form, 'urls'),
    good_faith: ticked(form, 'good_faith'),
    accurate: ticked(form, 'accurate'),
    signature: text(form, 'signature'),
  });
  if (!input.success) return inputError(input.error);
  try {
    const { notice_id } = await context.services.moderation.submitNotice(input.data, new URL(request.url).host);
    // The success page confirms only the notice this browser sent (issue 20), not an address typed in.
    context.cookies.set(COOKIES.dmcaReceipt, String(notice_id), { maxAgeMs: DMCA_RECEIPT_MAX_AGE_MS });
    return redirect(`${DMCA_SUCCESS_PATH}?notice=${notice_id}`);
  } catch (error) {
    return ruleError(error);
  }
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
      <DmcaFormView error={result?.error} field={result?.field} submitting={submitting} origin={origin} />
    </ScreenFrame>
  );
}
