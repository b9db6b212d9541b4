import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EditProfileView } from '../../app/features/profile/EditProfileView';
import { PeopleList } from '../../app/features/profile/PeopleList';
import { ProfileView } from '../../app/features/profile/ProfileView';
import type { ProfileView as Profile } from '../../server/domain/content/feed';
import type { PostView } from '../../server/domain/content/views';
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
  media: [{ media_id: id, kind: 1, width: 300, height: 400, duration_ms: null, locked, url: locked ? null : `/media/${id}`, poster_url: null, preview_url: photoStudio }],
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
export const NoFollowers: StoryObj<typeof PeopleList> = { render: () => <PeopleList label="Followers" people={[]} hasMore={false} onLoadMore={fn()} empty="No followers yet" /> };

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
  args: { initial: { nickname: 'Ava Gold', user_name: 'ava_gold', bio: 'Hi' }, onSave: fn(), errors: { user_name: 'This username is already taken. Please choose another.' } },
};
export const EditProfileSaved: StoryObj<typeof EditProfileView> = {
  render: (args) => <EditProfileView {...args} />,
  args: { initial: { nickname: 'Ava Gold', user_name: 'ava_gold', bio: 'Hi' }, onSave: fn(), saved: true },
};
