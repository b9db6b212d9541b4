import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ITEM_STATE, type ComposerItem } from '../../app/features/publish/items';
import type { VaultItem } from '../../app/features/publish/VaultDialog';
import { CreatorToolsView } from '../../app/features/vault/CreatorToolsView';
import { VaultView } from '../../app/features/vault/VaultView';
import { photoStudio, photoSunset, posterLive } from '../fixtures';

const thumbOf = (m: VaultItem) => (m.kind === 2 ? posterLive : m.media_id % 2 ? photoSunset : photoStudio);
const items: VaultItem[] = [
  { media_id: 16, kind: 2, file_name: 'backstage.mp4', poster_media_id: 17, duration_ms: 42_000 },
  { media_id: 15, kind: 1, file_name: 'beach.jpg', poster_media_id: null, duration_ms: null },
  { media_id: 14, kind: 1, file_name: 'studio.png', poster_media_id: null, duration_ms: null },
  { media_id: 13, kind: 1, file_name: 'pier.jpg', poster_media_id: null, duration_ms: null },
  { media_id: 12, kind: 2, file_name: 'clip.mp4', poster_media_id: null, duration_ms: 7_000 },
];
const upload = (key: string, name: string, state: ComposerItem['state'], progress: number, error?: string): ComposerItem => ({
  key,
  name,
  kind: name.endsWith('.mp4') ? 'video' : 'image',
  state,
  progress,
  media_id: null,
  error,
});

/** /user/creator_tools: the vault of a creator's images and videos. */
const meta = {
  title: 'Screens/Vault',
  component: VaultView,
  args: {
    list: items,
    hasMore: false,
    onLoadMore: fn(),
    onRetryLoad: fn(),
    uploads: [],
    onUpload: fn(),
    onRetryUpload: fn(),
    onRemoveUpload: fn(),
    onUse: fn(),
    confirmDelete: null,
    onConfirmDeleteChange: fn(),
    onDelete: fn(),
    thumbOf,
  },
} satisfies Meta<typeof VaultView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { list: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your vault');
  },
};

export const Empty: Story = {
  args: { list: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your vault is empty' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Upload to vault' })).toBeInTheDocument();
  },
};

export const List: Story = {
  args: { hasMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('list', { name: 'Your vault' })).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

export const LoadingMore: Story = { args: { hasMore: true, loadingMore: true } };

/** Pressing a tile offers "Use in a new post" and "Delete"; Delete asks first. */
export const ItemMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Open image: beach.jpg' }));
    await userEvent.click(await body.findByRole('button', { name: 'Use in a new post' }));
    await expect(args.onUse).toHaveBeenCalledWith(items[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Play video: backstage.mp4' }));
    await userEvent.click(await body.findByRole('button', { name: 'Delete' }));
    await expect(args.onConfirmDeleteChange).toHaveBeenCalledWith(items[0]);
  },
};

export const DeleteConfirm: Story = {
  args: { confirmDelete: items[1] },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Delete this image?' });
    await expect(within(dialog).getByText(/beach\.jpg will be removed/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(items[1]);
  },
};

export const Deleting: Story = { args: { confirmDelete: items[1], deleting: true } };

export const DeleteRefused: Story = {
  args: { confirmDelete: items[1], deleteError: 'This item is in a scheduled or published post, so it cannot be deleted. Remove it from the post first.' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('alert')).toHaveTextContent('scheduled or published post'));
  },
};

export const LoadFailed: Story = {
  args: { list: [], error: 'No network, please try later.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No network, please try later.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryLoad).toHaveBeenCalled();
  },
};

export const Uploading: Story = {
  args: {
    uploads: [
      upload('a', 'sunset.jpg', ITEM_STATE.Uploading, 0.6),
      upload('b', 'notes.pdf', ITEM_STATE.Failed, 0, 'Only images and videos can be uploaded (this file is application/pdf).'),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Upload of sunset.jpg' })).toHaveAttribute('aria-valuenow', '60');
    await expect(canvas.getByText(/Only images and videos can be uploaded/)).toBeInTheDocument();
  },
};

export const CreatorTools: StoryObj<typeof CreatorToolsView> = {
  render: () => (
    <CreatorToolsView
      draftNum={2}
      vault={
        <VaultView
          list={items.slice(0, 3)}
          hasMore={false}
          onLoadMore={fn()}
          uploads={[]}
          onUpload={fn()}
          onRetryUpload={fn()}
          onRemoveUpload={fn()}
          onUse={fn()}
          confirmDelete={null}
          onConfirmDeleteChange={fn()}
          onDelete={fn()}
          thumbOf={thumbOf}
        />
      }
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Drafts \(2\)/ })).toHaveAttribute('href', '/publish/drafts');
    await expect(canvas.getByRole('link', { name: /Scheduled posts/ })).toHaveAttribute('href', '/publish/schedule');
    await expect(canvas.getByRole('heading', { name: 'Vault' })).toBeInTheDocument();
  },
};
