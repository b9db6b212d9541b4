/** /manage/dmca_form: the public DMCA takedown notice (ADR 092); a valid notice goes to /manage/dmca_form/success. */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { DMCA_SUCCESS_PATH, noticeInput } from '../../common/moderation';
import { DmcaFormView } from '../features/moderation/DmcaFormView';
import { inputError, ruleError, text, ticked, type FormResult } from '../features/moderation/form-result';
import { ScreenFrame } from '../features/shell/ScreenFrame';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

/** The site's address as the visitor reached it, for the example URLs. */
export function loader({ request }: LoaderFunctionArgs) {
  return { origin: new URL(request.url).origin };
}

export async function action({ context, request }: ActionFunctionArgs) {
  const form = await request.formData();
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
    return redirect(`${DMCA_SUCCESS_PATH}?notice=${notice_id}`);
  } catch (error) {
    return ruleError(error);
  }
}

export default function DmcaForm() {
  const result = useActionData<typeof action>() as FormResult | undefined;
  const navigation = useNavigation();
  const { origin } = useLoaderData<typeof loader>();
  return (
    <ScreenFrame title="DMCA Takedown Request">
      <DmcaFormView error={result?.error} field={result?.field} submitting={navigation.state === 'submitting'} origin={origin} />
    </ScreenFrame>
  );
}
