/**
 * The ways in for fans (issue 22): on a creator's profile, "Watch live" with the LIVE badge while
 * they are live, "Live at {time}" when one is scheduled (GET of_user); on the feed, the strip of
 * followed creators' lives (GET list). Both are quiet when there is nothing (or no answer). What they
 * show (LiveEntryViews.tsx) loads while the request is under way: nothing shows before it answers (ADR 116).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { LiveListItem } from '../../../common/live';
import { api } from '../../lib/api';

const loadViews = () => import('./LiveEntryViews');
const ProfileLiveEntryView = lazy(() => loadViews().then((m) => ({ default: m.ProfileLiveEntryView })));
const FeedLiveStripView = lazy(() => loadViews().then((m) => ({ default: m.FeedLiveStripView })));

export function ProfileLiveEntry({ userId }: { userId: number }) {
  const [live, setLive] = useState<LiveListItem | null>(null);
  useEffect(() => {
    let cancelled = false;
    void loadViews();
    api()
      .call('live.of_user', { user_id: userId }, { silent: true })
      .then((answer) => !cancelled && setLive(answer.live))
      .catch(() => undefined); // no live line is the quiet fallback
    return () => {
      cancelled = true;
    };
  }, [userId]);
  if (!live) return null;
  return (
    <Suspense fallback={null}>
      <ProfileLiveEntryView live={live} />
    </Suspense>
  );
}

/** The feed's strip (signed-up viewers: it lists followed creators' lives). */
export function FeedLiveStrip() {
  const [list, setList] = useState<LiveListItem[]>([]);
  useEffect(() => {
    let cancelled = false;
    void loadViews();
    api()
      .call('live.list', {}, { silent: true })
      .then((answer) => !cancelled && setList(answer.list))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);
  if (list.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <FeedLiveStripView list={list} />
    </Suspense>
  );
}
