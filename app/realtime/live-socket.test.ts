import { describe, expect, it } from 'vitest';
import { liveOfPath } from './live-socket';

describe('liveOfPath (the socket query li)', () => {
  it('is the live_id on /live/join_live only, digits only', () => {
    expect(liveOfPath('/live/join_live', '?live_id=42')).toBe('42');
    expect(liveOfPath('/live/join_live/', '?x=1&live_id=7')).toBe('7');
    expect(liveOfPath('/live', '?live_id=42')).toBeUndefined();
    expect(liveOfPath('/live/gifters', '?live_id=42')).toBeUndefined();
    expect(liveOfPath('/live/join_live', '')).toBeUndefined();
    for (const bad of ['0', '-1', '4e1', '0x2a', ' 42', '12345678901234567'])
      expect(liveOfPath('/live/join_live', `?live_id=${encodeURIComponent(bad)}`)).toBeUndefined();
  });
});
