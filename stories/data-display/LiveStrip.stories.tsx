import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LiveStrip } from '#ds';
import { portraitAva, portraitMilo } from '../fixtures';

/** The feed's row of lives (issue 22): running ones with the red ring and LIVE badge, scheduled ones with their time. */
const meta = {
  title: 'Data display/LiveStrip',
  component: LiveStrip,
  args: {
    label: 'Lives of creators you follow',
    items: [
      { id: 1, href: '/live/join_live?live_id=1', name: 'Ava Gold', portrait: portraitAva, title: 'Late night Q&A', running: true, detail: '128 watching' },
      {
        id: 2,
        href: '/live/join_live?live_id=2',
        name: 'Milo',
        portrait: portraitMilo,
        title: 'Studio session with a very long title',
        running: true,
        detail: '3 watching',
      },
      { id: 3, href: '/live/join_live?live_id=3', name: 'Nora Lane', title: 'Sunday brunch', running: false, detail: 'At 8:00 PM PST' },
    ],
  },
} satisfies Meta<typeof LiveStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RunningAndScheduled: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Lives of creators you follow' });
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[0]).toHaveAccessibleName('Ava Gold is live: Late night Q&A, 128 watching');
    await expect(links[0]).toHaveAttribute('href', '/live/join_live?live_id=1');
    await expect(links[2]).toHaveAccessibleName('Nora Lane: Sunday brunch, At 8:00 PM PST');
  },
};

export const EmptyRendersNothing: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};
