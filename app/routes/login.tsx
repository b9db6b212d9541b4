import { Box, Text } from '#ds';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { PRODUCT_NAME } from '../../common/brand';
import { catalogueEntry, ERRORS } from '../../common/errors';
import { LoginScreen } from '../features/login/LoginScreen';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

/**
 * A sign-in that failed elsewhere (Google) comes back as ?error={code}: its text is looked up here,
 * so the page does not ship the whole error catalogue (ADR 115).
 */
export function loader({ request }: LoaderFunctionArgs) {
  const code = Number(new URL(request.url).searchParams.get('error'));
  return { signInError: code ? (catalogueEntry(code)?.message ?? ERRORS.OAUTH_FAILED.message) : null };
}

/** /login and, for visitors, /: sign in or sign up with an emailed code (or Google). */
export default function Login() {
  const { signInError } = useLoaderData<typeof loader>();
  return (
    <Box as="main" id="main" paddingX="large" paddingY="xlarge">
      <Box paddingBottom="xlarge">
        <Text size="lg" weight="bold" tone="accent" as="p">
          {PRODUCT_NAME}
        </Text>
      </Box>
      <LoginScreen signInError={signInError} />
    </Box>
  );
}
