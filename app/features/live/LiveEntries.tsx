/**
 * The ways in for fans (issue 22): on a creator's profile, "Watch live" with the LIVE badge while
 * they are live, "Live at {time}" when one is scheduled (GET of_user); on the feed, the strip of
 * followed creators' lives (GET list). Both are quiet when there is nothing (or no answer).
 */
import { useEffect, useState } from 'react';
import { Box, ButtonLink, Icon, LiveBadge, LiveStrip, Stack, Text, formatPacific, type LiveStripItem } from '#ds';
import type { LiveListItem } from '../../../common/live';
import { api } from '../../lib/api';
import { joinLiveHref } from './live-api';

/** The profile's line for a creator's running or next live. */
export function ProfileLiveEntryView({ live }: { live: LiveListItem | null }) {
  if (!live) return null;
  if (live.state === 'running')
    return (
      <Box display="flex" alignItems="center" gap="small" flexWrap="wrap" data-testid="profile-live">
        <LiveBadge />
        <Text weight="semibold" maxLines={1}>
          {live.title}
        </Text>
        <ButtonLink href={joinLiveHref(live.live_id)} variant="primary" icon="live">
          Watch live
        </ButtonLink>
      </Box>
    );
  return (
    <Box display="flex" alignItems="center" gap="small" data-testid="profile-live">
      <Icon name="calendar" />
      <Stack gap="none">
        <Text weight="semibold">Live at {live.starts_at ? formatPacific(live.starts_at * 1000) : ''}</Text>
        <Text tone="muted" size="sm" maxLines={1}>
          {live.title}
        </Text>
      </Stack>
    </Box>
  );
}

export function ProfileLiveEntry({ userId }: { userId: number }) {
  const [live, setLive] = useState<LiveListItem | null>(null);
  useEffect(() => {
    let cancelled = false;
    api()
      .call('live.of_user', { user_id: userId }, { silent: true })
      .then((answer) => !cancelled && setLive(answer.live))
      .catch(() => undefined); // no live line is the quiet fallback
    return () => {
      cancelled = true;
    };
  }, [userId]);
  return <ProfileLiveEntryView live={live} />;
}

export function liveStripItems(list: LiveListItem[]): LiveStripItem[] {
  return list.map((live) => ({
    id: live.live_id,
    href: joinLiveHref(live.live_id),
    name: live.creator.nick_name || live.creator.user_name,
    portrait: live.creator.portrait || undefined,
    title: live.title,
    running: live.state === 'running',
    detail: live.state === 'running' ? `${live.viewer_count} watching` : live.starts_at ? `At ${formatPacific(live.starts_at * 1000, 'time')}` : undefined,
  }));
}

/** The feed's strip (signed-up viewers: it lists followed creators' lives). */
export function FeedLiveStrip() {
  const [list, setList] = useState<LiveListItem[]>([]);
  useEffect(() => {
    let cancelled = false;
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
    <Box paddingX="medium" paddingBottom="small">
      <LiveStrip items={liveStripItems(list)} label="Lives of creators you follow" />
    </Box>
  );
}
