import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea, TextField } from '#ds';

const meta = { title: 'Forms/TextField', component: TextField, args: { label: 'Email', type: 'email', placeholder: 'you@example.com' } } satisfies Meta<
  typeof TextField
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = { args: { description: 'We send a sign-in code to this address.' } };
export const Required: Story = { args: { isRequired: true } };
export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 'ava@', errorMessage: 'Enter a valid email address.', description: 'We send a sign-in code to this address.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/We send a sign-in code to this address\. Enter a valid email address\./);
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'ava@example.com' } };
export const Password: Story = { args: { label: 'Password', type: 'password', placeholder: undefined, autoComplete: 'current-password' } };

export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.click(input);
    await userEvent.type(input, 'ava@example.com');
    await expect(input).toHaveValue('ava@example.com');
  },
};

export const MultiLine: Story = {
  render: () => <TextArea label="Bio" description="Up to 300 characters." placeholder="Tell fans about you" maxLength={300} />,
};
export const MultiLineInvalid: Story = {
  render: () => <TextArea label="Bio" defaultValue="Link to my other site" isInvalid errorMessage="Links to other platforms are not allowed." />,
};
