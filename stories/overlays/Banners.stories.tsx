import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { type BannerNotification, type IncomingCall, IncomingCallBanners, NotificationBanners } from '#ds';

const meta = { title: 'Overlays/Banners', parameters: { layout: 'fullscreen' } } satisfies Meta;

/** Banners slide and fade in; checks (and axe) run once they have arrived. */
const arrived = (banner: HTMLElement) => waitFor(() => expect(getComputedStyle(banner.parentElement!).opacity).toBe('1'));
const allArrived = async (canvasElement: HTMLElement) => {
  for (const banner of canvasElement.querySelectorAll<HTMLElement>('[data-testid$="banner"]')) await arrived(banner);
};
export default meta;
type Story = StoryObj<typeof meta>;

const chatBanner: BannerNotification = {
  uuid: 'b1',
  notify_type: 10,
  middle: { title: 'Gold Creator', summary: 'Sent you a message: thanks for the tip, see you tonight at the live show and bring friends along with you' },
  right: { type: 2, content: 'Reply' },
};
const liveBanner: BannerNotification = {
  uuid: 'b2',
  notify_type: 20,
  middle: { title: 'Gold Creator is live', summary: 'Join now: tickets are open' },
  meta: { tokens: 1200 },
};

function Notifications({ initial, onAction }: { initial: BannerNotification[]; onAction?: (b: BannerNotification) => void }) {
  const [banners, setBanners] = useState(initial);
  return (
    <NotificationBanners
      banners={banners}
      autoHide={false}
      onAction={onAction}
      onDismiss={(uuid) => setBanners((all) => all.filter((b) => b.uuid !== uuid))}
      onDismissAll={() => setBanners([])}
    />
  );
}

/** A chat notification (type 10) with a reply button; the summary clamps to 2 lines. */
export const Chat: Story = {
  render: () => <Notifications initial={[chatBanner]} />,
  play: ({ canvasElement }) => allArrived(canvasElement),
};

/** Type 20 is a live notification: LIVE badge, coin amount with the coin icon. */
export const Live: Story = {
  render: () => <Notifications initial={[liveBanner]} />,
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByTestId('notification-banner');
    await arrived(banner);
    await expect(banner).toHaveAttribute('data-live', 'true');
    await expect(within(banner).getByText('LIVE')).toBeVisible();
  },
};

/** The right button calls its action; the close button dismisses one banner. */
const onReply = fn();
export const ActionAndDismiss: Story = {
  render: () => <Notifications initial={[chatBanner, liveBanner]} onAction={onReply} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await allArrived(canvasElement);
    onReply.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Reply' }));
    await expect(onReply).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Dismiss' })[0]);
    await waitFor(() => expect(canvas.getAllByTestId('notification-banner')).toHaveLength(1));
  },
};

/** A swipe up of more than 10 px dismisses every banner; 10 px or less does nothing. */
export const SwipeUpDismissesAll: Story = {
  render: () => <Notifications initial={[chatBanner, liveBanner]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await allArrived(canvasElement);
    const target = canvas.getAllByTestId('notification-banner')[0].firstElementChild as HTMLElement;
    const swipe = (distance: number) => {
      fireEvent.pointerDown(target, { clientY: 100, pointerId: 1 });
      fireEvent.pointerMove(window, { clientY: 100 - distance, pointerId: 1 });
      fireEvent.pointerUp(window, { clientY: 100 - distance, pointerId: 1 });
    };
    swipe(10);
    await expect(canvas.getAllByTestId('notification-banner')).toHaveLength(2);
    swipe(11);
    await waitFor(() => expect(canvas.queryAllByTestId('notification-banner')).toHaveLength(0));
  },
};

const paidCall: IncomingCall = {
  call_id: 'c1',
  send_user_info: { id: 7, nick_name: 'Golden Fan' },
  user_call_setting: { total_tokens: 300, min_time: 5 },
};
const freeCall: IncomingCall = { ...paidCall, call_id: 'c2', user_call_setting: { total_tokens: 0, min_time: 0 } };

function Calls({ initial, onAccept }: { initial: IncomingCall[]; onAccept: (call: IncomingCall) => unknown }) {
  const [calls, setCalls] = useState(initial);
  const remove = (call: IncomingCall) => setCalls((all) => all.filter((c) => c.call_id !== call.call_id));
  return <IncomingCallBanners calls={calls} onAccept={onAccept} onDecline={remove} onDismissAll={() => setCalls([])} />;
}

/** "{tokens} for {min_time} Min", and "0 for unlimited time" when the call is free. */
export const IncomingCalls: Story = {
  render: () => <Calls initial={[paidCall, freeCall]} onAccept={() => undefined} />,
  play: async ({ canvasElement }) => {
    const [paid, free] = within(canvasElement).getAllByTestId('incoming-call-banner');
    await arrived(paid);
    await arrived(free);
    await expect(paid).toHaveTextContent(/300 coins for 5 Min/);
    await expect(free).toHaveTextContent('0 for unlimited time');
  },
};

/** Accept shows a loading state; a second press while it is pending is ignored, and so is Decline. */
const neverSettles = fn(() => new Promise(() => undefined));
export const AcceptWhilePending: Story = {
  render: () => <Calls initial={[paidCall]} onAccept={neverSettles} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const onAccept = neverSettles;
    onAccept.mockClear();
    await allArrived(canvasElement);
    const accept = canvas.getByRole('button', { name: /Accept/ });
    await userEvent.click(accept);
    await userEvent.click(accept);
    await expect(onAccept).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    await expect(canvas.getByTestId('incoming-call-banner')).toBeInTheDocument();
  },
};
