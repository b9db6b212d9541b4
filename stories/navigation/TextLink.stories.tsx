import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text, TextLink } from '#ds';

const meta = { title: 'Navigation/TextLink', component: TextLink, args: { href: '/terms', children: 'Terms of service' } } satisfies Meta<typeof TextLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {};
export const External: Story = { args: { href: 'https://help.example.com', external: true, children: 'Help centre' } };
export const InSentence: Story = {
  render: (args) => (
    <Text>
      By continuing you agree to the <TextLink {...args} /> and the <TextLink href="/privacy">privacy policy</TextLink>.
    </Text>
  ),
};
