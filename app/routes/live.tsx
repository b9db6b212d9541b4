/**
 * /live?ts= (issue 22, spec section 2): the creator's go-live screen, "reached only after camera
 * and microphone access is granted". The create popup runs that check and adds a fresh ts; a visit
 * without one (a bookmark, an old tab) shows the access step first (ADR 104).
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Box } from '#ds';
import { GoLiveView } from '../features/live/GoLiveView';
import { useLiveAccess } from '../features/live/go-live-access';
import { isFreshLiveTs } from '../features/live/live-ts';
import { useGoLive } from '../features/live/use-go-live';
import { requireCreator } from '../features/session/access.server';
import { ScreenFrame } from '../features/shell/ScreenFrame';
import { pacificToday } from '../lib/pacific';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

export function loader({ context, request }: LoaderFunctionArgs) {
  requireCreator(context, request);
  const access: 'granted' | 'needed' = isFreshLiveTs(new URL(request.url).searchParams.get('ts')) ? 'granted' : 'needed';
  return { access, today: pacificToday() };
}

export default function Live() {
  const { access, today } = useLoaderData<typeof loader>();
  const state = useGoLive({ access, today });
  const liveAccess = useLiveAccess();
  return (
    <ScreenFrame title="Live">
      <Box paddingX="large" paddingY="large">
        <GoLiveView
          access={access}
          onAskAccess={() => void liveAccess.go({ replace: true })}
          asking={liveAccess.checking}
          preview={{
            stream: state.preview.stream,
            message: state.preview.problem,
            mirrored: state.preview.mirrored,
            onSwitchCamera: state.preview.switchCamera,
          }}
          form={state.form}
          onChange={state.change}
          errors={state.errors}
          schedule={state.schedule}
          onScheduleChange={state.setSchedule}
          today={today}
          onSubmit={() => void state.submit()}
          submitting={state.submitting}
          running={state.running}
          scheduled={state.scheduled}
          onCancel={(id) => void state.cancel(id)}
          onStartScheduled={(id) => void state.startScheduled(id)}
          busyId={state.busyId}
          listError={state.listError}
        />
        {liveAccess.dialog}
      </Box>
    </ScreenFrame>
  );
}
