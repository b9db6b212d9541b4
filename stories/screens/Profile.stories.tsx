import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorPage } from '../../design-system';
import { ERRORS } from '../../common/errors';
import { routeErrorView } from '../../app/features/errors/route-error';
import { CreatorSearchView } from '../../app/features/profile/CreatorSearchView';
import { EditProfileView } from '../../app/features/profile/EditProfileView';
import { MorePosts } from '../../app/features/profile/MorePosts';
import { PeopleList } from '../../app/features/profile/PeopleList';
import { ProfileView } from '../../app/features/profile/ProfileView';
import type { ProfileView as Profile } from '../../common/feed';
import type { PostView } from '../../common/content';
import { photoStudio, photoSunset, portraitAva, portraitMilo } from '../fixtures';
import { withRemixRouter } from '../remix-router';

const profile: Profile = {
  user_id: 7,
  user_name: 'ava_gold',
  nickname: 'Ava Gold',
  portrait: portraitAva,
  bio: 'Photographer. New sets every Friday.',
  user_role: 1,
  counts: { posts: 2, followers: 1280, following: 12 },
  followed: false,
  own: false,
};
const creator = { user_id: 7, user_name: 'ava_gold', nickname: 'Ava Gold', portrait: portraitAva };
const post = (id: number, locked: boolean): PostView => ({
  post_id: id,
  creator,
  caption: `Set ${id}`,
  visibility: locked ? 2 : 1,
  price: locked ? 30 : null,
  status: 3,
  scheduled_at: null,
  published_at: 1_795_000_000,
  created_at: 1_795_000_000,
  access: locked ? { locked: true, unlock_price: 30, join: false } : { locked: false },
  media: [
    {
      media_id: id,
      kind: 1,
      width: 300,
      height: 400,
      duration_ms: null,
      locked,
      url: locked ? null : `/media/${id}`,
      poster_url: null,
      preview_url: photoStudio,
    },
  ],
});

/** /@{user_name}: the header with counts, follow, message, and the posts grid. */
const meta = {
  title: 'Screens/Profile',
  component: ProfileView,
  // The gift, tip and flirt actions on a creator's profile read the viewer from the root data.
  decorators: [withRemixRouter()],
  args: { profile, posts: [post(1, false), post(2, true)], following: false, onFollow: fn(), onOpenPost: fn(), thumb: () => photoSunset },
} satisfies Meta<typeof ProfileView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Creator: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1,280 followers')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Follow' }));
    await expect(args.onFollow).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Locked image: Set 2, unlock for 30 tokens' }));
    await expect(args.onOpenPost).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'Message' })).toHaveAttribute('href', '/chatRoom?activeContactId=7');
  },
};
export const Following: Story = { args: { following: true } };
export const Own: Story = { args: { profile: { ...profile, own: true } } };
export const NoPosts: Story = { args: { posts: [], profile: { ...profile, counts: { posts: 0, followers: 0, following: 0 } } } };

/** More posts than the first page: "Load more posts" under the grid asks for the next page. */
export const MorePostsToLoad: StoryObj<typeof MorePosts> = {
  args: { hasMore: true, onLoadMore: fn() },
  render: (args) => (
    <>
      <ProfileView
        profile={profile}
        posts={[post(1, false), post(2, true), post(3, false)]}
        following={false}
        onFollow={fn()}
        onOpenPost={fn()}
        thumb={() => photoSunset}
      />
      <MorePosts {...args} />
    </>
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Load more posts' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};
export const LoadingMorePosts: StoryObj<typeof MorePosts> = {
  args: { hasMore: true, loading: true, onLoadMore: fn() },
  render: (args) => (
    <>
      <ProfileView
        profile={profile}
        posts={[post(1, false), post(2, true), post(3, false)]}
        following={false}
        onFollow={fn()}
        onOpenPost={fn()}
        thumb={() => photoSunset}
      />
      <MorePosts {...args} />
    </>
  ),
};

/** /@{user_name} of nobody (or of an anonymous account): the 30023 error page, as the route's error boundary shows it. */
export const MissingProfile: StoryObj<typeof ErrorPage> = {
  parameters: { layout: 'fullscreen' },
  render: () => {
    const view = routeErrorView({
      status: 404,
      statusText: 'Not Found',
      internal: false,
      data: { code: ERRORS.PROFILE_NOT_FOUND.code, message: ERRORS.PROFILE_NOT_FOUND.message },
    });
    return <ErrorPage status={view.status} message={view.message} onBack={fn()} />;
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Sorry, the profile or page does not exist.' })).toBeInTheDocument();
  },
};

export const Followers: StoryObj<typeof PeopleList> = {
  render: () => (
    <PeopleList
      label="Followers"
      people={[
        { user_id: 1, user_name: 'milo_fan', nickname: 'Milo', portrait: portraitMilo, user_role: 0 },
        { user_id: 2, user_name: 'golden_fan', nickname: 'Golden Fan', portrait: '', user_role: 0 },
      ]}
      hasMore
      onLoadMore={fn()}
      empty="No followers yet"
    />
  ),
};
export const NoFollowers: StoryObj<typeof PeopleList> = {
  render: () => <PeopleList label="Followers" people={[]} hasMore={false} onLoadMore={fn()} empty="No followers yet" />,
};

const creators = [
  { user_id: 7, user_name: 'ava_gold', nickname: 'Ava Gold', portrait: portraitAva, user_role: 1 as const },
  { user_id: 9, user_name: 'ava.studio', nickname: 'Ava Studio', portrait: '', user_role: 1 as const },
];
/** /user/list: creators whose name matches the search. */
export const CreatorSearchResults: StoryObj<typeof CreatorSearchView> = {
  args: { search: 'ava', query: 'ava', people: creators, hasMore: true, onSearchChange: fn(), onSearch: fn(), onLoadMore: fn() },
  render: (args) => <CreatorSearchView {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const results = canvas.getByRole('list', { name: 'Creators matching "ava"' });
    await expect(within(results).getByRole('link', { name: /Ava Gold/ })).toHaveAttribute('href', '/@ava_gold');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search creators' }), '{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('ava');
  },
};
export const CreatorSearchEmpty: StoryObj<typeof CreatorSearchView> = {
  args: { search: 'zzz', query: 'zzz', people: [], hasMore: false, onSearchChange: fn(), onSearch: fn(), onLoadMore: fn() },
  render: (args) => <CreatorSearchView {...args} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No creators found for "zzz"' })).toBeInTheDocument();
  },
};

export const EditProfile: StoryObj<typeof EditProfileView> = {
  render: (args) => <EditProfileView {...args} />,
  args: { initial: { nickname: 'Ava Gold', user_name: 'ava_gold', bio: '' }, onSave: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const userName = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.clear(userName);
    await userEvent.type(userName, 'ava.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveAttribute('aria-invalid', 'true');
  },
};
export const EditProfileTaken: StoryObj<typeof EditProfileView> = {
  render: (args) => <EditProfileView {...args} />,
  args: {
    initial: { nickname: 'Ava Gold', user_name: 'ava_gold', bio: 'Hi' },
    onSave: fn(),
    errors: { user_name: 'This username is already taken. Please choose another.' },
  },
};
export const EditProfileSaved: StoryObj<typeof EditProfileView> = {
  render: (args) => <EditProfileView {...args} />,
  args: { initial: { nickname: 'Ava Gold', user_name: 'ava_gold', bio: 'Hi' }, onSave: fn(), saved: true },
};
