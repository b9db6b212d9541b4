import { describe, expect, it } from 'vitest';
import { shouldCheckAdultPopup } from './adult-popup';

describe('the per-profile adult popup asks the server only when it may show', () => {
  const base = { skip: false, hasSession: true, targetIsCreator: true, own: false };
  it("a creator profile, a session, AP off, not one's own", () => {
    expect(shouldCheckAdultPopup(base)).toBe(true);
    expect(shouldCheckAdultPopup({ ...base, skip: true })).toBe(false);
    expect(shouldCheckAdultPopup({ ...base, hasSession: false })).toBe(false);
    expect(shouldCheckAdultPopup({ ...base, targetIsCreator: false })).toBe(false);
    expect(shouldCheckAdultPopup({ ...base, own: true })).toBe(false);
  });
});
