/** /notifications: the user's notifications (newest first), marking read, and turning push on. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useRevalidator } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { Box } from '#ds';
import { requireSignedUp } from '../features/session/access.server';
import { NotificationsView, type NotificationListItem } from '../features/notifications/NotificationsView';
import { enablePush, pushState, type PushState } from '../features/notifications/push-client';
import { ScreenFrame } from '../features/shell/ScreenFrame';
import { api } from '../lib/api';
import { useBanners } from '../stores/notifications';
import { useRealtimeStore } from '../stores/realtime';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

const PAGE = 30;

export async function loader({ context, request }: LoaderFunctionArgs) {
  const { services } = context;
  const user = requireSignedUp(context, request);
  const userId = user.user_id;
  const page = await services.notifications.list(userId, { limit: PAGE });
  const { TN } = await services.system.unreadCounters(userId);
  return { ...page, TN };
}

const PUSH_MESSAGES: Partial<Record<PushState | 'failed', string>> = {
  denied: 'Push notifications were not allowed.',
  failed: 'Push notifications could not be turned on. Please try later.',
};

export default function Notifications() {
  const first = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const [older, setOlder] = useState<{ list: NotificationListItem[]; hasMore: boolean } | null>(null);
  const [readIds, setReadIds] = useState<Set<number>>(new Set());
  const [loadingMore, setLoadingMore] = useState(false);
  const [markingRead, setMarkingRead] = useState(false);
  const [error, setError] = useState<string>();
  const [push, setPush] = useState<PushState>('unsupported');
  const [pushBusy, setPushBusy] = useState(false);
  const [pushMessage, setPushMessage] = useState<string>();
  const TN = useRealtimeStore((s) => s.TN);
  const setTN = useRealtimeStore((s) => s.setTN);

  useEffect(() => setPush(pushState()), []);
  useEffect(() => setTN(first.TN), [first.TN, setTN]);
  // A notification arriving while the page is open: load the list again.
  const received = useBanners((s) => s.received);
  const seenReceived = useRef(received);
  useEffect(() => {
    if (received === seenReceived.current) return;
    seenReceived.current = received;
    setOlder(null);
    revalidator.revalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the revalidator changes each render
  }, [received]);

  const items = [...first.list, ...(older?.list ?? [])].map((item) => (readIds.has(item.id) ? { ...item, read: true } : item));
  const hasMore = older ? older.hasMore : first.has_more;

  const loadMore = async () => {
    setLoadingMore(true);
    setError(undefined);
    try {
      const next = await api().call('notify.list', { before_id: items[items.length - 1]?.id, limit: PAGE }, { silent: true });
      setOlder((o) => ({ list: [...(o?.list ?? []), ...next.list], hasMore: next.has_more }));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setLoadingMore(false);
    }
  };

  const markRead = async (params: { ids: number[] } | { all: true }) => {
    const result = await api().call('notify.read', params, { silent: true });
    setTN(result.TN);
    setReadIds((s) => new Set([...s, ...('all' in params ? items.map((i) => i.id) : params.ids)]));
  };

  return (
    <ScreenFrame title="Notifications">
      <Box paddingX="large" paddingY="large">
        <NotificationsView
          items={items}
          hasMore={hasMore}
          loadingMore={loadingMore}
          unread={TN}
          markingRead={markingRead}
          error={error}
          push={push}
          pushBusy={pushBusy}
          pushMessage={pushMessage}
          onLoadMore={() => void loadMore()}
          onMarkAllRead={() => {
            setMarkingRead(true);
            setError(undefined);
            markRead({ all: true })
              .catch((failure: Error) => setError(failure.message))
              .finally(() => setMarkingRead(false));
          }}
          onOpen={(item) => {
            if (!item.read) void markRead({ ids: [item.id] }).catch(() => undefined);
          }}
          onEnablePush={() => {
            setPushBusy(true);
            setPushMessage(undefined);
            enablePush()
              .then((result) => {
                setPush(pushState());
                setPushMessage(PUSH_MESSAGES[result]);
              })
              .finally(() => setPushBusy(false));
          }}
        />
      </Box>
    </ScreenFrame>
  );
}
