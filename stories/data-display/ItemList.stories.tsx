import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar, Badge, Box, ItemList, ItemRowLink, Text } from '#ds';

const meta = { title: 'Data display/ItemList', component: ItemList, args: { label: 'Conversations', children: null } } satisfies Meta<typeof ItemList>;
export default meta;
type Story = StoryObj<typeof meta>;

const people = [
  { name: 'Golden Fan', text: 'See you tonight!', unread: 3 },
  { name: 'Silver Star', text: 'Thanks for the gift', unread: 0 },
];

export const RowLinks: Story = {
  render: (args) => (
    <ItemList {...args}>
      {people.map((p) => (
        <li key={p.name}>
          <ItemRowLink href="#" label={p.unread ? `${p.name}, ${p.unread} unread` : p.name}>
            <Avatar name={p.name} decorative />
            <Box flexGrow={1} display="flex" flexDirection="column">
              <Text weight="semibold">{p.name}</Text>
              <Text size="sm" tone="muted">
                {p.text}
              </Text>
            </Box>
            <Badge count={p.unread} />
          </ItemRowLink>
        </li>
      ))}
    </ItemList>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Golden Fan, 3 unread' })).toBeInTheDocument();
  },
};
export const Ordered: Story = {
  args: { label: 'Steps', ordered: true },
  render: (args) => (
    <ItemList {...args}>
      <li>
        <Text>First</Text>
      </li>
      <li>
        <Text>Second</Text>
      </li>
    </ItemList>
  ),
};
