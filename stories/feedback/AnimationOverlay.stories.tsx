import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AnimationOverlay, Button } from '#ds';
import champagne from '../../public/gifts/champagne.svg?url';
import sportsCar from '../../public/gifts/sports-car.svg?url';

/** A celebration over the page (a sent gift): plays once and lets clicks through; a still frame under reduced motion. */
const meta = {
  title: 'Feedback/AnimationOverlay',
  component: AnimationOverlay,
  args: { src: sportsCar, stillSrc: `${sportsCar}#still`, label: 'Sports car for Gold Creator', durationMs: 60 * 60 * 1000, onDone: fn() },
} satisfies Meta<typeof AnimationOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Stays for the screenshot (an hour). */
export const SportsCar: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('img', { name: 'Sports car for Gold Creator' })).toHaveAttribute('src', sportsCar);
  },
};

export const Champagne: Story = { args: { src: champagne, stillSrc: `${champagne}#still`, label: 'Champagne for Gold Creator' } };

/** prefers-reduced-motion: the still frame, no fade. */
export const ReducedMotion: Story = {
  args: { reducedMotion: true, stillDurationMs: 60 * 60 * 1000 },
  play: async ({ canvasElement }) => {
    const picture = within(canvasElement.ownerDocument.body).getByRole('img', { name: 'Sports car for Gold Creator' });
    await expect(picture).toHaveAttribute('src', `${sportsCar}#still`);
    await expect(picture.parentElement).toHaveAttribute('data-motion', 'still');
  },
};

function PlayOnPress() {
  const [playing, setPlaying] = useState(false);
  return (
    <>
      <Button onPress={() => setPlaying(true)}>Send champagne</Button>
      {playing && <AnimationOverlay src={champagne} label="Champagne for Gold Creator" durationMs={400} onDone={() => setPlaying(false)} />}
    </>
  );
}

/** Pressing plays it once; it leaves by itself and the button stays usable under it. */
export const PlaysOnceAndLeaves: Story = {
  render: () => <PlayOnPress />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Send champagne' }));
    await expect(body.getByRole('img', { name: 'Champagne for Gold Creator' })).toBeInTheDocument();
    await waitFor(() => expect(body.queryByRole('img', { name: 'Champagne for Gold Creator' })).not.toBeInTheDocument());
  },
};
