/** The "Video call" action: the one spend door for a paid call, straight to invite otherwise, refusals as the error tip. */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { act, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider, ToastProvider } from '#ds';
import type { CallOffer, CallSetting } from '../../../common/calls';
import { ERRORS } from '../../../common/errors';
import { ApiError } from '../../lib/api/client';
import { useWallet } from '../../stores/wallet';
import { resetSpendFlow } from '../pay/spend';
import { SpendHost } from '../pay/spend-host';
import { VideoCallAction } from './VideoCallAction';

const call = vi.fn<(name: string, input?: Record<string, unknown>, opts?: unknown) => Promise<unknown>>();
vi.mock('../../lib/api', () => ({ api: () => ({ call }) }));

const offer = (over: Partial<CallOffer> = {}): CallOffer => ({
  user_id: 9,
  price_per_minute: 20,
  min_time: 3,
  total_tokens: 60,
  available_now: true,
  hours: null,
  ...over,
});
let answers: { offer: CallOffer | null; setting: CallSetting; coins: number; invite: () => Promise<unknown> };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(element: ReactNode) {
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
    { initialEntries: ['/@mia'], hydrationData: { loaderData: { root: { viewer: { loggedIn: true, userName: 'fan', userRole: 0 } } } } },
  );
  return render(
    <DesignSystemProvider>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </DesignSystemProvider>,
  );
}

const where = () => screen.getByTestId('where').textContent;
const invites = () => call.mock.calls.filter(([name]) => name === 'call.invite');

beforeEach(() => {
  resetSpendFlow();
  act(() => useWallet.getState().reset());
  answers = {
    offer: offer(),
    setting: { enabled: true, price_per_minute: 20, min_time: 3, hours: null },
    coins: 120,
    invite: async () => ({ call_id: 42 }),
  };
  call.mockReset();
  call.mockImplementation(async (name) => {
    if (name === 'call.offer') return { offer: answers.offer };
    if (name === 'call.setting') return answers.setting;
    if (name === 'call.invite') return answers.invite();
    if (name === 'pay.wallet') return { coins: answers.coins, earnings: 0, coin_price_cents: 10, creator_share_percent: 90 };
    if (name === 'pay.spend_setting') return { ask_above_coins: 0 };
    throw new Error(`unexpected call ${name}`);
  });
});

describe('a fan calling a creator', () => {
  it('asks through the spend door with the hold, then invites with a key and goes to the call', async () => {
    const user = userEvent.setup();
    renderAt(<VideoCallAction calleeId={9} calleeName="Mia" callee="creator" />);
    await user.click(await screen.findByRole('button', { name: 'Video call 20 coins/min' }));
    const sheet = await screen.findByRole('dialog', { name: 'Video call with Mia' });
    expect(sheet).toHaveTextContent('3 min held now, then 20 coins/min');
    await user.click(await within(sheet).findByRole('button', { name: 'Call for 60 coins' }));
    await waitFor(() => expect(where()).toBe('/video-call?call_id=42'));
    expect(invites()).toEqual([['call.invite', { user_id: 9, idem_key: expect.stringMatching(/^.{8,80}$/) }, { silent: true }]]);
  });

  it('short of coins: Buy coins with the way back here, and no invite', async () => {
    answers.coins = 10;
    const user = userEvent.setup();
    renderAt(<VideoCallAction calleeId={9} calleeName="Mia" callee="creator" />);
    await user.click(await screen.findByRole('button', { name: 'Video call 20 coins/min' }));
    const sheet = await screen.findByRole('dialog', { name: 'Video call with Mia' });
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('You need 60 coins to call Mia; you have 10.');
    await user.click(within(sheet).getByRole('button', { name: 'Buy coins' }));
    expect(where()).toBe(`/pay/coins?redirect=${encodeURIComponent('/@mia')}`);
    expect(invites()).toHaveLength(0);
  });

  it('a refusal closes the question and shows the catalogue text as the error tip', async () => {
    answers.invite = async () => {
      throw new ApiError({ kind: 'http', status: 409, code: ERRORS.CALL_BUSY.code, message: ERRORS.CALL_BUSY.message }, ERRORS.CALL_BUSY.message);
    };
    const user = userEvent.setup();
    renderAt(<VideoCallAction calleeId={9} calleeName="Mia" callee="creator" />);
    await user.click(await screen.findByRole('button', { name: 'Video call 20 coins/min' }));
    await user.click(await screen.findByRole('button', { name: 'Call for 60 coins' }));
    expect(await screen.findByText(ERRORS.CALL_BUSY.message)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(where()).toBe('/@mia');
  });

  it('outside the creator hours: disabled, saying when they take calls', async () => {
    answers.offer = offer({ available_now: false, hours: { days: [1, 2, 3, 4, 5], start_minute: 1080, end_minute: 1320, time_zone: 'Europe/Berlin' } });
    renderAt(<VideoCallAction calleeId={9} calleeName="Mia" callee="creator" />);
    const button = await screen.findByRole('button', { name: 'Video call 20 coins/min' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Takes calls Mon–Fri, 6:00 PM–10:00 PM (Europe/Berlin)');
  });

  it('a free call rings at once, without a question', async () => {
    answers.offer = offer({ price_per_minute: 0, total_tokens: 0 });
    const user = userEvent.setup();
    renderAt(<VideoCallAction calleeId={9} calleeName="Mia" callee="creator" />);
    await user.click(await screen.findByRole('button', { name: 'Video call Free' }));
    await waitFor(() => expect(where()).toBe('/video-call?call_id=42'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('no offer: no action', async () => {
    answers.offer = null;
    renderAt(<VideoCallAction calleeId={9} calleeName="Mia" callee="creator" />);
    await waitFor(() => expect(call).toHaveBeenCalledWith('call.offer', { user_id: 9 }, { silent: true }));
    expect(screen.queryByRole('button', { name: /Video call/ })).toBeNull();
  });
});

describe('a creator calling a fan', () => {
  it('rings at once at the creator price (the fan pays)', async () => {
    const user = userEvent.setup();
    renderAt(<VideoCallAction calleeId={3} calleeName="Sam" callee="fan" />);
    await user.click(await screen.findByRole('button', { name: 'Video call 20 coins/min' }));
    await waitFor(() => expect(where()).toBe('/video-call?call_id=42'));
    expect(invites()[0]?.[1]).toMatchObject({ user_id: 3 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hidden while the creator own calls are off', async () => {
    answers.setting = { ...answers.setting, enabled: false };
    renderAt(<VideoCallAction calleeId={3} calleeName="Sam" callee="fan" />);
    await waitFor(() => expect(call).toHaveBeenCalledWith('call.setting', {}, { silent: true }));
    expect(screen.queryByRole('button', { name: /Video call/ })).toBeNull();
  });
});
