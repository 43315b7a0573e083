import { describe, expect, it } from 'vitest';
import {
  cashbackWeekOf,
  monthOf,
  pointsOf,
  previousCashbackWeek,
  stationOf,
  weightedStakeOf,
} from './programme.js';

const at = (iso: string) => new Date(iso);
const span = (w: { start: Date; end: Date }) => [w.start.toISOString(), w.end.toISOString()];

describe('cashback weeks', () => {
  it('are days 1-7, 8-14, 15-21 and 22 to the end of the month, in UTC', () => {
    expect(span(cashbackWeekOf(at('2026-02-01T00:00:00Z')))).toEqual([
      '2026-02-01T00:00:00.000Z',
      '2026-02-08T00:00:00.000Z',
    ]);
    expect(span(cashbackWeekOf(at('2026-02-14T23:59:59Z')))).toEqual([
      '2026-02-08T00:00:00.000Z',
      '2026-02-15T00:00:00.000Z',
    ]);
    expect(cashbackWeekOf(at('2026-02-21T12:00:00Z')).key).toBe('2026-02-15');
    // The last week runs to the month's end: 7 days in February 2026, 10 in a 31-day month.
    expect(span(cashbackWeekOf(at('2026-02-28T23:59:59Z')))).toEqual([
      '2026-02-22T00:00:00.000Z',
      '2026-03-01T00:00:00.000Z',
    ]);
    expect(span(cashbackWeekOf(at('2026-12-31T23:00:00Z')))).toEqual([
      '2026-12-22T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
    ]);
  });

  it('the week before the first of a month is the previous month’s last', () => {
    expect(span(previousCashbackWeek(at('2027-01-01T00:00:00Z')))).toEqual([
      '2026-12-22T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
    ]);
    expect(previousCashbackWeek(at('2026-05-08T00:00:00Z')).key).toBe('2026-05-01');
  });
});

describe('months, stations and points', () => {
  it('months are calendar months in UTC', () => {
    expect(monthOf(at('2026-05-31T23:59:59Z')).key).toBe('2026-05');
    expect(monthOf(at('2026-06-01T00:00:00Z')).key).toBe('2026-06');
  });

  it('a station is reached at its threshold exactly', () => {
    expect([0, 124.99, 125, 749.99, 750, 12999.99, 13000, 1e9].map(stationOf)).toEqual([
      0, 0, 1, 1, 2, 6, 7, 7,
    ]);
  });

  it('weights the cash stake by category and keeps fractions of a cent', () => {
    expect(weightedStakeOf(5, 'video_poker', { video_poker: 5 })).toBe(25);
    expect(weightedStakeOf(100, 'lobby', { lobby: 0 })).toBe(0);
    expect(weightedStakeOf(100, 'unknown', { slots: 100 })).toBe(0);
    // 10 USD per point: 1,000 cents at 100% is one point; 1 cent at 5% is 0.00005 points.
    expect(pointsOf(weightedStakeOf(1000, 'slots', { slots: 100 }), 10)).toBe(1);
    expect(pointsOf(125 * 1000 * 100, 10)).toBe(125);
    expect(pointsOf(80 * 100 * 100, 80)).toBe(1);
  });
});
