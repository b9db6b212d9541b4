/** /publish/drafts and /publish/schedule as views: the creator's posts as rows (thumbnail, caption, audience, time) with Edit and Delete. */
import {
  Box,
  ConfirmDialog,
  DateTime,
  EmptyState,
  Heading,
  IconButton,
  ItemList,
  ListRow,
  RowThumb,
  Stack,
  StatusPill,
  Text,
  TextLink,
  formatCount,
} from '#ds';
import { VISIBILITY_LABEL, type Visibility } from '../../../common/content';
import { type StoredMedia, thumbOf } from './items';

/** What the lists need of a PostView (server/domain/content/views.ts). */
export interface PostListItem {
  post_id: number;
  caption: string;
  visibility: number;
  price: number | null;
  scheduled_at: number | null;
  created_at: number;
  /** The media in order: the first one is the row's thumbnail (the owner sees their own). */
  media: ({ kind: 1 | 2 } & Partial<Omit<StoredMedia, 'kind'>>)[];
}

export interface PostListViewProps {
  kind: 'drafts' | 'scheduled';
  list: PostListItem[];
  /** The post being deleted. */
  deleting?: number | null;
  error?: string;
  onDelete: (postId: number) => void;
  /** The picture of a post's first media (stories give their own). */
  thumbOfMedia?: (m: PostListItem['media'][number]) => string | null;
}

const mediaSummary = (media: { kind: 1 | 2 }[]) => {
  const images = media.filter((m) => m.kind === 1).length;
  const videos = media.length - images;
  const parts = [images ? `${images} image${images > 1 ? 's' : ''}` : '', videos ? `${videos} video${videos > 1 ? 's' : ''}` : ''].filter(Boolean);
  return parts.length ? parts.join(', ') : 'No media yet';
};

const defaultThumb = (m: PostListItem['media'][number]) => (m.media_id ? thumbOf({ ...m, media_id: m.media_id, kind: m.kind }) : null);

export const editHref = (postId: number, from: string) => `/publish?post_id=${postId}&from=${encodeURIComponent(from)}`;

export function PostListView({ kind, list, deleting = null, error, onDelete, thumbOfMedia = defaultThumb }: PostListViewProps) {
  const from = kind === 'drafts' ? '/publish/drafts' : '/publish/schedule';
  if (list.length === 0) {
    return (
      <EmptyState
        icon={kind === 'drafts' ? 'camera' : 'calendar'}
        title={kind === 'drafts' ? 'No drafts' : 'No scheduled posts'}
        description={kind === 'drafts' ? 'Posts you save as drafts wait here.' : 'Posts you schedule wait here until they go out.'}
        action={<TextLink href="/publish">New post</TextLink>}
      />
    );
  }
  return (
    <Stack gap="large">
      {error && (
        <Text tone="danger">
          <span role="alert">{error}</span>
        </Text>
      )}
      <ItemList label={kind === 'drafts' ? 'Drafts' : 'Scheduled posts'} gap="xsmall">
        {list.map((p) => {
          const title = p.caption || 'No caption';
          const first = p.media[0];
          const price = p.price !== null ? ` · ${formatCount(p.price)} coins` : '';
          return (
            <li key={p.post_id}>
              <Box display="flex" alignItems="center" gap="xsmall">
                <Box flexGrow={1} overflow="hidden">
                  <ListRow
                    href={editHref(p.post_id, from)}
                    label={`Edit ${title}`}
                    leading={<RowThumb src={first ? thumbOfMedia(first) : null} kind={first?.kind === 2 ? 'video' : 'image'} />}
                    title={title}
                    description={`${mediaSummary(p.media)} · ${VISIBILITY_LABEL[p.visibility as Visibility]}${price}`}
                    meta={
                      <>
                        <StatusPill tone={kind === 'scheduled' ? 'accent' : 'neutral'}>{kind === 'scheduled' ? 'Scheduled' : 'Draft'}</StatusPill>
                        <Text as="span" size="xs" tone="muted">
                          {kind === 'scheduled' && p.scheduled_at !== null ? (
                            <DateTime value={p.scheduled_at * 1000} />
                          ) : (
                            <DateTime value={p.created_at * 1000} format="date" />
                          )}
                        </Text>
                      </>
                    }
                  />
                </Box>
                <ConfirmDialog
                  title="Delete this post?"
                  description="It cannot be brought back."
                  confirmLabel="Delete"
                  cancelLabel="Cancel"
                  tone="danger"
                  onConfirm={() => onDelete(p.post_id)}
                  trigger={<IconButton icon="close" label={`Delete ${title}`} disabled={deleting === p.post_id} />}
                />
              </Box>
            </li>
          );
        })}
      </ItemList>
    </Stack>
  );
}

/** What the server found of the post just published or scheduled (/publish/success). */
export function PublishSuccessView({ scheduled, at, postId }: { scheduled: boolean; at?: number; postId?: number }) {
  return (
    <Stack gap="large" align="center">
      <Heading level={2}>{scheduled ? 'Your post is scheduled' : 'Your post is live'}</Heading>
      {scheduled && at !== undefined && (
        <Text tone="muted">
          It goes out <DateTime value={at * 1000} />.
        </Text>
      )}
      <Box display="flex" gap="medium" flexWrap="wrap" justifyContent="center">
        {!scheduled && postId !== undefined && <TextLink href={`/post?id=${postId}`}>See the post</TextLink>}
        <TextLink href="/publish">New post</TextLink>
        <TextLink href="/publish/drafts">Drafts</TextLink>
        <TextLink href="/publish/schedule">Scheduled posts</TextLink>
      </Box>
    </Stack>
  );
}
