import { describe, expect, it } from 'vitest';
import { LIVE_TITLE_MAX } from '../../../common/live';
import { SCHEDULE_TEXTS, checkSchedule, checkStart, emptyGoLiveForm } from './go-live-form';

const form = (over = {}) => ({ ...emptyGoLiveForm('2026-11-26'), title: 'Late night Q&A', ...over });
/** 2026-11-26 12:00 UTC is 04:00 on the Pacific wall clock (PST, UTC-8). */
const NOW = Date.parse('2026-11-26T12:00:00Z');

describe('the go-live form', () => {
  it('needs a title, trimmed, of at most LIVE_TITLE_MAX characters', () => {
    expect(checkStart(form({ title: '   ' })).errors).toEqual({ title: 'Please add a title for your Live.' });
    expect(checkStart(form({ title: 'x'.repeat(LIVE_TITLE_MAX + 1) })).errors.title).toBeTruthy();
    expect(checkStart(form({ title: '  Q&A  ' }))).toEqual({ ok: true, value: { title: 'Q&A', ticket_price: 0 }, errors: {} });
  });

  it('sends 0 for a free live whatever the price field holds, and the typed coins for a ticket', () => {
    expect(checkStart(form({ entry: 'free', price: 'abc' }))).toMatchObject({ ok: true, value: { ticket_price: 0 } });
    expect(checkStart(form({ entry: 'ticket', price: '120' }))).toMatchObject({ ok: true, value: { ticket_price: 120 } });
  });

  it('refuses a ticket price that is not 1 to 10000 coins', () => {
    for (const price of ['', '0', '10001', '1.5', '-3', 'ten'])
      expect(checkStart(form({ entry: 'ticket', price })).errors, price).toEqual({ price: 'Please enter coins from 1 to 10000' });
  });

  it('reports the title and the price together', () => {
    expect(checkStart(form({ title: '', entry: 'ticket', price: '0' })).errors).toEqual({
      title: 'Please add a title for your Live.',
      price: 'Please enter coins from 1 to 10000',
    });
  });

  it('schedules at least 3 minutes and at most 30 days ahead, on the Pacific clock', () => {
    expect(checkSchedule(form({ date: '2026-11-26', time: '04:02' }), NOW).errors).toEqual({ starts_at: SCHEDULE_TEXTS.tooSoon });
    expect(checkSchedule(form({ date: '2026-12-27', time: '05:00' }), NOW).errors).toEqual({ starts_at: SCHEDULE_TEXTS.tooFar });
    expect(checkSchedule(form({ date: null }), NOW).errors).toEqual({ starts_at: SCHEDULE_TEXTS.missing });
    expect(checkSchedule(form({ date: '2026-11-26', time: '04:03' }), NOW)).toEqual({
      ok: true,
      value: { title: 'Late night Q&A', ticket_price: 0, starts_at: Date.parse('2026-11-26T12:03:00Z') / 1000 },
      errors: {},
    });
  });

  it('checks the title and price of a schedule too', () => {
    expect(checkSchedule(form({ title: '', time: '20:00' }), NOW).errors).toEqual({ title: 'Please add a title for your Live.' });
  });
});
