/**
 * What the ways in of LiveEntries.tsx show once their request has answered: the profile's line for a
 * creator's running or next live, and the feed's strip of followed creators' lives (ADR 116).
 */
import { Box, ButtonLink, Icon, LiveBadge, LiveStrip, Stack, Text, formatPacific, type LiveStripItem } from '#ds';
import type { LiveListItem } from '../../../common/live';
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

export function FeedLiveStripView({ list }: { list: LiveListItem[] }) {
  return (
    <Box paddingX="medium" paddingBottom="small">
      <LiveStrip items={liveStripItems(list)} label="Lives of creators you follow" />
    </Box>
  );
}
