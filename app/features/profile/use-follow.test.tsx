import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../lib/api';
import { useFollow } from './use-follow';

/** Each request waits until the test answers it, so the state in between can be read. */
let pending: { url: string; answer: (status: number, body: unknown) => void }[] = [];
const fakeFetch = (input: RequestInfo | URL) =>
  new Promise<Response>((resolve) => {
    pending.push({
      url: String(input),
      answer: (status, body) => resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
    });
  });

beforeEach(() => {
  pending = [];
  configureApi({ apiOrigin: '', signKey: 'test-key-123', identity: () => ({}), fetch: fakeFetch as typeof fetch, onFailure: () => undefined });
});

const profile = { user_id: 7, followed: false, counts: { followers: 41 } };

describe('useFollow', () => {
  it('changes the button and the count at once, then keeps what the server says', async () => {
    const { result } = renderHook(() => useFollow(profile, null));
    let done: Promise<void> | undefined;
    act(() => void (done = result.current.toggle()));
    expect(result.current).toMatchObject({ following: true, followers: 42, busy: true });
    await vi.waitFor(() => expect(pending).toHaveLength(1)); // the API client loads with its first call
    expect(pending[0]!.url).toContain('/api/core/user/follow/');
    await act(async () => {
      pending[0]!.answer(200, { result: 'ok', data: { followed: true, followers: 43 } });
      await done;
    });
    expect(result.current).toMatchObject({ following: true, followers: 43, busy: false });
  });

  it('rolls both back when the server refuses', async () => {
    const { result } = renderHook(() => useFollow({ ...profile, followed: true }, null));
    let done: Promise<void> | undefined;
    act(() => void (done = result.current.toggle()));
    expect(result.current).toMatchObject({ following: false, followers: 40 });
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    expect(pending[0]!.url).toContain('/api/core/user/unfollow/');
    await act(async () => {
      pending[0]!.answer(400, { result: 'error', error: { code: 400, message: 'No.' } });
      await done;
    });
    expect(result.current).toMatchObject({ following: true, followers: 41, busy: false });
  });

  it('sends a visitor to log in instead', async () => {
    const toLogin = vi.fn();
    const { result } = renderHook(() => useFollow(profile, toLogin));
    await act(async () => void (await result.current.toggle()));
    expect(toLogin).toHaveBeenCalled();
    expect(pending).toHaveLength(0);
    expect(result.current.following).toBe(false);
  });
});
