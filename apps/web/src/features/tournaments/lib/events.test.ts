import type { TournamentEvent } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { countdownParts, defaultEvent, eventHref, groupEvents } from './events';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const H = 3600_000;
const event = (id: number, startH: number, endH: number): TournamentEvent => ({
  id,
  name: `E${id}`,
  prize: 100,
  start_date: new Date(NOW + startH * H).toISOString(),
  end_date: new Date(NOW + endH * H).toISOString(),
  preview_img: '',
  status: 'now',
});

describe('events', () => {
  it('groups by the dates, not by the status the server saw', () => {
    const g = groupEvents([event(1, 1, 5), event(2, -1, 2), event(3, -5, -1), event(4, -3, 0)], NOW);
    expect(g.soon.map((e) => e.id)).toEqual([1]);
    expect(g.now.map((e) => e.id)).toEqual([2]);
    expect(g.ended.map((e) => e.id)).toEqual([4, 3]);
  });

  it('selects the first Now event, else the first Soon, else the first Ended', () => {
    expect(defaultEvent([event(1, 1, 5), event(2, -1, 9), event(5, -2, 3)], NOW)?.id).toBe(5);
    expect(defaultEvent([event(1, 3, 5), event(6, 1, 9), event(3, -5, -1)], NOW)?.id).toBe(6);
    expect(defaultEvent([event(3, -5, -1), event(7, -5, -0.5)], NOW)?.id).toBe(7);
    expect(defaultEvent([], NOW)).toBeUndefined();
  });

  it('links to the tournament page with eventStarted', () => {
    expect(eventHref(event(4, -1, 2), NOW)).toBe('/tournaments?tournamentId=4&eventStarted=true');
    expect(eventHref(event(4, 1, 2), NOW)).toBe('/tournaments?tournamentId=4&eventStarted=false');
  });

  it('counts down in days, hours and minutes', () => {
    expect(countdownParts(new Date(NOW + 50 * H + 61_000).toISOString(), NOW)).toEqual({
      days: 2,
      hours: 2,
      minutes: 1,
    });
    expect(countdownParts(new Date(NOW - H).toISOString(), NOW)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });
});
