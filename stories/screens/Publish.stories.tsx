import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ComposerView } from '../../app/features/publish/ComposerView';
import { ITEM_STATE, type ComposerItem } from '../../app/features/publish/items';
import { PostListView, PublishSuccessView } from '../../app/features/publish/PostListView';
import { VaultDialog, type VaultItem } from '../../app/features/publish/VaultDialog';
import { photoStudio, photoSunset, posterLive } from '../fixtures';

const thumbOf = (m: VaultItem) => (m.kind === 2 ? posterLive : photoSunset);

const item = (key: string, name: string, state: ComposerItem['state'], progress: number, extra: Partial<ComposerItem> = {}): ComposerItem => ({
  key,
  name,
  kind: name.endsWith('.mp4') ? 'video' : 'image',
  state,
  progress,
  media_id: state === ITEM_STATE.Done ? Number(key) : null,
  thumb: name.endsWith('.mp4') ? posterLive : name.startsWith('studio') ? photoStudio : photoSunset,
  duration_ms: name.endsWith('.mp4') ? 42_000 : null,
  ...extra,
});

const done = [item('1', 'beach.jpg', ITEM_STATE.Done, 1), item('2', 'studio.png', ITEM_STATE.Done, 1), item('3', 'clip.mp4', ITEM_STATE.Done, 1)];

/** /publish: the composer. */
const meta = {
  title: 'Screens/Publish',
  component: ComposerView,
  args: { items: [], onAddFiles: fn(), onRetry: fn(), onRemove: fn(), onMove: fn(), onSubmit: fn(), today: '2026-11-22' },
} satisfies Meta<typeof ComposerView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Post now' }));
    await expect(canvas.getByText('Please add at least one image or video.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Uploading: Story = {
  args: {
    // A video still waiting has no frame yet: its kind as an icon.
    items: [
      item('1', 'beach.jpg', ITEM_STATE.Done, 1),
      item('k2', 'studio.png', ITEM_STATE.Uploading, 0.4),
      item('k3', 'clip.mp4', ITEM_STATE.Added, 0, { thumb: undefined }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please wait until the uploads finish.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Post now' })).toBeDisabled();
    await expect(canvas.getByRole('progressbar', { name: 'Upload of studio.png' })).toHaveAttribute('aria-valuenow', '40');
  },
};

export const UploadFailed: Story = {
  args: {
    items: [
      item('1', 'beach.jpg', ITEM_STATE.Done, 1),
      item('k2', 'studio.png', ITEM_STATE.Failed, 0.5, { error: 'Please check your network connection and try again.' }),
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry studio.png' }));
    await expect(args.onRetry).toHaveBeenCalledWith('k2');
  },
};

export const PpvReady: Story = {
  args: { items: done },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Caption' }), 'Golden hour');
    await userEvent.click(canvas.getByRole('radio', { name: 'PPV' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Post now' }));
    await expect(canvas.getByText('Please enter coins from 1 to 10000')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Price (coins)' }), '15');
    await userEvent.click(canvas.getByRole('button', { name: 'Post now' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('publish', { caption: 'Golden hour', visibility: 2, price: 15, scheduled_at: undefined });
  },
};

/** A PPV price of 0 is refused with the spec's words (the field does not silently turn it into 1); the error goes as soon as the price is fixed. */
export const PpvPriceZero: Story = {
  args: { items: done },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'PPV' }));
    const price = canvas.getByRole('textbox', { name: 'Price (coins)' });
    await userEvent.type(price, '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Post now' }));
    await expect(canvas.getByText('Please enter coins from 1 to 10000')).toBeInTheDocument();
    await expect(price).toHaveValue('0');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(price);
    await userEvent.type(price, '25');
    await userEvent.tab();
    await expect(canvas.queryByText('Please enter coins from 1 to 10000')).toBeNull();
    // Focus scrolled the page by an amount that depends on timing: the baseline shows the top.
    window.scrollTo(0, 0);
  },
};

/** Reordering by keyboard: each thumbnail has Move left and Move right (the ends stay focusable, shown off). */
export const Reorder: Story = {
  args: { items: done },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Move beach.jpg right' }));
    await expect(args.onMove).toHaveBeenCalledWith('1', 1);
    await expect(canvas.getByRole('button', { name: 'Move beach.jpg left' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove clip.mp4' }));
    await expect(args.onRemove).toHaveBeenCalledWith('3');
  },
};

/** Members only, and no membership price yet: the creator is told before publishing, with the way to set it. */
export const MembersWithoutPrice: Story = {
  args: { items: done, hasMembershipPrice: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Members' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Post now' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'No membership price yet' });
    await expect(
      within(dialog).getByText('Only members can see this post, and you have not set a membership price yet, so nobody can join.'),
    ).toBeInTheDocument();
    await expect(within(dialog).getByRole('link', { name: 'Set your membership price' })).toHaveAttribute('href', '/subs/subscribers');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Posting anyway is there, as the second choice.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish anyway' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The schedule row opens a date-time dialog. */
export const Scheduling: Story = {
  args: { items: done },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule for later' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Schedule the post' })).toBeInTheDocument();
    await expect(body.getByLabelText('Time (PST)')).toBeInTheDocument();
  },
};

export const ScheduleInPast: Story = {
  args: { items: done, errors: { scheduled_at: 'Please choose a time in the future.', form: 'Please choose a time in the future.' } },
};
export const Editing: Story = { args: { items: done, initial: { caption: 'Later tonight', visibility: 4, price: 30 } } };
export const Publishing: Story = { args: { items: done, submitting: 'publish' } };
/** post/init answered: the drafts count on the link to /publish/drafts, next to the scheduled posts. */
export const WithDrafts: Story = {
  args: { items: done, draftNum: 3 },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Your posts' }));
    await expect(nav.getByRole('link', { name: 'Drafts (3)' })).toHaveAttribute('href', '/publish/drafts');
    await expect(nav.getByRole('link', { name: 'Scheduled posts' })).toHaveAttribute('href', '/publish/schedule');
  },
};
/** The server refused a file by its type or size: the item says why, and the rest can still be posted. */
export const UploadRefused: Story = {
  args: {
    items: [
      item('1', 'beach.jpg', ITEM_STATE.Done, 1),
      item('k2', 'notes.pdf', ITEM_STATE.Failed, 0, { error: 'Only images and videos can be uploaded (this file is application/pdf).' }),
      item('k3', 'holiday.mp4', ITEM_STATE.Failed, 0, { error: 'This file is too large: the limit is 4096 MB.' }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Only images and videos can be uploaded (this file is application/pdf).')).toBeInTheDocument();
    await expect(canvas.getByText('This file is too large: the limit is 4096 MB.')).toBeInTheDocument();
    await expect(canvas.getByRole('progressbar', { name: 'Upload of holiday.mp4' })).toHaveAttribute('aria-valuetext', 'Failed');
  },
};

const vault: VaultItem[] = [
  { media_id: 11, kind: 1, file_name: 'beach.jpg', poster_media_id: null, duration_ms: null },
  { media_id: 12, kind: 2, file_name: 'clip.mp4', poster_media_id: null, duration_ms: 42_000 },
];
const vault3: VaultItem = { media_id: 13, kind: 1, file_name: 'studio.png', poster_media_id: null, duration_ms: null };
export const Vault: StoryObj<typeof VaultDialog> = {
  render: () => <VaultDialog open onOpenChange={fn()} list={vault} chosen={[]} onPick={fn()} thumbOf={thumbOf} />,
};
/** Picked items stay in the grid with a check and their number in the order; pressing one again puts it back. */
export const VaultPicked: StoryObj<typeof VaultDialog> = {
  args: { onPick: fn(), onUnpick: fn() },
  render: (args) => (
    <VaultDialog open onOpenChange={fn()} list={[...vault, vault3]} chosen={[12, 11]} onPick={args.onPick} onUnpick={args.onUnpick} thumbOf={thumbOf} />
  ),
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const clip = await body.findByRole('button', { name: 'Video: clip.mp4, 0:42' });
    await expect(clip).toHaveAttribute('aria-pressed', 'true');
    await expect(clip).toHaveAccessibleDescription('Number 1 in the order');
    await userEvent.click(clip);
    await expect(args.onUnpick).toHaveBeenCalledWith(vault[1]);
    await userEvent.click(body.getByRole('button', { name: 'Image: studio.png' }));
    await expect(args.onPick).toHaveBeenCalledWith(vault3);
  },
};
/** A vault of more than one page: "Load more" asks for the next (keyset) page. */
export const VaultMore: StoryObj<typeof VaultDialog> = {
  args: { onLoadMore: fn() },
  render: (args) => <VaultDialog open onOpenChange={fn()} list={vault} chosen={[]} onPick={fn()} thumbOf={thumbOf} hasMore onLoadMore={args.onLoadMore} />,
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};
export const VaultLoadingMore: StoryObj<typeof VaultDialog> = {
  render: () => <VaultDialog open onOpenChange={fn()} list={vault} chosen={[]} onPick={fn()} thumbOf={thumbOf} hasMore loadingMore onLoadMore={fn()} />,
};
export const VaultEmpty: StoryObj<typeof VaultDialog> = { render: () => <VaultDialog open onOpenChange={fn()} list={[]} chosen={[]} onPick={fn()} /> };

const posts = [
  {
    post_id: 3,
    caption: 'Later tonight',
    visibility: 4,
    price: 30,
    scheduled_at: 1_795_000_000,
    created_at: 1_794_000_000,
    media: [
      { kind: 1 as const, media_id: 31 },
      { kind: 2 as const, media_id: 32 },
    ],
  },
  { post_id: 2, caption: '', visibility: 1, price: null, scheduled_at: 1_795_100_000, created_at: 1_794_000_000, media: [{ kind: 2 as const, media_id: 33 }] },
  { post_id: 1, caption: 'Words first, pictures later', visibility: 2, price: 15, scheduled_at: 1_795_200_000, created_at: 1_794_000_000, media: [] },
];
const postThumb = (m: { media_id?: number }) => (m.media_id === 33 ? posterLive : photoSunset);
export const Drafts: StoryObj<typeof PostListView> = {
  render: () => <PostListView kind="drafts" list={posts} onDelete={fn()} thumbOfMedia={postThumb} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Edit Later tonight' })).toHaveAttribute(
      'href',
      '/publish?post_id=3&from=%2Fpublish%2Fdrafts',
    );
  },
};
export const DraftsEmpty: StoryObj<typeof PostListView> = { render: () => <PostListView kind="drafts" list={[]} onDelete={fn()} /> };
export const Scheduled: StoryObj<typeof PostListView> = {
  render: () => <PostListView kind="scheduled" list={posts} onDelete={fn()} thumbOfMedia={postThumb} />,
};
export const ScheduledEmpty: StoryObj<typeof PostListView> = { render: () => <PostListView kind="scheduled" list={[]} onDelete={fn()} /> };
export const Success: StoryObj<typeof PublishSuccessView> = { render: () => <PublishSuccessView scheduled={false} postId={7} /> };
export const SuccessScheduled: StoryObj<typeof PublishSuccessView> = { render: () => <PublishSuccessView scheduled at={1_795_000_000} /> };
