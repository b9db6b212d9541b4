import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs, Text } from '#ds';

const items = [
  { id: 'all', label: 'All', content: <Text>All conversations.</Text> },
  { id: 'spenders', label: 'Spenders', badge: 5, content: <Text>Fans who spent on you.</Text> },
  { id: 'unread', label: 'Unread', content: <Text>Conversations with unread messages.</Text> },
  { id: 'archived', label: 'Archived', disabled: true, content: <Text>Archived.</Text> },
];

const meta = { title: 'Navigation/Tabs', component: Tabs, args: { label: 'Message filter', items } } satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondSelected: Story = { args: { defaultSelectedId: 'spenders' } };

/** Arrow keys move between tabs (the disabled one is skipped) and show its panel. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: /Spenders/ })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Fans who spent on you.');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  },
};
