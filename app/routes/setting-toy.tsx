/** /setting/toy_setting: a creator's toy (issue 22 point 5, ADR 103): tip levels, and the Lovense toy on this device. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Box } from '#ds';
import { ToyConnection } from '../features/live/toys/ToyConnection';
import { ToySettingView } from '../features/live/toys/ToySettingView';
import { useToySetting } from '../features/live/toys/use-toy-setting';
import { orRouteError, requireCreator } from '../features/session/access.server';
import { ScreenFrame } from '../features/shell/ScreenFrame';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = requireCreator(context, request);
  return { setting: await orRouteError(context.services.toys.setting(user.user_id)) };
}

export default function ToySetting() {
  const { setting } = useLoaderData<typeof loader>();
  const state = useToySetting(setting);
  return (
    <ScreenFrame title="Toy Settings">
      <Box paddingX="large" paddingY="large">
        <ToySettingView
          form={state.form}
          onChange={state.change}
          errors={state.errors}
          onSave={state.save}
          saving={state.saving}
          saved={state.saved}
          connection={<ToyConnection strength={state.form.levels[0]?.strength ?? 1} />}
        />
      </Box>
    </ScreenFrame>
  );
}
