import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Icon, iconNames, iconSizes, productIconNames, Text } from '#ds';

const meta = {
  title: 'Foundations/Icons',
  component: Icon,
  args: { name: 'home' },
  argTypes: { name: { control: 'select', options: iconNames }, size: { control: 'inline-radio', options: iconSizes } },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = { args: { name: 'coin', size: 'large', label: 'Tokens' } };

export const ProductSet: Story = {
  render: () => (
    <Box display="grid" gap="medium" style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(5rem, 1fr))' }}>
      {productIconNames.map((name) => (
        <Box key={name} display="flex" flexDirection="column" alignItems="center" gap="xxsmall" color="accent">
          <Icon name={name} size="large" />
          <Text as="span" size="xs" tone="muted">
            {name}
          </Text>
        </Box>
      ))}
    </Box>
  ),
};

export const AllIconsAllSizes: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="small">
      {iconSizes.map((size) => (
        <Box key={size} display="flex" flexWrap="wrap" alignItems="center" gap="small">
          {iconNames.map((name) => (
            <Icon key={name} name={name} size={size} />
          ))}
        </Box>
      ))}
    </Box>
  ),
};
