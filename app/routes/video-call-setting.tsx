/** /video-call/setting: a creator's video calls (issue 21): on or off, price per minute, minimum minutes, hours. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Box } from '#ds';
import { CallSettingView } from '../features/calls/CallSettingView';
import { useCallSetting } from '../features/calls/use-call-setting';
import { orRouteError, requireCreator } from '../features/session/access.server';
import { ScreenFrame } from '../features/shell/ScreenFrame';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = requireCreator(context, request);
  return { setting: await orRouteError(context.services.calls.setting(user.user_id)) };
}

export default function VideoCallSetting() {
  const { setting } = useLoaderData<typeof loader>();
  const state = useCallSetting(setting);
  return (
    <ScreenFrame title="Video Call Settings">
      <Box paddingX="large" paddingY="large">
        <CallSettingView
          form={state.form}
          onChange={state.change}
          deviceTimeZone={state.deviceTimeZone}
          errors={state.errors}
          onSave={() => void state.save()}
          saving={state.saving}
          saved={state.saved}
        />
      </Box>
    </ScreenFrame>
  );
}
