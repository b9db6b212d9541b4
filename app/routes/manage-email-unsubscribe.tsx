/**
 * /manage/email/unsubscribe?token=...: an email's unsubscribe link, without logging in. The
 * loader checks the token; the page then unsubscribes (a POST from the browser, so mail
 * scanners that only fetch the link change nothing) and offers Resubscribe.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { Box } from '#ds';
import { ERRORS } from '../../common/errors';
import { RESUBSCRIBE_FAILED, UNSUBSCRIBE_FAILED, type EmailCategory } from '../../common/notifications';
import { UnsubscribeView, type UnsubscribeState } from '../features/notifications/UnsubscribeView';
import { ScreenFrame } from '../features/shell/ScreenFrame';
import { api } from '../lib/api';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  try {
    const link = await context.services.email.peek(token);
    return { valid: true as const, token, ...link };
  } catch (error) {
    // Only the "not a link of ours" error is the visitor's; anything else is a real fault.
    if ((error as { code?: number }).code !== ERRORS.EMAIL_LINK_INVALID.code) throw error;
    return { valid: false as const, token, message: ERRORS.EMAIL_LINK_INVALID.message };
  }
}

export default function Unsubscribe() {
  const link = useLoaderData<typeof loader>();
  const [state, setState] = useState<UnsubscribeState>(link.valid ? 'working' : 'invalid');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(link.valid ? undefined : link.message);
  const [email, setEmail] = useState<string | null | undefined>(link.valid ? link.email : undefined);

  const call = async (to: 'unsubscribe' | 'resubscribe') => {
    setBusy(true);
    setError(undefined);
    try {
      const result = await api().call(to === 'unsubscribe' ? 'notify.email.unsubscribe' : 'notify.email.resubscribe', { token: link.token }, { silent: true });
      setEmail(result.email);
      setState(to === 'unsubscribe' ? 'unsubscribed' : 'resubscribed');
    } catch {
      setError(to === 'unsubscribe' ? UNSUBSCRIBE_FAILED : RESUBSCRIBE_FAILED);
    } finally {
      setBusy(false);
    }
  };

  const started = useRef(false);
  useEffect(() => {
    if (!link.valid || started.current) return;
    started.current = true;
    void call('unsubscribe');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page load
  }, []);

  return (
    <ScreenFrame title="Unsubscribe">
      <Box paddingX="large" paddingY="large">
        <UnsubscribeView
          state={state}
          category={link.valid ? (link.category as EmailCategory) : undefined}
          email={email}
          busy={busy}
          error={error}
          onResubscribe={() => void call('resubscribe')}
          onUnsubscribe={() => void call('unsubscribe')}
        />
      </Box>
    </ScreenFrame>
  );
}
