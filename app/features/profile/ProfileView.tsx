/**
 * /@{user_name} as a view (issue 20): the cover with the avatar over its edge, name, handle, bio,
 * the counts as stats, Follow beside the avatar, the sticky action row in one line on a phone (Subscribe
 * with its price or "Member", Message, Tip and "More" with Send a gift, Flirt and Report; Edit profile and
 * Settings on one's own), then Posts and Media tabs of square tiles.
 */
import { useState, type ReactNode } from 'react';
import { ExplicitMedia } from '../age-gate/ExplicitMedia';
import { ReportButton, ReportDialogFor, useCanReport } from '../moderation/ReportDialog';
import { Box, Button, ButtonLink, EmptyState, IconButtonLink, MediaGrid, MediaTile, ProfileHeader, StatCounts, Tabs, type ActionSheetAction } from '#ds';
import type { ProfileView as Profile } from '../../../common/feed';
import type { PostView } from '../../../common/content';
import { coverSources, thumbnail } from '../feed/media-urls';

export interface ProfileViewProps {
  profile: Profile;
  posts: PostView[];
  following: boolean;
  /** The followers count as shown (the page updates it at once on Follow / Unfollow). */
  followers?: number;
  followBusy?: boolean;
  onFollow: () => void;
  /** Subscribe with its price, or "Member" (SubscribeAction); nothing when no membership is offered. */
  subscribe?: ReactNode;
  /** The "Video call" action with its price (a creator's profile, not one's own): a line of its own under the header. */
  call?: ReactNode;
  /** The creator's running or next live ("Watch live", "Live at ..."): a line under the header. */
  live?: ReactNode;
  /** Tip and "More" with the other ways to pay the creator (compact CreatorPayActions), given the menu's extra entries (Report). */
  pay?: (extra: ActionSheetAction[]) => ReactNode;
  onOpenPost: (post: PostView) => void;
  /** Under the grid: the next page of posts. */
  more?: ReactNode;
  /** A thumbnail for a media URL (stories use local pictures). */
  thumb?: (url: string) => string;
}

type Item = PostView['media'][number];

function tileOf(post: PostView, m: Item, alt: string, thumb: (url: string) => string, onPress: () => void) {
  const src = m.locked || !m.url ? m.preview_url : m.kind === 2 ? (m.poster_url ? thumb(m.poster_url) : m.preview_url) : thumb(m.url);
  const locked = post.access.locked;
  return (
    <MediaTile
      kind={m.kind === 2 ? 'video' : 'image'}
      shape="square"
      src={src}
      alt={alt}
      locked={locked}
      price={locked && post.access.unlock_price !== null ? post.access.unlock_price : undefined}
      onPress={onPress}
    />
  );
}

export function ProfileView({
  profile,
  posts,
  following,
  followers = profile.counts.followers,
  followBusy = false,
  onFollow,
  subscribe,
  call,
  live,
  pay,
  onOpenPost,
  more,
  thumb = thumbnail,
}: ProfileViewProps) {
  const name = profile.nickname || profile.user_name;
  const [reporting, setReporting] = useState(false);
  const canReport = useCanReport(profile.user_id);
  const withMedia = posts.filter((p) => p.media.length > 0);
  // Locked tiles are blurred previews already; one's own posts are never hidden from oneself.
  const guard = (post: PostView, label: string, tile: ReactNode) =>
    post.access.locked || profile.own ? tile : <ExplicitMedia label={label}>{tile}</ExplicitMedia>;
  const empty = <EmptyState icon="camera" title="No posts yet" description={profile.own ? 'Your posts will show here.' : `Posts by ${name} will show here.`} />;

  const postsGrid =
    withMedia.length === 0 ? (
      empty
    ) : (
      <MediaGrid label={`Posts by ${name}`}>
        {withMedia.map((post) => {
          const label = post.caption || `Post by ${name}`;
          return (
            <li key={post.post_id}>
              {guard(
                post,
                label,
                tileOf(post, post.media[0], label, thumb, () => onOpenPost(post)),
              )}
            </li>
          );
        })}
      </MediaGrid>
    );
  const mediaGrid =
    withMedia.length === 0 ? (
      empty
    ) : (
      <MediaGrid label={`Media by ${name}`}>
        {withMedia.flatMap((post) =>
          post.media.map((m, i) => {
            const label = `${m.kind === 2 ? 'Video' : 'Photo'} ${i + 1} of ${post.media.length}${post.caption ? `: ${post.caption}` : ` by ${name}`}`;
            return (
              <li key={`${post.post_id}:${m.media_id}`}>
                {guard(
                  post,
                  label,
                  tileOf(post, m, label, thumb, () => onOpenPost(post)),
                )}
              </li>
            );
          }),
        )}
      </MediaGrid>
    );

  const actions = profile.own ? (
    <>
      <ButtonLink href="/user/edit_profile" variant="primary">
        Edit profile
      </ButtonLink>
      <IconButtonLink href="/setting" icon="settings" label="Settings" />
    </>
  ) : (
    <>
      {subscribe}
      {pay ? (
        <IconButtonLink href={`/chatRoom?activeContactId=${profile.user_id}`} icon="chat" label="Message" variant="secondary" size="small" />
      ) : (
        <ButtonLink href={`/chatRoom?activeContactId=${profile.user_id}`} icon="chat">
          Message
        </ButtonLink>
      )}
      {pay ? (
        <>
          {pay(canReport ? [{ id: 'report', label: 'Report', icon: 'block', onPress: () => setReporting(true) }] : [])}
          <ReportDialogFor target="user" targetId={profile.user_id} ownerId={profile.user_id} open={reporting} onOpenChange={setReporting} />
        </>
      ) : (
        <ReportButton target="user" targetId={profile.user_id} ownerId={profile.user_id} />
      )}
    </>
  );
  const follow = profile.own ? undefined : (
    <Button variant={following ? 'secondary' : subscribe ? 'secondary' : 'primary'} size="sm" loading={followBusy} onPress={onFollow} aria-pressed={following}>
      {following ? 'Following' : 'Follow'}
    </Button>
  );

  return (
    <Box display="flex" flexDirection="column" gap="large">
      <ProfileHeader
        name={name}
        userName={profile.user_name}
        portrait={profile.portrait}
        cover={profile.cover}
        coverSources={profile.cover ? coverSources(profile.cover) : undefined}
        bio={profile.bio}
        stats={
          <StatCounts
            label={`${name} in numbers`}
            items={[
              { value: profile.counts.posts, label: profile.counts.posts === 1 ? 'post' : 'posts', href: `/user/post_view?user_id=${profile.user_id}` },
              { value: followers, label: followers === 1 ? 'follower' : 'followers', href: `/user/followers?user_id=${profile.user_id}` },
              { value: profile.counts.following, label: 'following', href: `/user/following?user_id=${profile.user_id}` },
            ]}
          />
        }
        aside={follow}
        actions={actions}
      />
      {live && !profile.own && <Box paddingX="large">{live}</Box>}
      {call && !profile.own && <Box paddingX="large">{call}</Box>}
      <Tabs
        label={`${name}'s content`}
        items={[
          { id: 'posts', label: 'Posts', content: postsGrid },
          { id: 'media', label: 'Media', content: mediaGrid },
        ]}
        defaultSelectedId="posts"
      />
      {more}
    </Box>
  );
}
