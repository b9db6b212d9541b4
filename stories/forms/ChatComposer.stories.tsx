import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, ChatComposer, type ChatComposerProps, IconButton } from '#ds';

const meta = { title: 'Forms/ChatComposer' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Composer(props: Partial<ChatComposerProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <ChatComposer
      label="Message"
      placeholder="Message Luna Rivers"
      canSend={value.trim().length > 0}
      onSend={fn()}
      attach={{ onSelect: fn() }}
      enterSends
      {...props}
      value={value}
      onChange={setValue}
    />
  );
}

const onSend = fn();
/** Attach, a field that grows to about five lines, send inline; Enter sends, Shift+Enter is a new line. */
export const Default: Story = {
  render: () => <Composer onSend={onSend} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Message' });
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(field, 'One{Shift>}{Enter}{/Shift}two');
    await expect(field).toHaveValue('One\ntwo');
    await userEvent.type(field, '{Enter}');
    await expect(onSend).toHaveBeenCalledTimes(1);
  },
};

const onTouchSend = fn();
/** On a touch screen Enter is a new line, as in messaging apps; the button sends, and Ctrl+Enter or Cmd+Enter. */
export const TouchEnterIsNewLine: Story = {
  render: () => <Composer enterSends={false} onSend={onTouchSend} />,
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await expect(field).toHaveAttribute('enterkeyhint', 'enter');
    await userEvent.type(field, 'One{Enter}two');
    await expect(field).toHaveValue('One\ntwo');
    await expect(onTouchSend).not.toHaveBeenCalled();
    await userEvent.type(field, '{Control>}{Enter}{/Control}');
    await expect(onTouchSend).toHaveBeenCalledTimes(1);
    await userEvent.type(field, '{Meta>}{Enter}{/Meta}');
    await expect(onTouchSend).toHaveBeenCalledTimes(2);
  },
};

const onLiveSend = fn();
/** A live's one-line chat: Enter sends on every device (even Shift+Enter), and the keyboard's key says "send". */
export const OneLine: Story = {
  render: () => <Composer label="Say something" placeholder="Say something..." attach={undefined} enterSends={false} oneLine onSend={onLiveSend} />,
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Say something' });
    await expect(field).toHaveAttribute('enterkeyhint', 'send');
    await userEvent.type(field, 'So good{Enter}');
    await expect(onLiveSend).toHaveBeenCalledTimes(1);
    await userEvent.type(field, '{Shift>}{Enter}{/Shift}');
    await expect(onLiveSend).toHaveBeenCalledTimes(2);
    await expect(field).not.toHaveValue(expect.stringContaining('\n'));
  },
};

/** Long text: the field stops growing at about five lines and scrolls. */
export const Grown: Story = {
  render: () => <Composer value={'A long message\n'.repeat(8).trim()} />,
};

/** A creator's composer: the price as a chip in the tray, the coin icon to change it, the price on send for a fan past the free messages. */
export const WithPriceChip: Story = {
  render: () => (
    <Composer
      value="A secret for you"
      trailing={<IconButton icon="coin" label="Set a price (now 25 coins)" />}
      tray={
        <>
          <Button size="sm" variant="secondary">
            Add from vault
          </Button>
          <Button size="sm" variant="secondary" icon="coin" aria-label="Price 25 coins: change the price">
            25 coins
          </Button>
          <IconButton icon="close" size="small" label="Remove the price" />
        </>
      }
    />
  ),
};

export const PricedSend: Story = { render: () => <Composer value="Hi again" sendLabel="Send for 7 coins" /> };

export const Sending: Story = { render: () => <Composer value="On its way" sending /> };
