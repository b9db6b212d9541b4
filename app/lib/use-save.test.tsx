import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api/api-error';
import { useSave } from './use-save';

const refused = (field: string, message: string) =>
  new ApiError({ kind: 'http', status: 400, code: 1002, message: `${field}: ${message}`, field }, `${field}: ${message}`);

describe('useSave: one save state for every settings form', () => {
  it("a failing client check makes no call and shows the field's message", async () => {
    const { result } = renderHook(() => useSave());
    let called = false;
    let ok = true;
    await act(async () => {
      ok = await result.current.submit(async () => void (called = true), { price: 'Enter a whole number' });
    });
    expect({ ok, called, errors: result.current.errors, saved: result.current.saved }).toEqual({
      ok: false,
      called: false,
      errors: { price: 'Enter a whole number' },
      saved: false,
    });
  });

  it('saving while the call runs, a second press ignored, then "saved" until the next edit', async () => {
    const { result } = renderHook(() => useSave());
    let finish!: () => void;
    let calls = 0;
    const work = () => {
      calls += 1;
      return new Promise<void>((resolve) => (finish = resolve));
    };
    let first!: Promise<boolean>;
    act(() => {
      first = result.current.submit(work);
    });
    expect(result.current.saving).toBe(true);
    await act(async () => {
      expect(await result.current.submit(work)).toBe(false);
    });
    await act(async () => {
      finish();
      expect(await first).toBe(true);
    });
    expect({ calls, saving: result.current.saving, saved: result.current.saved }).toEqual({ calls: 1, saving: false, saved: true });
    act(() => result.current.edited());
    expect(result.current.saved).toBe(false);
  });

  it('a refusal goes to the field the server named when the form has it, else to the whole form', async () => {
    const { result } = renderHook(() => useSave(['nickname']));
    await act(async () => {
      await result.current.submit(() => Promise.reject(refused('nickname', 'Too long')));
    });
    expect(result.current.errors).toEqual({ nickname: 'Too long' });
    await act(async () => {
      await result.current.submit(() => Promise.reject(refused('bio', 'Too long')));
    });
    expect(result.current.errors).toEqual({ form: 'Too long' });
  });
});
