import { describe, expect, it } from 'vitest';
import type { ChatCallRecord } from '../../../common/chat';
import {
  callRecordText,
  daysText,
  durationText,
  hoursText,
  minuteToTime,
  perMinuteText,
  previewText,
  settingStateText,
  timeOfDayText,
  timeToMinute,
} from './format';

const record = (over: Partial<ChatCallRecord>): ChatCallRecord => ({ call_id: 1, end_reason: 'hung_up', duration_seconds: 192, coins: 45, ...over });

describe('call words', () => {
  it('prices and the preview line', () => {
    expect(perMinuteText(20)).toBe('20 coins/min');
    expect(perMinuteText(1500)).toBe('1,500 coins/min');
    expect(perMinuteText(0)).toBe('Free');
    expect(previewText({ price_per_minute: 20, min_time: 3 })).toBe('20 coins/min · 3 min minimum = 60 coins held when a fan calls');
    expect(previewText({ price_per_minute: 0, min_time: 3 })).toBe('Free · fans call you without paying');
    expect(settingStateText(null)).toBe('Off');
    expect(settingStateText({ enabled: false, price_per_minute: 20 })).toBe('Off');
    expect(settingStateText({ enabled: true, price_per_minute: 20 })).toBe('20 coins/min');
  });

  it('times of day both ways', () => {
    expect(minuteToTime(570)).toBe('09:30');
    expect(minuteToTime(0)).toBe('00:00');
    expect(minuteToTime(1440)).toBe('00:00');
    expect(timeToMinute('09:30')).toBe(570);
    expect(timeToMinute('23:59')).toBe(1439);
    expect(timeToMinute('24:00')).toBeNull();
    expect(timeToMinute('')).toBeNull();
  });

  it('days, Monday first, runs joined', () => {
    expect(daysText([1, 2, 3, 4, 5])).toBe('Mon–Fri');
    expect(daysText([0, 6])).toBe('Sat, Sun');
    expect(daysText([5, 6, 0])).toBe('Fri–Sun');
    expect(daysText([1, 3, 5])).toBe('Mon, Wed, Fri');
    expect(daysText([0, 1, 2, 3, 4, 5, 6])).toBe('Every day');
    expect(hoursText(null)).toBe('Any time');
    expect(hoursText({ days: [1, 2, 3, 4, 5], start_minute: 1080, end_minute: 1320, time_zone: 'Europe/Berlin' })).toBe(
      'Mon–Fri, 6:00 PM–10:00 PM (Europe/Berlin)',
    );
    expect([0, 1440, 720, 570, 1439].map(timeOfDayText)).toEqual(['12:00 AM', '12:00 AM', '12:00 PM', '9:30 AM', '11:59 PM']);
  });

  it('call records', () => {
    expect(durationText(192)).toBe('3:12');
    expect(durationText(3725)).toBe('1:02:05');
    expect(callRecordText(record({}))).toBe('Video call · 3:12 · 45 coins');
    expect(callRecordText(record({ coins: 0 }))).toBe('Video call · 3:12');
    expect(callRecordText(record({ end_reason: 'missed', duration_seconds: 0, coins: 0 }))).toBe('Missed video call');
    expect(callRecordText(record({ end_reason: 'declined', duration_seconds: 0, coins: 0 }))).toBe('Declined video call');
    expect(callRecordText(record({ end_reason: 'cancelled', duration_seconds: 0, coins: 0 }))).toBe('Cancelled video call');
    expect(callRecordText(record({ end_reason: 'busy', duration_seconds: 0, coins: 0 }))).toBe('No answer: busy');
    expect(callRecordText(record({ end_reason: 'no_coins', duration_seconds: 300, coins: 100 }))).toBe('Video call ended: out of coins · 5:00 · 100 coins');
    expect(callRecordText(record({ end_reason: 'failed', duration_seconds: 0, coins: 0 }))).toBe('Video call failed');
  });
});
