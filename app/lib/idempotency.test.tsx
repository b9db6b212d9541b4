import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useIdempotencyKey } from './idempotency';

describe('useIdempotencyKey', () => {
  it('a retry of the same intention reuses its key, across renders', () => {
    const { result, rerender } = renderHook(() => useIdempotencyKey());
    const first = result.current.keyFor({ post_id: 7 });
    rerender();
    expect(result.current.keyFor({ post_id: 7 })).toBe(first);
    expect(first.length).toBeGreaterThanOrEqual(8);
  });

  it('another input is another intention, with its own key', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const seven = result.current.keyFor({ post_id: 7 });
    const eight = result.current.keyFor({ post_id: 8 });
    expect(eight).not.toBe(seven);
    // Going back to the first input retries the first intention.
    expect(result.current.keyFor({ post_id: 7 })).toBe(seven);
  });

  it('after done, the same input is a new intention', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const before = result.current.keyFor({ coins: 100 });
    result.current.done({ coins: 100 });
    expect(result.current.keyFor({ coins: 100 })).not.toBe(before);
  });

  it('two components keep separate keys', () => {
    const a = renderHook(() => useIdempotencyKey());
    const b = renderHook(() => useIdempotencyKey());
    expect(a.result.current.keyFor('join')).not.toBe(b.result.current.keyFor('join'));
  });
});
