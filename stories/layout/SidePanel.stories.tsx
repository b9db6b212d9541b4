import type { Meta, StoryObj } from '@storybook/react-vite';
import { SidePanel } from '#ds';

const meta = {
  title: 'Layout/SidePanel',
  component: SidePanel,
  args: {
    links: [
      { label: 'Concierge desk', href: '/concierge' },
      { label: 'Complaint and appeal process', href: '/complaint-process' },
      { label: 'Contact us', href: '/contact-us' },
      { label: 'Help centre', href: 'https://help.example.com', external: true },
    ],
    socialLinks: [
      { label: 'X', href: 'https://x.com/example' },
      { label: 'Instagram', href: 'https://instagram.com/example' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 240, height: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SidePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithSocialLinks: Story = {};
export const LinksOnly: Story = { args: { socialLinks: [] } };
