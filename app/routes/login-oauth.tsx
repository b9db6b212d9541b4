import { useRouteLoaderData, useSearchParams } from '@remix-run/react';
import { Box, EmptyState, Stack, Text, TextLink } from '#ds';
import { ERRORS } from '../../common/errors';
import { safeRedirectPath } from '../../common/identity-rules';
import type { RootLoaderData } from '../root.server';
import { ScreenFrame } from '../features/shell/ScreenFrame';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

/** /login/oauth: Google sign-in explained, and the way to start it (the server takes it from /login/oauth/start). */
export default function LoginOauth() {
  const root = useRouteLoaderData<RootLoaderData>('root');
  const [search] = useSearchParams();
  const redirect = safeRedirectPath(search.get('redirect'));
  return (
    <ScreenFrame title="Sign in with Google">
      <Box paddingX="large" paddingY="large">
        {root?.env.GOOGLE_SIGN_IN ? (
          <Stack gap="large">
            <Text>Use your Google account to sign in. New here? You will choose a username next; we only receive your email address from Google.</Text>
            <Text weight="semibold">
              <TextLink href={`/login/oauth/start?redirect=${encodeURIComponent(redirect)}`}>Continue with Google</TextLink>
            </Text>
            <Text size="sm" tone="muted">
              Prefer email? <TextLink href="/login">Sign in with a code instead</TextLink>.
            </Text>
          </Stack>
        ) : (
          <EmptyState title={ERRORS.OAUTH_UNAVAILABLE.message} description="You can sign in with a code sent to your email." />
        )}
      </Box>
    </ScreenFrame>
  );
}
