import { Box, EmptyState, Stack, TextLink } from '#ds';
import { ScreenFrame } from '../features/shell/ScreenFrame';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

/**
 * /google_login: the provider returns to /google_login/ with a code, which the server
 * handles before this page; reached without one, the sign-in did not happen.
 */
export default function GoogleLogin() {
  return (
    <ScreenFrame title="Sign in with Google">
      <Box paddingX="large" paddingY="large">
        <Stack gap="large">
          <EmptyState title="Google sign-in did not complete" description="Start again, or sign in with a code sent to your email." />
          <TextLink href="/login/oauth">Try Google again</TextLink>
          <TextLink href="/login">Sign in with email</TextLink>
        </Stack>
      </Box>
    </ScreenFrame>
  );
}
