import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import { expect, within } from 'storybook/test';
import { FieldHelp, FieldLabel } from '../../design-system/components/Field/Field';
import * as styles from '../../design-system/components/Field/Field.css';

type PartsProps = { label: string; isRequired?: boolean; description?: string; errorMessage?: string; isInvalid?: boolean };

/** The parts every field of the design system is built from, around a bare react-aria input. */
function Parts({ label, isRequired, description, errorMessage, isInvalid }: PartsProps) {
  return (
    <AriaTextField className={styles.field} isRequired={isRequired} isInvalid={isInvalid}>
      <FieldLabel label={label} isRequired={isRequired} />
      <Input className={styles.input} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}

const meta = { title: 'Forms/Field parts', component: Parts, args: { label: 'Display name' } } satisfies Meta<typeof Parts>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LabelOnly: Story = {};
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    // The marker is for the eye; the input itself says it is required.
    const input = within(canvasElement).getByRole('textbox', { name: 'Display name' });
    await expect(input).toBeRequired();
    await expect(within(canvasElement).getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};
export const WithDescription: Story = { args: { description: 'Shown on your profile and in chats.' } };
export const WithError: Story = {
  args: { description: 'Shown on your profile and in chats.', isInvalid: true, errorMessage: 'Enter a display name.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Display name' });
    await expect(input).toHaveAccessibleDescription(/Shown on your profile and in chats\. Enter a display name\./);
  },
};
