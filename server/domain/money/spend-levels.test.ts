import { describe, expect, it } from 'vitest';
import { spendLevel } from './spend-levels';

describe('spendLevel', () => {
  it('names the level a 30-day spend in dollars reached', () => {
    expect(spendLevel(0)).toBe('under 100');
    expect(spendLevel(99.99)).toBe('under 100');
    expect(spendLevel(100)).toBe('over 100');
    expect(spendLevel(999)).toBe('over 100');
    expect(spendLevel(1000)).toBe('over 1000');
    expect(spendLevel(25_000)).toBe('over 10000');
  });
});
