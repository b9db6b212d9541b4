/** /@{user_name} as a view: the header with counts, follow, the subscribe and message places, and the posts grid. */
import type { ReactNode } from 'react';
import { ExplicitMedia } from '../age-gate/ExplicitMedia';
import { ReportButton } from '../moderation/ReportDialog';
import { Avatar, Box, Button, EmptyState, Heading, MediaGrid, MediaTile, Stack, Text, TextLink } from '#ds';
import type { ProfileView as Profile } from '../../../common/feed';
import type { PostView } from '../../../common/content';
import { thumbnail } from '../feed/media-urls';
import { CreatorPayActions } from '../pay/CreatorPayActions';

export interface ProfileViewProps {
  profile: Profile;
  posts: PostView[];
  following: boolean;
  followBusy?: boolean;
  onFollow: () => void;
  /** Where joining the membership plugs in (the money issue). */
  subscribe?: ReactNode;
  onOpenPost: (post: PostView) => void;
  /** A thumbnail for a media URL (stories use local pictures). */
  thumb?: (url: string) => string;
}

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export function ProfileView({ profile, posts, following, followBusy = false, onFollow, subscribe, onOpenPost, thumb = thumbnail }: ProfileViewProps) {
  const name = profile.nickname || profile.user_name;
  const withMedia = posts.filter((p) => p.media.length > 0);
  return (
    <Stack gap="large">
      <Box paddingX="large">
        <Stack gap="medium">
          <Box display="flex" alignItems="center" gap="medium">
            <Avatar src={profile.portrait || undefined} name={name} size="large" />
            <Stack gap="xsmall">
              <Heading level={2}>{name}</Heading>
              <Text tone="muted">@{profile.user_name}</Text>
            </Stack>
          </Box>
          {profile.bio && <Text>{profile.bio}</Text>}
          <Box display="flex" gap="medium" flexWrap="wrap">
            <Text size="sm">{count(profile.counts.posts, 'post', 'posts')}</Text>
            <TextLink href={`/user/followers?user_id=${profile.user_id}`}>{count(profile.counts.followers, 'follower', 'followers')}</TextLink>
            <TextLink href={`/user/following?user_id=${profile.user_id}`}>{`${profile.counts.following.toLocaleString('en-US')} following`}</TextLink>
          </Box>
          {profile.own ? (
            <Box display="flex" gap="small" flexWrap="wrap">
              <TextLink href="/user/edit_profile">Edit profile</TextLink>
              <TextLink href="/user/account">Account</TextLink>
              <TextLink href="/setting">Settings</TextLink>
            </Box>
          ) : (
            <Box display="flex" gap="small" flexWrap="wrap" alignItems="center">
              <Button variant={following ? 'secondary' : 'primary'} loading={followBusy} onPress={onFollow} aria-pressed={following}>
                {following ? 'Following' : 'Follow'}
              </Button>
              {subscribe}
              <TextLink href={`/chatRoom?activeContactId=${profile.user_id}`}>Message</TextLink>
              <ReportButton target="user" targetId={profile.user_id} ownerId={profile.user_id} />
            </Box>
          )}
          {!profile.own && profile.user_role === 1 && <CreatorPayActions creatorId={profile.user_id} creatorName={name} />}
        </Stack>
      </Box>
      {withMedia.length === 0 ? (
        <EmptyState title="No posts yet" description={`Posts by ${name} will show here.`} />
      ) : (
        <MediaGrid label={`Posts by ${name}`}>
          {withMedia.map((post) => {
            const m = post.media[0];
            const src = m.locked || !m.url ? m.preview_url : m.kind === 2 ? (m.poster_url ? thumb(m.poster_url) : m.preview_url) : thumb(m.url);
            const tile = (
              <MediaTile
                kind={m.kind === 2 ? 'video' : 'image'}
                src={src}
                alt={post.caption || `Post by ${name}`}
                locked={post.access.locked}
                price={post.access.locked && post.access.unlock_price !== null ? post.access.unlock_price : undefined}
                onPress={() => onOpenPost(post)}
              />
            );
            // Locked tiles are blurred previews already; one's own posts are never hidden from oneself.
            return (
              <li key={post.post_id}>
                {post.access.locked || profile.own ? tile : <ExplicitMedia label={post.caption || `post by ${name}`}>{tile}</ExplicitMedia>}
              </li>
            );
          })}
        </MediaGrid>
      )}
    </Stack>
  );
}
