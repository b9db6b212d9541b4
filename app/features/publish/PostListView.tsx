/** /publish/drafts and /publish/schedule as views: the creator's posts with Edit and Delete. */
import { Box, Button, ConfirmDialog, DateTime, EmptyState, Heading, ItemList, Stack, Text, TextLink, visuallyHidden } from '#ds';
import { VISIBILITY_LABEL, type Visibility } from '../../../common/content';

/** What the lists need of a PostView (server/domain/content/views.ts). */
export interface PostListItem {
  post_id: number;
  caption: string;
  visibility: number;
  price: number | null;
  scheduled_at: number | null;
  created_at: number;
  media: { kind: 1 | 2 }[];
}

export interface PostListViewProps {
  kind: 'drafts' | 'scheduled';
  list: PostListItem[];
  /** The post being deleted. */
  deleting?: number | null;
  error?: string;
  onDelete: (postId: number) => void;
}

const mediaSummary = (media: { kind: 1 | 2 }[]) => {
  const images = media.filter((m) => m.kind === 1).length;
  const videos = media.length - images;
  const parts = [images ? `${images} image${images > 1 ? 's' : ''}` : '', videos ? `${videos} video${videos > 1 ? 's' : ''}` : ''].filter(Boolean);
  return parts.length ? parts.join(', ') : 'No media yet';
};

export const editHref = (postId: number, from: string) => `/publish?post_id=${postId}&from=${encodeURIComponent(from)}`;

export function PostListView({ kind, list, deleting = null, error, onDelete }: PostListViewProps) {
  const from = kind === 'drafts' ? '/publish/drafts' : '/publish/schedule';
  if (list.length === 0) {
    return (
      <EmptyState
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
      <ItemList label={kind === 'drafts' ? 'Drafts' : 'Scheduled posts'} gap="medium">
        {list.map((p) => {
          const title = p.caption || 'No caption';
          return (
            <li key={p.post_id}>
              <Stack gap="xsmall">
                <Text weight="semibold" maxLines={2}>
                  {title}
                </Text>
                <Text size="sm" tone="muted">
                  {mediaSummary(p.media)} · {VISIBILITY_LABEL[p.visibility as Visibility]}
                  {p.price !== null ? ` · ${p.price} coins` : ''}
                </Text>
                <Text size="sm" tone="muted">
                  {kind === 'scheduled' && p.scheduled_at !== null ? (
                    <>
                      Goes out <DateTime value={p.scheduled_at * 1000} />
                    </>
                  ) : (
                    <>
                      Started <DateTime value={p.created_at * 1000} format="date" />
                    </>
                  )}
                </Text>
                <Box display="flex" gap="small" alignItems="center">
                  <TextLink href={editHref(p.post_id, from)}>
                    Edit<span className={visuallyHidden}> {title}</span>
                  </TextLink>
                  <ConfirmDialog
                    title="Delete this post?"
                    description="It cannot be brought back."
                    confirmLabel="Delete"
                    cancelLabel="Cancel"
                    tone="danger"
                    onConfirm={() => onDelete(p.post_id)}
                    trigger={
                      <Button size="sm" variant="ghost" loading={deleting === p.post_id} aria-label={`Delete ${title}`}>
                        Delete
                      </Button>
                    }
                  />
                </Box>
              </Stack>
            </li>
          );
        })}
      </ItemList>
    </Stack>
  );
}

export function PublishSuccessView({ scheduled, at }: { scheduled: boolean; at?: number }) {
  return (
    <Stack gap="large" align="center">
      <Heading level={2}>{scheduled ? 'Your post is scheduled' : 'Your post is live'}</Heading>
      {scheduled && at !== undefined && (
        <Text tone="muted">
          It goes out <DateTime value={at * 1000} />.
        </Text>
      )}
      <Box display="flex" gap="medium" flexWrap="wrap" justifyContent="center">
        <TextLink href="/publish">New post</TextLink>
        <TextLink href="/publish/drafts">Drafts</TextLink>
        <TextLink href="/publish/schedule">Scheduled posts</TextLink>
      </Box>
    </Stack>
  );
}
