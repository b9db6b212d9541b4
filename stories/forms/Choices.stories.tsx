import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox, RadioGroup, Stack, Switch } from '#ds';

const meta = { title: 'Forms/Choices' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Checkboxes: Story = {
  render: () => (
    <Stack gap="small">
      <Checkbox>Unchecked</Checkbox>
      <Checkbox defaultSelected>Checked</Checkbox>
      <Checkbox isIndeterminate>Indeterminate</Checkbox>
      <Checkbox description="We never show your birthday.">With a description</Checkbox>
      <Checkbox isInvalid errorMessage="You must accept the terms to continue." isRequired>
        I accept the terms of service
      </Checkbox>
      <Checkbox isDisabled>Disabled</Checkbox>
      <Checkbox isDisabled defaultSelected>
        Disabled and checked
      </Checkbox>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Unchecked' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'I accept the terms of service' })).toHaveAccessibleDescription('You must accept the terms to continue.');
  },
};

export const Switches: Story = {
  render: () => (
    <Stack gap="small">
      <Switch>Allow paid messages</Switch>
      <Switch defaultSelected>Email notifications</Switch>
      <Switch isDisabled>Disabled</Switch>
      <Switch isDisabled defaultSelected>
        Disabled and on
      </Switch>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Allow paid messages' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
  },
};

const visibility = [
  { id: '1', label: 'Everyone' },
  { id: '2', label: 'Pay per view' },
  { id: '3', label: 'Members' },
  { id: '4', label: 'Members and pay per view' },
];

export const Radios: Story = {
  render: () => (
    <Stack gap="large">
      <RadioGroup label="Who can see this post" options={visibility} defaultValue="1" description="You can change it later." />
      <RadioGroup label="Orientation" orientation="horizontal" options={visibility.slice(0, 2)} />
      <RadioGroup label="Visibility" options={visibility} isInvalid errorMessage="Choose who can see the post." />
      <RadioGroup label="Disabled" options={visibility.slice(0, 2)} defaultValue="2" isDisabled />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Who can see this post' });
    await userEvent.click(within(group).getByRole('radio', { name: 'Everyone' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(group).getByRole('radio', { name: 'Pay per view' })).toBeChecked();
  },
};
