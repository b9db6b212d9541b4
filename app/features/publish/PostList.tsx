import { useRevalidator } from '@remix-run/react';
import { useState } from 'react';
import { Box } from '#ds';
import { api } from '../../lib/api';
import type { ApiError } from '../../lib/api/client';
import { ScreenFrame } from '../shell/ScreenFrame';
import { takeDraftNum } from './drafts';
import { PostListView } from './PostListView';

/** The drafts and schedule screens: a list whose Delete calls post/delete and reloads. */
export function PostList({ kind, list, title }: { kind: 'drafts' | 'scheduled'; list: Parameters<typeof PostListView>[0]['list']; title: string }) {
  const revalidator = useRevalidator();
  const [deleting, setDeleting] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const remove = async (postId: number) => {
    setDeleting(postId);
    setError(undefined);
    try {
      takeDraftNum(await api().call('post.delete', { post_id: postId }, { silent: true }));
      revalidator.revalidate();
    } catch (failure) {
      setError((failure as ApiError).message);
    } finally {
      setDeleting(null);
    }
  };
  return (
    <ScreenFrame title={title}>
      <Box paddingX="large" paddingY="large">
        <PostListView kind={kind} list={list} deleting={deleting} error={error} onDelete={(id) => void remove(id)} />
      </Box>
    </ScreenFrame>
  );
}
