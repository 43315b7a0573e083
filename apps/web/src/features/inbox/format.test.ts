import { describe, expect, it } from 'vitest';
import { formatFull, formatReceived } from './format';

describe('formatReceived', () => {
  const now = new Date(2026, 4, 4, 18, 0);
  it("shows today's messages by their time, this year's by day and month, older ones by date", () => {
    expect(formatReceived(new Date(2026, 4, 4, 9, 5).toISOString(), 'en', now)).toBe('09:05 AM');
    expect(formatReceived(new Date(2026, 0, 12, 21, 30).toISOString(), 'en', now)).toBe('Jan 12, 09:30 PM');
    expect(formatReceived(new Date(2025, 11, 31, 23, 0).toISOString(), 'en', now)).toBe('Dec 31, 2025');
    expect(formatReceived(new Date(2026, 0, 12, 21, 30).toISOString(), 'ru', now)).toBe('12 янв., 21:30');
  });
  it('shows nothing for a date it cannot read', () => {
    expect(formatReceived('yesterday', 'en', now)).toBe('');
    expect(formatFull('yesterday', 'en')).toBe('');
  });
  it("gives a message's own view the full date and time", () => {
    expect(formatFull(new Date(2026, 4, 4, 9, 5).toISOString(), 'en')).toBe('May 4, 2026, 9:05 AM');
  });
});
