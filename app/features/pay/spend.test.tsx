import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider, ToastProvider } from '#ds';
import { ERRORS } from '../../../common/errors';
import { ApiError } from '../../lib/api/client';
import { useWallet } from '../../stores/wallet';
import { resetSpendFlow, type SpendOutcome, useSpend } from './spend';
import { SpendHost } from './spend-host';

const call = vi.fn();
vi.mock('../../lib/api', () => ({ api: () => ({ call }) }));

let wallet = { coins: 120, askAbove: 0 };
const spent = vi.fn();
let spendImpl: () => Promise<unknown> = async () => ({ balance: wallet.coins - 25 });

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function UnlockButton({ coins = 25 }: { coins?: number }) {
  const spend = useSpend();
  const [outcomes, setOutcomes] = useState<SpendOutcome[]>([]);
  const press = () =>
    void spend({
      title: 'Unlock this post',
      coins,
      purpose: 'to unlock this post',
      confirmLabel: `Unlock for ${coins} coins`,
      doneMessage: 'Unlocked a post from Luna Rivers',
      spend: async () => {
        spent();
        return spendImpl();
      },
    }).then((o) => setOutcomes((list) => [...list, o]));
  return (
    <>
      <button type="button" onClick={press}>
        Unlock
      </button>
      <p data-testid="outcomes">{outcomes.join(',')}</p>
    </>
  );
}

function renderAt(element: React.ReactNode, loggedIn = true) {
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
    { initialEntries: ['/post/7'], hydrationData: { loaderData: { root: { viewer: { loggedIn, userName: loggedIn ? 'fan' : null, userRole: 0 } } } } },
  );
  return render(
    <DesignSystemProvider>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </DesignSystemProvider>,
  );
}

beforeEach(() => {
  call.mockReset();
  spent.mockReset();
  resetSpendFlow();
  act(() => useWallet.getState().reset());
  wallet = { coins: 120, askAbove: 0 };
  spendImpl = async () => ({ balance: wallet.coins - 25 });
  call.mockImplementation(async (name: string) => {
    if (name === 'pay.wallet') return { coins: wallet.coins, earnings: 0, coin_price_cents: 10, creator_share_percent: 90 };
    if (name === 'pay.spend_setting') return { ask_above_coins: wallet.askAbove };
    throw new Error(`unexpected call ${name}`);
  });
});

describe('useSpend and SpendHost', () => {
  it('asks once with the price and balance; a double tap and a double confirm spend once, then the sheet closes and says so', async () => {
    const user = userEvent.setup();
    renderAt(<UnlockButton />);
    await user.dblClick(screen.getByRole('button', { name: 'Unlock' }));
    const sheet = await screen.findByRole('dialog', { name: 'Unlock this post' });
    await waitFor(() => expect(within(sheet).getByText('You have').nextSibling).toHaveTextContent('120 coins'));
    expect(within(sheet).getByText('Left after').nextSibling).toHaveTextContent('95 coins');
    expect(spent).not.toHaveBeenCalled();
    let release!: () => void;
    spendImpl = () => new Promise((resolve) => (release = () => resolve({ balance: 95 })));
    await user.dblClick(within(sheet).getByRole('button', { name: 'Unlock for 25 coins' }));
    await user.click(within(sheet).getByRole('button', { name: 'Unlock for 25 coins' }));
    expect(spent).toHaveBeenCalledTimes(1);
    await act(async () => release());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(spent).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('outcomes')).toHaveTextContent(/^cancelled,done$/));
    expect(useWallet.getState().coins).toBe(95);
    expect(await screen.findByText('Unlocked a post from Luna Rivers')).toBeInTheDocument();
  });

  it('a short balance says why before any spend and offers Buy coins with the way back', async () => {
    wallet.coins = 3;
    const user = userEvent.setup();
    renderAt(<UnlockButton />);
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    const sheet = await screen.findByRole('dialog', { name: 'Unlock this post' });
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('You need 25 coins to unlock this post; you have 3.');
    expect(within(sheet).queryByRole('button', { name: /Unlock for/ })).toBeNull();
    await user.click(within(sheet).getByRole('button', { name: 'Buy coins' }));
    expect(spent).not.toHaveBeenCalled();
    expect(screen.getByTestId('where')).toHaveTextContent(`/pay/coins?redirect=${encodeURIComponent('/post/7')}`);
    await waitFor(() => expect(screen.getByTestId('outcomes')).toHaveTextContent('short'));
  });

  it('when the server still answers not enough coins, the same message and the same way to buy', async () => {
    const user = userEvent.setup();
    renderAt(<UnlockButton />);
    spendImpl = async () => {
      wallet.coins = 3;
      throw new ApiError({ kind: 'http', status: 402, code: ERRORS.NOT_ENOUGH_COINS.code }, ERRORS.NOT_ENOUGH_COINS.message);
    };
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    const sheet = await screen.findByRole('dialog', { name: 'Unlock this post' });
    await user.click(await within(sheet).findByRole('button', { name: 'Unlock for 25 coins' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('You need 25 coins to unlock this post; you have 3.');
    expect(within(sheet).getByRole('button', { name: 'Buy coins' })).toBeInTheDocument();
  });

  it('"Ask before spending" above 50: a 25-coin spend goes through without the question', async () => {
    wallet.askAbove = 50;
    const user = userEvent.setup();
    renderAt(<UnlockButton />);
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(screen.getByTestId('outcomes')).toHaveTextContent('done'));
    expect(spent).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"Ask before spending" above 50 still asks for 60 coins', async () => {
    wallet.askAbove = 50;
    const user = userEvent.setup();
    renderAt(<UnlockButton coins={60} />);
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByRole('dialog', { name: 'Unlock this post' })).toBeInTheDocument();
    expect(spent).not.toHaveBeenCalled();
  });

  it('Cancel spends nothing and answers cancelled', async () => {
    const user = userEvent.setup();
    renderAt(<UnlockButton />);
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    const sheet = await screen.findByRole('dialog', { name: 'Unlock this post' });
    await user.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('outcomes')).toHaveTextContent('cancelled'));
    expect(spent).not.toHaveBeenCalled();
  });

  it('a visitor goes to log in and back, without a question', async () => {
    const user = userEvent.setup();
    renderAt(<UnlockButton />, false);
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(screen.getByTestId('where')).toHaveTextContent(`/login?redirect=${encodeURIComponent('/post/7')}`);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(spent).not.toHaveBeenCalled();
  });
});
