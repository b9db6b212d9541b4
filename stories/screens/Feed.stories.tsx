import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FeedListView } from '../../app/features/feed/FeedListView';
import { PostCard } from '../../app/features/feed/PostCard';
import { BlurMediaContext } from '../../app/features/age-gate/ExplicitMedia';
import type { PostView } from '../../common/content';
import { photoStudio, photoSunset, portraitAva, posterLive } from '../fixtures';

const creator = { user_id: 7, user_name: 'ava_gold', nickname: 'Ava Gold', portrait: portraitAva };
const base: PostView = {
  post_id: 1,
  creator,
  caption: 'Golden hour on the pier.',
  visibility: 1,
  price: null,
  status: 3,
  scheduled_at: null,
  published_at: 1_795_000_000,
  created_at: 1_795_000_000,
  access: { locked: false },
  media: [{ media_id: 11, kind: 1, width: 300, height: 400, duration_ms: null, locked: false, url: '/media/11', poster_url: null, preview_url: photoSunset }],
};
const local = (url: string) => ({ src: url.endsWith('/11') ? photoSunset : url.endsWith('/13') ? posterLive : photoStudio });

/** A post in the feed, /post and /user/post_view, as each viewer may see it. */
const meta = {
  title: 'Screens/Feed',
  component: PostCard,
  args: { post: base, onUnlock: fn(), onShare: fn(), sources: local },
} satisfies Meta<typeof PostCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Photo 1 of 1 by Ava Gold' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(args.onShare).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'Open post' })).toHaveAttribute('href', '/post?id=1');
  },
};
/** On /post?id= itself: the same card without a link to the page it is on. */
export const PostPage: Story = {
  args: { linkToPost: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Open post' })).toBeNull();
  },
};
export const Video: Story = {
  args: {
    post: {
      ...base,
      post_id: 2,
      caption: 'Behind the scenes.',
      media: [
        {
          media_id: 12,
          kind: 2,
          width: 300,
          height: 400,
          duration_ms: 42_000,
          locked: false,
          url: '/media/12/video',
          poster_url: '/media/13',
          preview_url: posterLive,
        },
      ],
    },
  },
};
/** The viewer's "Blur explicit media until I tap" is on: the photo is covered until tapped (or Enter or Space). */
export const BlurredUntilTapped: Story = {
  decorators: [
    (Story) => (
      <BlurMediaContext.Provider value>
        <Story />
      </BlurMediaContext.Provider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img', { name: 'Photo 1 of 1 by Ava Gold' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Tap to view: Photo 1 of 1 by Ava Gold' })).toBeInTheDocument();
  },
};
const ppv: PostView = {
  ...base,
  post_id: 3,
  caption: 'The full studio set, 12 photos.',
  visibility: 2,
  price: 30,
  access: { locked: true, unlock_price: 30, join: false },
  media: [{ media_id: 14, kind: 1, width: 300, height: 400, duration_ms: null, locked: true, url: null, poster_url: null, preview_url: photoStudio }],
};
export const PayToView: Story = {
  args: { post: ppv },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Locked image: Photo 1 of 1 by Ava Gold' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Unlock for 30 coins' }));
    await expect(args.onUnlock).toHaveBeenCalledWith(ppv);
  },
};
export const Unlocking: Story = { args: { post: ppv, unlocking: true } };
export const MembersOnly: Story = {
  args: { post: { ...ppv, post_id: 4, visibility: 3, price: null, access: { locked: true, unlock_price: null, join: true } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Join to see' })).toHaveAttribute('href', '/subs/subs_detail?creator=ava_gold');
  },
};
export const MembersOrPayToView: Story = { args: { post: { ...ppv, post_id: 5, visibility: 4, access: { locked: true, unlock_price: 30, join: true } } } };

/** /home as a list: posts, then "Load more" while there are more pages. */
const homeEmpty = { title: 'Nothing here yet', description: 'Follow creators to see their posts here.' };
const twoPosts = [base, { ...base, post_id: 6, caption: 'Studio day.', media: [{ ...base.media[0]!, media_id: 15, url: '/media/15' }] }];
export const FeedLoadMore: StoryObj<typeof FeedListView> = {
  args: { posts: twoPosts, hasMore: true, onLoadMore: fn(), onUnlock: fn(), onShare: fn(), empty: homeEmpty, sources: local },
  render: (args) => <FeedListView {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};
export const FeedLoadingMore: StoryObj<typeof FeedListView> = {
  args: { posts: twoPosts, hasMore: true, loadingMore: true, onLoadMore: fn(), onUnlock: fn(), onShare: fn(), empty: homeEmpty, sources: local },
  render: (args) => <FeedListView {...args} />,
};
/** The last page: no more to load. */
export const FeedAllCaughtUp: StoryObj<typeof FeedListView> = {
  args: { posts: twoPosts, hasMore: false, onLoadMore: fn(), onUnlock: fn(), onShare: fn(), empty: homeEmpty, sources: local },
  render: (args) => <FeedListView {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("You're all caught up.")).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  },
};
/** Nobody followed and nothing to discover yet. */
export const FeedEmpty: StoryObj<typeof FeedListView> = {
  args: { posts: [], hasMore: false, onLoadMore: fn(), onUnlock: fn(), onShare: fn(), empty: homeEmpty },
  render: (args) => <FeedListView {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Nothing here yet' })).toBeInTheDocument();
  },
};
