/** One post as the viewer may see it: the creator, the caption, each media item (or its blurred preview and the way in). */
import { memo } from 'react';
import { Avatar, Box, Button, ButtonLink, DateTime, PostMedia, Stack, Text, TextLink, formatCount } from '#ds';
import { VISIBILITY } from '../../../common/visibility';
import type { PostView } from '../../../common/content';
import { useFeedVolume, videoSound } from '../../stores/volume';
import { ExplicitMedia } from '../age-gate/ExplicitMedia';
import { HiddenNotice } from '../moderation/HiddenNotice';
import { ReportButton } from '../moderation/ReportDialog';
import { imageSources } from './media-urls';

export interface PostCardProps {
  post: PostView;
  /** The unlock in flight for this post. */
  unlocking?: boolean;
  onUnlock: (post: PostView) => void;
  onShare: (post: PostView) => void;
  /** Image sources for a media URL (stories use local pictures). */
  sources?: (url: string) => { src: string; srcSet?: string; sizes?: string };
  /** Whether the card links to its post's page (not on that page itself). */
  linkToPost?: boolean;
  /** The list's first post: its first picture is the page's LCP element and loads first (PostMedia's priority). */
  priority?: boolean;
}

const visibilityLabel: Record<number, string> = {
  [VISIBILITY.PPV]: 'Pay to view',
  [VISIBILITY.Members]: 'Members only',
  [VISIBILITY.MembersAndPPV]: 'Members, or pay to view',
};

/** Memoised: a feed re-renders its list often (the router, a page loaded), and a card's props change only with its post. */
export const PostCard = memo(function PostCard({
  post,
  unlocking = false,
  onUnlock,
  onShare,
  sources = imageSources,
  linkToPost = true,
  priority = false,
}: PostCardProps) {
  const name = post.creator.nickname || post.creator.user_name;
  // One sound for the whole feed this session (starts at 0): unmuting one video keeps the next ones at that volume.
  const sound = videoSound(useFeedVolume());
  const fromVideo = useFeedVolume((state) => state.fromVideo);
  const profile = `/@${post.creator.user_name}`;
  const { access } = post;
  const action = access.locked ? (
    <Stack gap="small" align="center">
      {access.unlock_price !== null && (
        <Button loading={unlocking} onPress={() => onUnlock(post)}>
          {`Unlock for ${formatCount(access.unlock_price)} coins`}
        </Button>
      )}
      {access.join && (
        <ButtonLink href={`/subs/subs_detail?creator=${post.creator.user_name}`} variant={access.unlock_price !== null ? 'secondary' : 'primary'}>
          Join to see
        </ButtonLink>
      )}
    </Stack>
  ) : undefined;

  return (
    <article aria-label={`Post by ${name}`} data-post-id={post.post_id}>
      <Stack gap="small">
        <Box display="flex" alignItems="center" gap="small" paddingX="medium">
          <Avatar src={post.creator.portrait || undefined} name={name} size="medium" decorative />
          <Box display="flex" flexDirection="column" flexGrow={1}>
            <TextLink href={profile}>{name}</TextLink>
            <Text size="sm" tone="muted">
              {post.published_at ? <DateTime value={post.published_at * 1000} /> : null}
              {visibilityLabel[post.visibility] ? ` · ${visibilityLabel[post.visibility]}` : ''}
            </Text>
          </Box>
          <ReportButton target="post" targetId={post.post_id} ownerId={post.creator.user_id} />
        </Box>
        {post.hidden && <HiddenNotice hidden={post.hidden} />}
        {post.caption && (
          <Box paddingX="medium">
            <Text>{post.caption}</Text>
          </Box>
        )}
        {post.media.map((m, i) => {
          const alt = `${m.kind === 2 ? 'Video' : 'Photo'} ${i + 1} of ${post.media.length} by ${name}`;
          if (m.locked || !m.url) {
            return (
              <PostMedia
                key={m.media_id}
                kind={m.kind === 2 ? 'video' : 'image'}
                alt={alt}
                width={m.width}
                height={m.height}
                locked
                preview={m.preview_url}
                priority={priority && i === 0}
                lockedLabel={i === 0 ? visibilityLabel[post.visibility] : undefined}
                action={i === 0 ? action : undefined}
              />
            );
          }
          return (
            <ExplicitMedia key={m.media_id} label={alt}>
              {m.kind === 2 ? (
                <PostMedia
                  kind="video"
                  alt={alt}
                  width={m.width}
                  height={m.height}
                  src={m.url}
                  poster={m.poster_url ? sources(m.poster_url).src : undefined}
                  muted={sound.muted}
                  volume={sound.volume}
                  onVolumeChange={fromVideo}
                />
              ) : (
                <PostMedia kind="image" alt={alt} width={m.width} height={m.height} {...sources(m.url)} priority={priority && i === 0} />
              )}
            </ExplicitMedia>
          );
        })}
        <Box display="flex" alignItems="center" gap="small" paddingX="medium">
          <Button variant="ghost" size="sm" onPress={() => onShare(post)}>
            Share
          </Button>
          {linkToPost && <TextLink href={`/post?id=${post.post_id}`}>Open post</TextLink>}
        </Box>
      </Stack>
    </article>
  );
});
