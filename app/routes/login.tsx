import { Box, Text } from '#ds';
import { PRODUCT_NAME } from '../../common/brand';
import { LoginScreen } from '../features/login/LoginScreen';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

/** /login and, for visitors, /: sign in or sign up with an emailed code (or Google). */
export default function Login() {
  return (
    <Box as="main" id="main" paddingX="large" paddingY="xlarge">
      <Box paddingBottom="xlarge">
        <Text size="lg" weight="bold" tone="accent" as="p">
          {PRODUCT_NAME}
        </Text>
      </Box>
      <LoginScreen />
    </Box>
  );
}
