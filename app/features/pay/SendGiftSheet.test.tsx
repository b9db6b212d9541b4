import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider, ToastProvider } from '#ds';
import { ERRORS } from '../../../common/errors';
import { FLIRT_COINS, GIFT_ANIMATION_MS } from '../../../common/gifts';
import { ApiError } from '../../lib/api/client';
import { isGiftAnimationPreloaded, resetGiftPreloads } from './gift-animations';
import { useWallet } from '../../stores/wallet';
import { FlirtSheet, SendGiftSheet } from './SendGiftSheet';
import { resetSpendFlow } from './spend';
import { SpendHost } from './spend-host';

const call = vi.fn();
/** The paid calls; the wallet's own loads answer 2,000 coins and "ask always". */
const paid = vi.fn();
vi.mock('../../lib/api', () => ({ api: () => ({ call }) }));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(element: React.ReactNode, env: Record<string, unknown> = { GIFT_ANIMATION_BASE_URL: '/gifts/' }) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        element: (
          <ToastProvider>
            <Where />
            {element}
            <SpendHost />
          </ToastProvider>
        ),
        children: [{ path: '*', element: null }],
      },
    ],
    {
      initialEntries: ['/@gold_creator'],
      hydrationData: { loaderData: { root: { env, viewer: { loggedIn: true, userName: 'fan', userRole: 0 } } } },
    },
  );
  return render(
    <DesignSystemProvider>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </DesignSystemProvider>,
  );
}

beforeEach(() => {
  call.mockReset();
  paid.mockReset();
  resetSpendFlow();
  act(() => useWallet.getState().reset());
  call.mockImplementation(async (name: string, input: unknown) => {
    if (name === 'pay.wallet') return { coins: 2000, earnings: 0, coin_price_cents: 10, creator_share_percent: 90 };
    if (name === 'pay.spend_setting') return { ask_above_coins: 0 };
    return paid(name, input);
  });
  resetGiftPreloads();
});

describe('SendGiftSheet', () => {
  it('preloads the sports car and champagne (only those) as soon as it can open', () => {
    renderAt(<SendGiftSheet creatorId={7} creatorName="Gold Creator" />, { GIFT_ANIMATION_BASE_URL: 'https://media.example/gifts' });
    expect(isGiftAnimationPreloaded('https://media.example/gifts/sports-car.svg')).toBe(true);
    expect(isGiftAnimationPreloaded('https://media.example/gifts/champagne.svg')).toBe(true);
    expect(isGiftAnimationPreloaded('https://media.example/gifts/rose.svg')).toBe(false);
    expect(isGiftAnimationPreloaded('/gifts/champagne.svg')).toBe(false);
  });

  it('a successful gift plays the animation of that gift over the page, then it goes', async () => {
    paid.mockResolvedValue({ coins: 1000, balance: 20 });
    const onSent = vi.fn();
    const onOpenChange = vi.fn();
    renderAt(<SendGiftSheet open onOpenChange={onOpenChange} creatorId={7} creatorName="Gold Creator" onSent={onSent} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Sports car, 1,000 coins' }));
    expect(screen.queryByRole('img', { name: /for Gold Creator/ })).toBeNull();
    expect(await screen.findByText('You have 2,000 coins')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Sports car for 1,000 coins' }));
    // Asked once, with the price and the balance; nothing sent before the confirm.
    const ask = await screen.findByRole('dialog', { name: 'Send Sports car to Gold Creator' });
    expect(paid).not.toHaveBeenCalled();
    expect(within(ask).getByText('Left after').nextSibling).toHaveTextContent('1,000 coins');
    await user.dblClick(within(ask).getByRole('button', { name: 'Send for 1,000 coins' }));
    expect(paid).toHaveBeenCalledTimes(1);
    expect(paid).toHaveBeenCalledWith('pay.gift', expect.objectContaining({ creator_id: 7, gift_id: 4 }));
    const animation = await screen.findByRole('img', { name: 'Sports car for Gold Creator' });
    expect(animation).toHaveAttribute('src', '/gifts/sports-car.svg');
    expect(await screen.findByText('Sent Sports car (1,000 coins) to Gold Creator')).toBeInTheDocument();
    expect(onSent).toHaveBeenCalledWith({ coins: 1000, balance: 20 });
    // The question is gone and the gift sheet asks its owner to close: a second tap cannot send again.
    expect(screen.queryByRole('dialog', { name: 'Send Sports car to Gold Creator' })).toBeNull();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Sports car for Gold Creator' })).toBeNull(), { timeout: GIFT_ANIMATION_MS + 1000 });
  }, 10_000);

  it('a refused gift plays nothing; not enough coins goes to /pay/coins and back here', async () => {
    paid.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 403, code: ERRORS.PAYMENT_BLOCKED.code }, ERRORS.PAYMENT_BLOCKED.message));
    renderAt(<SendGiftSheet open creatorId={7} creatorName="Gold Creator" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send Champagne for 100 coins' }));
    let ask = await screen.findByRole('dialog', { name: 'Send Champagne to Gold Creator' });
    await user.click(await within(ask).findByRole('button', { name: 'Send for 100 coins' }));
    expect(await within(ask).findByRole('alert')).toHaveTextContent(ERRORS.PAYMENT_BLOCKED.message);
    expect(screen.queryByRole('img', { name: /for Gold Creator/ })).toBeNull();
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));

    paid.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 402, code: ERRORS.NOT_ENOUGH_COINS.code }, ERRORS.NOT_ENOUGH_COINS.message));
    await user.click(screen.getByRole('button', { name: 'Send Champagne for 100 coins' }));
    ask = await screen.findByRole('dialog', { name: 'Send Champagne to Gold Creator' });
    await user.click(await within(ask).findByRole('button', { name: 'Send for 100 coins' }));
    expect(await within(ask).findByRole('alert')).toHaveTextContent('You need 100 coins to send Champagne to Gold Creator; you have 2,000.');
    await user.click(within(ask).getByRole('button', { name: 'Buy coins' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/pay/coins?redirect=${encodeURIComponent('/@gold_creator')}`));
    expect(screen.queryByRole('img', { name: /for Gold Creator/ })).toBeNull();
  });
});

describe('SendGiftSheet in a live (liveId)', () => {
  it('sends the gift to the live with live_id and its key, and leaves the animation to the room', async () => {
    paid.mockResolvedValue({ result: 'ok' });
    const onOpenChange = vi.fn();
    renderAt(<SendGiftSheet open onOpenChange={onOpenChange} creatorId={7} creatorName="Gold Creator" liveId={9} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send Champagne for 100 coins' }));
    const ask = await screen.findByRole('dialog', { name: 'Send Champagne to Gold Creator' });
    await user.click(await within(ask).findByRole('button', { name: 'Send for 100 coins' }));
    await waitFor(() => expect(paid).toHaveBeenCalledTimes(1));
    expect(paid).toHaveBeenCalledWith('live.gift', { live_id: 9, gift_id: expect.any(Number), idem_key: expect.any(String) });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(screen.queryByRole('img', { name: /for Gold Creator/ })).toBeNull();
  });
});

describe('FlirtSheet', () => {
  it('sends a flirt at the flirt price, once per key on a retry', async () => {
    paid.mockRejectedValueOnce(new ApiError({ kind: 'network' }, 'Network error')).mockResolvedValueOnce({ coins: FLIRT_COINS, balance: 7 });
    renderAt(<FlirtSheet open creatorId={7} creatorName="Gold Creator" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Send a flirt for ${FLIRT_COINS} coins` }));
    const ask = await screen.findByRole('dialog', { name: 'Send a flirt to Gold Creator' });
    await user.click(await within(ask).findByRole('button', { name: `Send a flirt for ${FLIRT_COINS} coins` }));
    expect(await within(ask).findByRole('alert')).toHaveTextContent('Network error');
    await user.click(within(ask).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(`Sent a flirt (${FLIRT_COINS} coins) to Gold Creator`)).toBeInTheDocument();
    expect(paid).toHaveBeenCalledTimes(2);
    const [first, second] = paid.mock.calls.map((c) => c[1] as { creator_id: number; coins: number; idem_key: string });
    expect(first).toMatchObject({ creator_id: 7, coins: FLIRT_COINS });
    expect(second!.idem_key).toBe(first!.idem_key);
  });
});
