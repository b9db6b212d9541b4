import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '#ds';
import { ERRORS } from '../../../common/errors';
import { FLIRT_COINS, GIFT_ANIMATION_MS } from '../../../common/gifts';
import { ApiError } from '../../lib/api/client';
import { isGiftAnimationPreloaded, resetGiftPreloads } from './gift-animations';
import { FlirtSheet, SendGiftSheet } from './SendGiftSheet';

const call = vi.fn();
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
          <>
            <Where />
            {element}
          </>
        ),
        children: [{ path: '*', element: null }],
      },
    ],
    { initialEntries: ['/@gold_creator'], hydrationData: { loaderData: { root: { env } } } },
  );
  return render(
    <DesignSystemProvider>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </DesignSystemProvider>,
  );
}

beforeEach(() => {
  call.mockReset();
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
    call.mockResolvedValue({ coins: 1000, balance: 20 });
    const onSent = vi.fn();
    renderAt(<SendGiftSheet open creatorId={7} creatorName="Gold Creator" onSent={onSent} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Sports car, 1,000 coins' }));
    expect(screen.queryByRole('img', { name: /for Gold Creator/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send Sports car for 1,000 coins' }));
    expect(call).toHaveBeenCalledWith('pay.gift', expect.objectContaining({ creator_id: 7, gift_id: 4 }), { silent: true });
    const animation = await screen.findByRole('img', { name: 'Sports car for Gold Creator' });
    expect(animation).toHaveAttribute('src', '/gifts/sports-car.svg');
    expect(screen.getByRole('status')).toHaveTextContent('Sports car sent to Gold Creator.');
    expect(onSent).toHaveBeenCalledWith({ coins: 1000, balance: 20 });
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Sports car for Gold Creator' })).toBeNull(), { timeout: GIFT_ANIMATION_MS + 1000 });
  }, 10_000);

  it('a refused gift plays nothing; not enough coins goes to /pay/coins and back here', async () => {
    call.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 403, code: ERRORS.PAYMENT_BLOCKED.code }, ERRORS.PAYMENT_BLOCKED.message));
    renderAt(<SendGiftSheet open creatorId={7} creatorName="Gold Creator" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send Champagne for 100 coins' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ERRORS.PAYMENT_BLOCKED.message);
    expect(screen.queryByRole('img', { name: /for Gold Creator/ })).toBeNull();

    call.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 402, code: ERRORS.NOT_ENOUGH_COINS.code }, ERRORS.NOT_ENOUGH_COINS.message));
    await user.click(screen.getByRole('button', { name: 'Send Champagne for 100 coins' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/pay/coins?redirect=${encodeURIComponent('/@gold_creator')}`));
    expect(screen.queryByRole('img', { name: /for Gold Creator/ })).toBeNull();
  });
});

describe('FlirtSheet', () => {
  it('sends a flirt at the flirt price, once per key on a retry', async () => {
    call.mockRejectedValueOnce(new ApiError({ kind: 'network' }, 'Network error')).mockResolvedValueOnce({ coins: FLIRT_COINS, balance: 7 });
    renderAt(<FlirtSheet open creatorId={7} creatorName="Gold Creator" />);
    const user = userEvent.setup();
    const send = await screen.findByRole('button', { name: `Send a flirt for ${FLIRT_COINS} coins` });
    await user.click(send);
    await screen.findByRole('alert');
    await user.click(send);
    expect(await screen.findByRole('status')).toHaveTextContent('Flirt sent to Gold Creator.');
    expect(call).toHaveBeenCalledTimes(2);
    const [first, second] = call.mock.calls.map((c) => c[1] as { creator_id: number; coins: number; idem_key: string });
    expect(first).toMatchObject({ creator_id: 7, coins: FLIRT_COINS });
    expect(second!.idem_key).toBe(first!.idem_key);
  });
});
