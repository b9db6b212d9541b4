import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { Box, Button, ButtonLink, CallInfo, CallNotice, CallStage, CallStatus, CallSummary, CoinAmount } from '#ds';
import { portraitMilo } from '../fixtures';

/** The video call's parts one by one (the screen stories show them together). */
const meta = { title: 'Feedback/Call cards', parameters: { layout: 'fullscreen' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const onStage = (children: ReactNode) => (
  <Box background="background" padding="medium" display="flex" flexDirection="column" alignItems="center" gap="medium">
    {children}
  </Box>
);

export const Status: Story = {
  render: () =>
    onStage(<CallStatus peerName="Milo" peerPortrait={portraitMilo} title="Ringing..." waiting actions={<Button variant="secondary">Cancel</Button>} />),
};

export const StatusProblem: Story = {
  render: () => onStage(<CallStatus peerName="Milo" title="The call could not connect." text="Check your network connection and try again." problem="close" />),
};

export const Summary: Story = {
  render: () =>
    onStage(
      <CallSummary
        peerName="Milo"
        duration="12:04"
        coins={780}
        coinsLabel="Coins spent"
        endedBy="The call was hung up."
        actions={<ButtonLink href="/chatRoom?u1=1&u2=3">Back to chat</ButtonLink>}
      />,
    ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Duration')).toBeVisible();
  },
};

export const Notices: Story = {
  render: () =>
    onStage(
      <>
        <CallInfo elapsed="0:42" coins={<CoinAmount amount={180} size="sm" exact />} />
        <CallNotice
          tone="warning"
          action={
            <ButtonLink href="/pay/coins" variant="primary" size="sm">
              Buy coins
            </ButtonLink>
          }
        >
          Your coins run out in about a minute
        </CallNotice>
        <CallNotice>Reconnecting...</CallNotice>
      </>,
    ),
};

/** The stage without video: the portrait fills in, with the info on top. */
export const StagePoster: Story = {
  render: () => <CallStage peerName="Milo" peerPortrait={portraitMilo} info={<CallInfo elapsed="1:05" />} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Video call with Milo' })).toBeVisible();
  },
};
