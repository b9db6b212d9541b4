import { beforeEach, describe, expect, it } from 'vitest';
import { useFeedVolume, videoSound } from './volume';

beforeEach(() => useFeedVolume.getState().reset());

describe('home feed volume (spec: starts at 0)', () => {
  it('starts at 0 and muted, so every feed video starts silent', () => {
    expect(useFeedVolume.getState()).toMatchObject({ volume: 0, muted: true });
    expect(videoSound(useFeedVolume.getState()).muted).toBe(true);
  });

  it('unmuting one video keeps later feed videos at that volume, and muting again silences them', () => {
    // The viewer unmutes a video (it was at full volume under its mute) and turns it down.
    useFeedVolume.getState().fromVideo({ volume: 1, muted: false });
    useFeedVolume.getState().fromVideo({ volume: 0.35, muted: false });
    expect(videoSound(useFeedVolume.getState())).toEqual({ volume: 0.35, muted: false });
    useFeedVolume.getState().fromVideo({ volume: 0.35, muted: true });
    expect(videoSound(useFeedVolume.getState())).toEqual({ volume: 0.35, muted: true });
  });

  it('a volume slid to 0 is silence; nonsense is clamped', () => {
    useFeedVolume.getState().fromVideo({ volume: 0, muted: false });
    expect(videoSound(useFeedVolume.getState()).muted).toBe(true);
    useFeedVolume.getState().fromVideo({ volume: 3, muted: false });
    expect(useFeedVolume.getState().volume).toBe(1);
    useFeedVolume.getState().fromVideo({ volume: Number.NaN, muted: false });
    expect(useFeedVolume.getState().volume).toBe(0);
  });
});
