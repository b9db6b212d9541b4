/**
 * /live/join_live?live_id= (spec section 2; issue 22): the live room, for viewers and for the
 * creator (who lands here after "Go live"). The shell's socket joins the room itself (the `li`
 * query); this page reads the live (GET live/detail: 30023 from a blocked location is a toast on
 * live pages, and the page says the live cannot be shown) and shows the room.
 */
import { useSearchParams } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { ButtonLink, EmptyState, Spinner } from '#ds';
import type { LiveView } from '../../common/live';
import { LiveRoom } from '../features/live/room/LiveRoom';
import { liveApi, liveIdOf } from '../features/live/room/live-api';
import { ScreenFrame } from '../features/shell/ScreenFrame';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

type Load = { kind: 'loading' } | { kind: 'ready'; live: LiveView } | { kind: 'failed'; message: string };

function NoLive({ message }: { message: string }) {
  return (
    <ScreenFrame title="Live">
      <EmptyState icon="live" title="This Live cannot be shown" description={message} action={<ButtonLink href="/home">Back to home</ButtonLink>} />
    </ScreenFrame>
  );
}

export default function JoinLive() {
  const [params] = useSearchParams();
  const liveId = liveIdOf(params.get('live_id'));
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  useEffect(() => {
    if (liveId === null) return;
    let current = true;
    setLoad({ kind: 'loading' });
    liveApi.detail(liveId).then(
      (live) => current && setLoad({ kind: 'ready', live }),
      (error: unknown) => current && setLoad({ kind: 'failed', message: error instanceof Error ? error.message : 'Please try again.' }),
    );
    return () => {
      current = false;
    };
  }, [liveId]);

  if (liveId === null) return <NoLive message="Lives open from a creator's profile, the feed or a notification." />;
  if (load.kind === 'failed') return <NoLive message={load.message} />;
  if (load.kind === 'loading') {
    return (
      <ScreenFrame title="Live">
        <Spinner label="Joining the Live" />
      </ScreenFrame>
    );
  }
  // Another live (a link followed from the room) is a new room with its own media.
  return <LiveRoom key={load.live.live_id} initial={load.live} />;
}
