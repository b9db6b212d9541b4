import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box, Button, ButtonLink, CoverImage, IconButtonLink, LockBadge, ProfileHeader, StatCounts } from '#ds';
import { coverDunes } from '../cover-fixtures';
import { portraitAva } from '../fixtures';

/** The parts of a creator profile (issue 20): cover, stats, lock badges, link buttons, and the header they make. */
const meta = { title: 'Data display/Profile parts', component: ProfileHeader, args: { name: 'Ava Gold', userName: 'ava_gold' } } satisfies Meta<
  typeof ProfileHeader
>;
export default meta;
type Story = StoryObj<typeof meta>;

const stats = (
  <StatCounts
    label="Ava Gold in numbers"
    items={[
      { value: 42, label: 'posts', href: '/user/post_view?user_id=7' },
      { value: 1280, label: 'followers', href: '/user/followers?user_id=7' },
      { value: 12, label: 'following' },
    ]}
  />
);

export const Header: Story = {
  args: {
    portrait: portraitAva,
    cover: coverDunes,
    bio: 'Photographer. New sets every Friday.',
    stats,
    actions: (
      <>
        <Button>Subscribe · $12/month</Button>
        <ButtonLink href="/chatRoom?activeContactId=7" icon="chat">
          Message
        </ButtonLink>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ava Gold' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '1,280 followers' })).toHaveAttribute('href', '/user/followers?user_id=7');
    await expect(canvas.getByText('1.28K')).toBeInTheDocument();
  },
};
export const HeaderWithoutCoverOrPicture: Story = { args: { stats, bio: '' } };

export const Covers: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="medium">
      <CoverImage src={coverDunes} alt="Dunes at sunset" />
      <CoverImage />
    </Box>
  ),
};

export const LockBadges: Story = {
  render: () => (
    <Box display="flex" gap="small" alignItems="center">
      <LockBadge coins={25} />
      <LockBadge coins={1} />
      <LockBadge />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('25 coins')).toBeInTheDocument();
    await expect(canvas.getByText('Members')).toBeInTheDocument();
  },
};

export const LinkButtons: Story = {
  render: () => (
    <Box display="flex" gap="small" alignItems="center">
      <ButtonLink href="/user/edit_profile" variant="primary">
        Edit profile
      </ButtonLink>
      <ButtonLink href="/chatRoom" icon="chat">
        Message
      </ButtonLink>
      <IconButtonLink href="/setting" icon="settings" label="Settings" />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/setting');
  },
};
