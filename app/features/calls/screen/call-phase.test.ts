import { describe, expect, it } from 'vitest';
import type { CallView } from '../../../../common/calls';
import { initialMediaState } from './call-controller';
import { buyCoinsPath, callPhase, chatRoomPath, elapsedSeconds, endedText, formatDuration, laterView, notConnectedText } from './call-phase';

const view = (patch: Partial<CallView> = {}): CallView => ({
  call_id: 7,
  state: 'ringing',
  end_reason: null,
  role: 'caller',
  payer: true,
  peer: { id: 2, nick_name: 'Gold Creator', user_name: 'gold_creator', portrait: '' },
  price_per_minute: 50,
  min_time: 3,
  now: 1_000,
  created_at: 990,
  connected_at: null,
  ended_at: null,
  timeout_sec: 140,
  coins_charged: 0,
  minutes_charged: 0,
  seconds_left: null,
  low_balance: false,
  ...patch,
});
const media = { ...initialMediaState };

describe('callPhase', () => {
  it('a ringing call is "ringing" for the caller', () => {
    expect(callPhase(view(), media, false)).toEqual({ kind: 'ringing' });
  });

  it('accepted, before the media flows: connecting (both sides)', () => {
    expect(callPhase(view({ state: 'accepted' }), media, false)).toEqual({ kind: 'connecting' });
    expect(callPhase(view({ state: 'accepted', role: 'callee' }), media, false)).toEqual({ kind: 'connecting' });
  });

  it('live once the server connected it, or once the media flowed here', () => {
    expect(callPhase(view({ state: 'connected', connected_at: 1_000 }), media, false)).toEqual({ kind: 'live', reconnecting: false });
    expect(callPhase(view({ state: 'accepted' }), { ...media, everConnected: true, reconnecting: true }, false)).toEqual({ kind: 'live', reconnecting: true });
  });

  it('ended before connecting: the reason; after connecting: the summary', () => {
    expect(callPhase(view({ state: 'ended', end_reason: 'busy' }), media, false)).toEqual({ kind: 'not_connected', reason: 'busy' });
    expect(callPhase(view({ state: 'ended', end_reason: 'no_coins', connected_at: 1_000, ended_at: 1_300 }), media, false)).toEqual({
      kind: 'summary',
      reason: 'no_coins',
    });
  });

  it('a refused camera, a camera that cannot start and an ICE failure are shown, before and after the call ends', () => {
    expect(callPhase(view({ state: 'accepted' }), { ...media, media: 'denied' }, false)).toEqual({ kind: 'permission', ended: false });
    expect(callPhase(view({ state: 'accepted' }), { ...media, media: 'unavailable' }, false)).toEqual({ kind: 'media_unavailable', ended: false });
    expect(callPhase(view({ state: 'accepted' }), { ...media, media: 'ready', failed: true }, true)).toEqual({ kind: 'ice_failed', turn: true, ended: false });
    expect(callPhase(view({ state: 'ended', end_reason: 'hung_up' }), { ...media, media: 'ready', failed: true }, false)).toEqual({
      kind: 'ice_failed',
      turn: false,
      ended: true,
    });
  });
});

describe('texts', () => {
  it('says what happened from each side', () => {
    expect(notConnectedText('declined', view())).toEqual({ title: 'Call declined', text: 'Gold Creator declined the call.' });
    expect(notConnectedText('missed', view()).text).toBe("Gold Creator didn't answer.");
    expect(notConnectedText('missed', view({ role: 'callee' })).text).toBe('You missed a call from Gold Creator.');
    expect(notConnectedText('busy', view()).title).toBe('Busy');
    expect(endedText('no_coins', view())).toBe('Your coins ran out.');
    expect(endedText('no_coins', view({ payer: false, peer: { id: 1, nick_name: '', user_name: 'fan_one', portrait: '' } }))).toBe('fan_one ran out of coins.');
    expect(endedText('hung_up', view())).toBe('The call was hung up.');
  });

  it('links back to the chat and to buying coins with the way back', () => {
    expect(chatRoomPath(1, 2)).toBe('/chatRoom?u1=1&u2=2');
    expect(buyCoinsPath(7)).toBe('/pay/coins?redirect=%2Fvideo-call%3Fcall_id%3D7');
  });
});

describe('time', () => {
  it('elapsed follows the server clock, corrected by the offset', () => {
    // The browser's clock is 100 s behind the server's: offset +100.
    expect(elapsedSeconds({ connected_at: 1_000, ended_at: null }, 965_000, 100)).toBe(65);
    expect(elapsedSeconds({ connected_at: null, ended_at: null }, 965_000, 100)).toBe(0);
    expect(elapsedSeconds({ connected_at: 1_000, ended_at: 1_185 }, 0, 0)).toBe(185);
  });

  it('formats m:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(3_725)).toBe('62:05');
  });
});

describe('laterView', () => {
  it('never goes back to an earlier state; within a state the later server time wins', () => {
    const ended = view({ state: 'ended', end_reason: 'hung_up', now: 1_010 });
    const connected = view({ state: 'connected', now: 1_020 });
    expect(laterView(ended, connected)).toBe(ended);
    expect(laterView(connected, ended)).toBe(ended);
    const charged = view({ state: 'connected', now: 1_080, coins_charged: 200 });
    expect(laterView(connected, charged)).toBe(charged);
    expect(laterView(charged, connected)).toBe(charged);
    expect(laterView(connected, view({ call_id: 8, state: 'ended' }))).toBe(connected);
  });
});
