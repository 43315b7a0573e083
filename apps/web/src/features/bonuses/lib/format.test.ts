import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, parseDuration, timeLeft } from './format';

describe('bonus formatting', () => {
  it('formats USD as the cash box does and the caption amount with 2 decimals', () => {
    expect(formatMoney(3000, 'en')).toBe('$3,000.00');
    expect(formatMoney(0.2, 'en')).toBe('$0.20');
    expect(formatAmount(80, 'en')).toBe('80.00');
    expect(formatAmount(1500.5, 'en')).toBe('1,500.50');
  });

  it("reads the server's 'Nd Nh Nm Ns' text", () => {
    expect(parseDuration('2d 3h 4m 5s')).toBe(2 * 86_400 + 3 * 3_600 + 4 * 60 + 5);
    expect(parseDuration('45m')).toBe(2_700);
    expect(parseDuration('')).toBeUndefined();
  });

  it('counts down to ends_at by the minute and stops at zero', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    const ends = { ends_at: '2026-01-03T05:07:59Z', time_left: 'ignored' };
    expect(timeLeft(ends, now)).toEqual({ days: 2, hours: 5, minutes: 7, ended: false });
    expect(timeLeft(ends, now + 60_000)).toEqual({ days: 2, hours: 5, minutes: 6, ended: false });
    expect(timeLeft(ends, Date.parse('2026-01-04T00:00:00Z'))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      ended: true,
    });
  });

  it('falls back to time_left counted from when it was loaded, and to nothing without either', () => {
    const loadedAt = 1_000_000;
    const bonus = { ends_at: null, time_left: '0d 1h 30m 0s' };
    expect(timeLeft(bonus, loadedAt, loadedAt)).toEqual({ days: 0, hours: 1, minutes: 30, ended: false });
    expect(timeLeft(bonus, loadedAt + 30 * 60_000, loadedAt)).toEqual({
      days: 0,
      hours: 1,
      minutes: 0,
      ended: false,
    });
    expect(timeLeft({ ends_at: null, time_left: '' }, loadedAt)).toBeUndefined();
  });
});
