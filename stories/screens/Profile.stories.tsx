import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CallButton } from '#ds';
import { ErrorPage } from '../../design-system';
import { ERRORS } from '../../common/errors';
import { routeErrorView } from '../../app/features/errors/route-error';
import { CreatorSearchView } from '../../app/features/profile/CreatorSearchView';
import { EditProfileView } from '../../app/features/profile/EditProfileView';
import { MorePosts } from '../../app/features/profile/MorePosts';
import { PeopleList } from '../../app/features/profile/PeopleList';
import { ProfileView } from '../../app/features/profile/ProfileView';
import { SubscribeAction, type SubscribeOffer } from '../../app/features/profile/SubscribeAction';
import { CoverPickerView } from '../../app/features/profile/CoverPicker';
import { JoinMembershipView } from '../../app/features/subs/JoinMembership';
import { CreatorPayActions } from '../../app/features/pay/CreatorPayActions';
import { coverDunes } from '../cover-fixtures';
import type { ProfileView as Profile } from '../../common/feed';
import type { PostView } from '../../common/content';
import { photoStudio, photoSunset, portraitAva, portraitMilo } from '../fixtures';
import { withRemixRouter } from '../remix-router';

const profile: Profile = {
  user_id: 7,
  user_name: 'ava_gold',
  nickname: 'Ava Gold',
  portrait: portraitAva,
  cover: coverDunes,
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

const membersPost = (id: number): PostView => ({
  ...post(id, true),
  caption: `Members set ${id}`,
  visibility: 3,
  price: null,
  access: { locked: true, unlock_price: null, join: true },
});
const offer: SubscribeOffer = { price_dollars: 12, membership: null };
const subscribe = (o: SubscribeOffer | null) => (
  <SubscribeAction
    size="sm"
    creatorName="Ava Gold"
    offer={o}
    open={false}
    onOpenChange={fn()}
    join={<JoinMembershipView creatorName="Ava Gold" priceDollars={12} coins={120} onJoin={fn()} />}
  />
);

/** /@{user_name}: the cover and avatar, counts as stats, the sticky action row, and the Posts and Media tabs. */
const meta = {
  title: 'Screens/Profile',
  component: ProfileView,
  // The gift, tip and flirt actions on a creator's profile read the viewer from the root data.
  decorators: [withRemixRouter()],
  args: {
    profile,
    posts: [post(1, false), post(2, true), membersPost(3)],
    following: false,
    onFollow: fn(),
    onOpenPost: fn(),
    thumb: () => photoSunset,
    subscribe: subscribe(offer),
    pay: (extra) => <CreatorPayActions compact extra={extra} creatorId={7} creatorName="Ava Gold" />,
  },
} satisfies Meta<typeof ProfileView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor (a fan who is not a member) on a creator's profile. */
export const Creator: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '1,280 followers' })).toHaveAttribute('href', '/user/followers?user_id=7');
    await expect(canvas.getByRole('button', { name: 'Subscribe · $12/month' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Follow' }));
    await expect(args.onFollow).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Locked image: Set 2, unlock for 30 coins' }));
    await expect(args.onOpenPost).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Locked image: Members set 3, for members' })).toHaveTextContent('Members');
    await expect(canvas.getByRole('link', { name: 'Message' })).toHaveAttribute('href', '/chatRoom?activeContactId=7');
  },
};
/** A creator who takes video calls: the action with its price under the header (issue 21). */
export const CreatorTakesCalls: Story = {
  args: { call: <CallButton price="20 coins/min" onPress={fn()} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Video call 20 coins/min' })).toBeInTheDocument();
  },
};
/** Outside the creator's hours: disabled, saying when they take calls. */
export const CreatorCallsLater: Story = {
  args: { call: <CallButton price="20 coins/min" unavailable="Takes calls Mon–Fri, 6:00 PM–10:00 PM (Europe/Berlin)" onPress={fn()} /> },
};
/** "More" on a creator's row: Send a gift and Flirt (their sheets open from here), and Report for a signed-up viewer. */
export const MoreMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('group', { name: 'Pay this creator' });
    await expect(within(row).getByRole('button', { name: 'Tip' })).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'More' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'More for Ava Gold' });
    await expect(within(menu).getByRole('button', { name: 'Send a gift' })).toBeInTheDocument();
    await expect(within(menu).getByRole('button', { name: 'Flirt' })).toBeInTheDocument();
  },
};
/** Just followed: the button and the count changed at once (the page rolls both back if the server refuses). */
export const Following: Story = { args: { following: true, followers: 1281 } };
/** A member: "Member" instead of Subscribe. */
export const Member: Story = {
  args: { following: true, subscribe: subscribe({ price_dollars: 12, membership: { id: 41, has_access: true, auto_renew: true } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Member' })).toHaveAttribute('href', '/subs/subs_detail?id=41');
    await expect(canvas.queryByRole('button', { name: /Subscribe/ })).toBeNull();
  },
};
/** A member who turned auto-renew off: the one Member place says so and leads to the details, where it turns back on. */
export const MemberAutoRenewOff: Story = {
  args: { following: true, subscribe: subscribe({ price_dollars: 12, membership: { id: 41, has_access: true, auto_renew: false } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Member · Renewal off' })).toHaveAttribute('href', '/subs/subs_detail?id=41');
  },
};
/** The subscribe dialog open: the membership join as the subs feature renders it. */
export const SubscribeOpen: Story = {
  args: {
    subscribe: (
      <SubscribeAction
        size="sm"
        creatorName="Ava Gold"
        offer={offer}
        open
        onOpenChange={fn()}
        join={<JoinMembershipView creatorName="Ava Gold" priceDollars={12} coins={120} onJoin={fn()} />}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Subscribe to Ava Gold' });
    await expect(within(dialog).getByRole('button', { name: 'Join for 120 coins' })).toBeInTheDocument();
  },
};
/** One's own profile: Edit profile and Settings instead of Subscribe and Message. */
export const Own: Story = {
  args: { profile: { ...profile, own: true }, subscribe: undefined, pay: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/user/edit_profile');
    await expect(canvas.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/setting');
    await expect(canvas.queryByRole('link', { name: 'Message' })).toBeNull();
  },
};
/** No cover yet: the quiet band keeps the shape; a long bio is clamped with "more". */
export const NoCover: Story = {
  args: {
    profile: {
      ...profile,
      cover: '',
      bio: 'Photographer based by the sea. New sets every Friday, behind the scenes on Tuesdays, and a members-only studio day once a month. Requests open in chat; I answer everyone within a day.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = await canvas.findByRole('button', { name: 'more' });
    await userEvent.click(more);
    await expect(canvas.getByRole('button', { name: 'less' })).toHaveAttribute('aria-expanded', 'true');
  },
};
/** The Media tab: every item of every post, each tile with its lock badge. */
export const MediaTab: Story = {
  args: { posts: [{ ...post(1, false), media: [post(1, false).media[0]!, { ...post(1, false).media[0]!, media_id: 9 }] }, post(2, true), membersPost(3)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Media' }));
    await expect(within(canvas.getByRole('list', { name: 'Media by Ava Gold' })).getAllByRole('listitem')).toHaveLength(4);
  },
};
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
/** The edit screen's cover picker: the current cover, change or remove it. */
export const EditProfileCover: StoryObj<typeof CoverPickerView> = {
  render: (args) => <CoverPickerView {...args} />,
  args: { src: coverDunes, progress: null, onChoose: fn(), onRemove: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove cover' }));
    await expect(args.onRemove).toHaveBeenCalled();
  },
};
export const EditProfileCoverUploading: StoryObj<typeof CoverPickerView> = {
  render: (args) => <CoverPickerView {...args} />,
  args: { src: coverDunes, progress: 0.4, onChoose: fn(), onRemove: fn() },
};
export const EditProfileNoCover: StoryObj<typeof CoverPickerView> = {
  render: (args) => <CoverPickerView {...args} />,
  args: { progress: null, onChoose: fn(), onRemove: fn() },
};
export const EditProfileSaved: StoryObj<typeof EditProfileView> = {
  render: (args) => <EditProfileView {...args} />,
  args: { initial: { nickname: 'Ava Gold', user_name: 'ava_gold', bio: 'Hi' }, onSave: fn(), saved: true },
};
