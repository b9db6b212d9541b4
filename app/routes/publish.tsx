import { type AppLoadContext, data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useNavigate } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { Box } from '#ds';
import { POST_MEDIA_MAX } from '../../common/content';
import { ERRORS } from '../../common/errors';
import { orRouteError, requireCreator } from '../features/session/access.server';
import { type ComposerAction, type ComposerDraft, type ComposerErrors, ComposerView } from '../features/publish/ComposerView';
import { mediaIdsOf, safeFrom, storedItem } from '../features/publish/items';
import { useUploads } from '../features/publish/useUploads';
import { useVaultPages } from '../features/vault/useVaultPages';
import { initComposer, takeDraftNum } from '../features/publish/drafts';
import { useDrafts } from '../stores/drafts';
import { type VaultItem, VaultDialog, vaultThumb } from '../features/publish/VaultDialog';
import { ScreenFrame } from '../features/shell/ScreenFrame';
import { api } from '../lib/api';
import { failureErrors } from '../lib/forms';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

/** /publish: a new post, or /publish?post_id={id}&from={path} to edit one (creators; the manifest requires role 1). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = requireCreator(context, request);
  const url = new URL(request.url);
  const from = url.searchParams.get('from');
  const raw = url.searchParams.get('post_id');
  // Whether members-only posts need the warning (issue 20): nobody can join without a membership price.
  const hasMembershipPrice = (await context.services.memberships.price(user.user_id)) !== null;
  if (!raw)
    return { post: null, from, hasMembershipPrice, preselected: await preselected(context.services.media, user.user_id, url.searchParams.getAll('media_id')) };
  const postId = Number(raw);
  if (!Number.isSafeInteger(postId) || postId <= 0) throw data({ code: ERRORS.POST_NOT_FOUND.code }, { status: 404 });
  return { post: await orRouteError(context.services.posts.get(user.user_id, postId)), from, hasMembershipPrice, preselected: [] };
}

/** ?media_id= (the vault's "Use in a new post"): the creator's own items, in order; anything else is left out. */
async function preselected(media: AppLoadContext['services']['media'], ownerId: number, raw: string[]) {
  const ids = [...new Set(raw.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0))].slice(0, POST_MEDIA_MAX);
  const found = await Promise.all(ids.map((id) => media.byId(id)));
  return found
    .filter((m) => m !== null && m.ownerId === ownerId)
    .map((m) => ({ media_id: m!.media_id, kind: m!.kind, file_name: m!.file_name, poster_media_id: m!.poster_media_id, duration_ms: m!.duration_ms }));
}

const FIELDS = ['caption', 'visibility', 'price', 'media_ids', 'scheduled_at'] as const;

export default function Publish() {
  const { post, from, hasMembershipPrice, preselected: chosenFirst } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const [postId, setPostId] = useState<number | null>(post?.post_id ?? null);
  const uploads = useUploads(
    post
      ? post.media.map((m, i) => storedItem(m, `${m.kind === 2 ? 'video' : 'image'} ${i + 1}`))
      : chosenFirst.map((m) => ({ ...storedItem(m, m.file_name), thumb: vaultThumb(m as VaultItem) })),
  );
  const [submitting, setSubmitting] = useState<ComposerAction | null>(null);
  const [errors, setErrors] = useState<ComposerErrors>({});
  const [vaultOpen, setVaultOpen] = useState(false);
  const vault = useVaultPages();
  const draftNum = useDrafts((state) => state.draftNum);
  // post/init when the composer opens (spec section 7): the drafts count on the link to /publish/drafts.
  useEffect(() => void initComposer(), []);

  const openVault = (open: boolean) => {
    setVaultOpen(open);
    if (open) void vault.reload();
  };

  const submit = async (action: ComposerAction, draft: ComposerDraft) => {
    setSubmitting(action);
    setErrors({});
    let created: number | null = null;
    try {
      // A new post is created on its first save (post/create, from=1), so leaving the composer leaves no empty draft.
      let id = postId;
      if (id === null) {
        const answer = await api().call('post.create', { from: 1 }, { silent: true });
        takeDraftNum(answer);
        id = created = answer.post_id;
        setPostId(id);
      }
      const body = { post_id: id, caption: draft.caption, visibility: draft.visibility, price: draft.price, media_ids: mediaIdsOf(uploads.items) };
      if (action === 'draft') {
        await api().call('post.save', body, { silent: true });
        navigate(safeFrom(from, '/publish/drafts'));
      } else if (action === 'schedule') {
        // No time chosen: 0, which the server refuses with its message (the composer checks before).
        await api().call('post.schedule', { ...body, scheduled_at: draft.scheduled_at ?? 0 }, { silent: true });
        navigate(`/publish/success?post_id=${id}`);
      } else {
        await api().call('post.publish', body, { silent: true });
        navigate(`/publish/success?post_id=${id}`);
      }
    } catch (failure) {
      // Staying on the composer: its address now names the post it edits. (Only here: a second
      // navigation right behind this one would abort its loads.)
      if (created !== null)
        navigate(`/publish?post_id=${created}${from ? `&from=${encodeURIComponent(from)}` : ''}`, { replace: true, preventScrollReset: true });
      setErrors(failureErrors(failure, 'form', FIELDS));
      setSubmitting(null);
    }
  };

  const chosen = mediaIdsOf(uploads.items);
  return (
    <ScreenFrame title={post ? 'Edit Post' : 'New Post'}>
      <Box paddingX="large" paddingY="large">
        <ComposerView
          items={uploads.items}
          draftNum={draftNum}
          initial={post ? { caption: post.caption, visibility: post.visibility, price: post.price } : undefined}
          submitting={submitting}
          errors={errors}
          onAddFiles={uploads.add}
          onRetry={uploads.retry}
          onRemove={uploads.remove}
          onMove={uploads.move}
          hasMembershipPrice={hasMembershipPrice}
          onSubmit={(action, draft) => void submit(action, draft)}
          vault={
            <VaultDialog
              open={vaultOpen}
              onOpenChange={openVault}
              list={vault.list}
              error={vault.error}
              hasMore={vault.hasMore}
              loadingMore={vault.loadingMore}
              onLoadMore={() => void vault.loadMore()}
              chosen={chosen}
              disabled={submitting !== null}
              onPick={(m) => uploads.addStored({ ...storedItem(m, m.file_name), thumb: vaultThumb(m) })}
              onUnpick={(m) => {
                const picked = uploads.items.find((i) => i.media_id === m.media_id);
                if (picked) uploads.remove(picked.key);
              }}
            />
          }
        />
      </Box>
    </ScreenFrame>
  );
}
