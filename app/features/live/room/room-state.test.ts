import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../../../common/errors';
import { chatLine, giftEvent, liveSummary, liveView } from './fixtures';
import { CHAT_KEPT, GIFTS_QUEUED_MAX, initialRoom, roomPhase, roomReducer, shouldPublish, shouldWatch, type RoomAction, type RoomState } from './room-state';

const run = (state: RoomState, ...actions: RoomAction[]) => actions.reduce(roomReducer, state);

describe('roomReducer', () => {
  it('live_state merges the room figures but keeps this page its own entry', () => {
    const start = initialRoom(liveView({ entry: 'ticket', viewer_count: 3 }));
    const next = run(start, { type: 'state', live: liveView({ entry: 'free', viewer_count: 8, chat_muted: true, now: 1_001 }) });
    expect(next.live.viewer_count).toBe(8);
    expect(next.live.chat_muted).toBe(true);
    expect(next.live.entry).toBe('ticket');
  });

  it('an API answer replaces the entry (a bought ticket lets the viewer in)', () => {
    const start = initialRoom(liveView({ entry: 'needs_ticket', ticket_price: 50 }));
    expect(roomPhase(start)).toBe('needs_ticket');
    const next = run(start, { type: 'view', live: liveView({ entry: 'ticket', ticket_price: 50, now: 1_002 }) });
    expect(roomPhase(next)).toBe('room');
  });

  it('ignores an older view and events of another live', () => {
    const start = initialRoom(liveView({ viewer_count: 5, now: 1_010 }));
    expect(run(start, { type: 'state', live: liveView({ viewer_count: 1, now: 1_000 }) }).live.viewer_count).toBe(5);
    expect(run(start, { type: 'state', live: liveView({ live_id: 10, viewer_count: 1, now: 1_020 }) }).live.viewer_count).toBe(5);
    expect(run(start, { type: 'chat', line: chatLine(1, 'hi', undefined, 10) }).chat).toEqual([]);
    expect(roomPhase(run(start, { type: 'ended', live_id: 10 }))).toBe('room');
  });

  it('live_refused: kicked is the kicked state, another refusal shows its message', () => {
    const start = initialRoom(liveView());
    const kicked = run(start, { type: 'refused', live_id: 9, code: ERRORS.LIVE_KICKED.code, message: ERRORS.LIVE_KICKED.message });
    expect(roomPhase(kicked)).toBe('kicked');
    const other = run(start, { type: 'refused', live_id: 9, code: 30023, message: 'Not available in your location' });
    expect(roomPhase(other)).toBe('refused');
    expect(other.refused?.message).toBe('Not available in your location');
    const ticket = run(start, { type: 'refused', live_id: 9, code: ERRORS.LIVE_TICKET_REQUIRED.code, message: '' });
    expect(roomPhase(ticket)).toBe('needs_ticket');
  });

  it('kicked stays kicked even when a later view arrives', () => {
    const next = run(initialRoom(liveView()), { type: 'kicked', live_id: 9 }, { type: 'state', live: liveView({ now: 2_000 }) });
    expect(roomPhase(next)).toBe('kicked');
    expect(shouldWatch(next)).toBe(false);
  });

  it('replaced stops this page until it rejoins', () => {
    const replaced = run(initialRoom(liveView()), { type: 'replaced', live_id: 9 });
    expect(roomPhase(replaced)).toBe('replaced');
    expect(shouldWatch(replaced)).toBe(false);
    expect(roomPhase(run(replaced, { type: 'rejoin' }))).toBe('room');
  });

  it('ended wins over everything and a late live_state does not revive it', () => {
    const ended = run(initialRoom(liveView()), { type: 'kicked', live_id: 9 }, { type: 'ended', live_id: 9 });
    expect(roomPhase(ended)).toBe('ended');
    expect(run(ended, { type: 'state', live: liveView({ state: 'running', now: 5_000 }) }).live.state).toBe('ended');
  });

  it('the summary ends the live for the creator', () => {
    const creator = initialRoom(liveView({ entry: 'creator' }));
    expect(shouldPublish(creator)).toBe(true);
    const done = run(creator, { type: 'summary', summary: liveSummary() });
    expect(roomPhase(done)).toBe('ended');
    expect(done.summary?.coins_earned).toBe(1_480);
    expect(shouldPublish(done)).toBe(false);
  });

  it('chat: the backlog and new lines merge by id, in order, without duplicates, bounded', () => {
    const start = initialRoom(liveView());
    const next = run(
      start,
      { type: 'chat', line: chatLine(3, 'c') },
      { type: 'backlog', lines: [chatLine(1, 'a'), chatLine(3, 'c')] },
      { type: 'chat', line: chatLine(2, 'b') },
    );
    expect(next.chat.map((l) => l.text)).toEqual(['a', 'b', 'c']);
    const many = Array.from({ length: CHAT_KEPT + 5 }, (_, i) => chatLine(i + 10, `m${i}`));
    const bounded = run(start, { type: 'backlog', lines: many });
    expect(bounded.chat).toHaveLength(CHAT_KEPT);
    expect(bounded.chat.at(-1)?.text).toBe(`m${CHAT_KEPT + 4}`);
  });

  it('gifts queue for the animation, each with its own key, and leave when played', () => {
    const start = initialRoom(liveView());
    const two = run(start, { type: 'gift', gift: giftEvent() }, { type: 'gift', gift: giftEvent({ gift_id: 2 }) });
    expect(two.gifts.map((g) => g.n)).toEqual([1, 2]);
    expect(run(two, { type: 'giftDone', n: 1 }).gifts.map((g) => g.gift_id)).toEqual([2]);
    const burst = run(start, ...Array.from({ length: GIFTS_QUEUED_MAX + 3 }, () => ({ type: 'gift', gift: giftEvent() }) as const));
    expect(burst.gifts).toHaveLength(GIFTS_QUEUED_MAX);
  });

  it('watching follows publishing: off while the creator reconnects, on again when back', () => {
    let state = initialRoom(liveView({ publishing: true }));
    expect(shouldWatch(state)).toBe(true);
    state = run(state, { type: 'state', live: liveView({ publishing: false, now: 1_001 }) });
    expect(shouldWatch(state)).toBe(false);
    state = run(state, { type: 'state', live: liveView({ publishing: true, now: 1_002 }) });
    expect(shouldWatch(state)).toBe(true);
    expect(shouldPublish(state)).toBe(false);
  });

  it('a scheduled live is not watched yet', () => {
    const state = initialRoom(liveView({ state: 'scheduled', publishing: false, starts_at: 2_000 }));
    expect(roomPhase(state)).toBe('scheduled');
    expect(shouldWatch(state)).toBe(false);
  });
});
