/**
 * The per-profile popup never stacks on the site-wide gate (issue 20): a first visit answers the gate,
 * and its anonymous session (hence the check) arrives only afterwards. CI caught the popup on top once.
 */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdultPopup } from './AdultPopup';

const call = vi.fn<(name: string, input?: unknown) => Promise<unknown>>(async () => ({ is_pop: true }));
vi.mock('../../lib/api', () => ({ api: () => ({ call }) }));

const page = (check: boolean, targetUserId = 7) => (
  <MemoryRouter>
    <AdultPopup targetUserId={targetUserId} check={check} />
  </MemoryRouter>
);

afterEach(() => {
  window.localStorage.clear();
  call.mockClear();
});

describe('AdultPopup', () => {
  it('a page opened with the gate to answer does not ask for its creator once the gate is answered and the session comes', async () => {
    const { rerender } = render(page(false));
    window.localStorage.setItem('first_agree_over_18', String(Date.now()));
    await act(async () => rerender(page(true)));
    expect(call).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for another creator on the same visit, and for this one when the gate was answered before', async () => {
    const { rerender } = render(page(false));
    window.localStorage.setItem('first_agree_over_18', String(Date.now()));
    await act(async () => rerender(page(true, 8)));
    expect(call).toHaveBeenCalledWith('user.adult_popup.check', { target_user_id: 8 }, { silent: true });
    call.mockClear();
    render(page(true, 7));
    await act(async () => undefined);
    expect(call).toHaveBeenCalledWith('user.adult_popup.check', { target_user_id: 7 }, { silent: true });
  });
});
