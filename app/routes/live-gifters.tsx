/** /live/gifters?live_id= (spec section 2; issue 22): the live's gifters ranking (GET live/gifters). */
import { useSearchParams } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { ButtonLink, EmptyState, Spinner } from '#ds';
import type { LiveGifter } from '../../common/live';
import { GiftersView } from '../features/live/room/GiftersView';
import { liveApi, liveIdOf } from '../features/live/room/live-api';
import { ScreenFrame } from '../features/shell/ScreenFrame';

export { accessLoader as loader } from '../features/session/access.server';
export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

export default function LiveGifters() {
  const [params] = useSearchParams();
  const liveId = liveIdOf(params.get('live_id'));
  const [list, setList] = useState<LiveGifter[] | null | 'failed'>(null);
  useEffect(() => {
    if (liveId === null) return;
    let current = true;
    liveApi.gifters(liveId).then(
      (r) => current && setList(r.list),
      () => current && setList('failed'),
    );
    return () => {
      current = false;
    };
  }, [liveId]);
  return (
    <ScreenFrame title="Gifters">
      {liveId === null || list === 'failed' ? (
        <EmptyState
          icon="gift"
          title="No gifters to show"
          description="Open the ranking from a Live."
          action={<ButtonLink href="/home">Back to home</ButtonLink>}
        />
      ) : list === null ? (
        <Spinner label="Loading the gifters" />
      ) : (
        <GiftersView liveId={liveId} gifters={list} />
      )}
    </ScreenFrame>
  );
}
