import { describe, expect, it } from 'vitest';
import { feedMessage, type FeedMessage } from '../feed/feed-messages.js';
import { FeedSimulator } from './simulator.js';

const MINUTE = 60_000;
const START = Date.UTC(2026, 0, 10, 21, 7, 30);

type FixtureChange = Extract<FeedMessage, { type: 'fixture_change' }>;

/** The announcements among messages, of one sport. */
function announced(messages: FeedMessage[], sport: string): FixtureChange[] {
  return messages.filter(
    (m): m is FixtureChange =>
      m.type === 'fixture_change' && m.status === 'not_started' && m.fixture.sport.slug === sport,
  );
}

/** The fixtures a recovery's snapshot at `now` reports as not started yet. */
function aheadAt(sim: FeedSimulator, now: number): FixtureChange[] {
  return sim
    .replay(null, now, 'count')
    .filter(
      (m): m is FixtureChange =>
        m.type === 'fixture_change' && m.status === 'not_started' && m.fixture.start_time > now,
    );
}

describe('the accelerated calendar', () => {
  it('leaves the real calendar as it was: football kicks off on the hour', () => {
    const real = new FeedSimulator({ seed: 'cal', speed: 10 });
    const explicit = new FeedSimulator({ seed: 'cal', speed: 10, calendar: 'real' });
    const window = [START, START + 3 * 60 * MINUTE] as const;
    const messages = real.messagesBetween(...window);
    expect(explicit.messagesBetween(...window)).toEqual(messages);
    const kickoffs = announced(real.replay(null, START, 'r'), 'football').map((m) => m.fixture.start_time);
    expect(kickoffs.length).toBeGreaterThan(24);
    for (const kickoff of kickoffs) expect(kickoff % (60 * MINUTE)).toBe(0);
  });

  it('runs the schedule at the speed: kick-offs every 15 seconds at 240, announced minutes ahead', () => {
    const sim = new FeedSimulator({ seed: 'cal', speed: 240, calendar: 'accelerated' });
    const kickoffs = aheadAt(sim, START)
      .filter((m) => m.fixture.sport.slug === 'football')
      .map((m) => m.fixture.start_time)
      .sort((a, b) => a - b);
    // The rest of the calendar's day and the two days announced, as in real time, within 18 minutes.
    expect(kickoffs[0]).toBeGreaterThan(START);
    expect(kickoffs[0]).toBeLessThanOrEqual(START + 15_000);
    expect(kickoffs.at(-1)).toBeGreaterThan(START + 12 * MINUTE);
    expect(kickoffs.at(-1)).toBeLessThanOrEqual(START + 18 * MINUTE);
    for (let i = 1; i < kickoffs.length; i++)
      expect((kickoffs[i] ?? 0) - (kickoffs[i - 1] ?? 0)).toBe(15_000);
  });

  it('holds as many fixtures ahead as the real calendar does: two to three days of them', () => {
    // A day: 24 football matches, 16 tennis and 12 basketball.
    const day = 24 + 16 + 12;
    for (const sim of [
      new FeedSimulator({ seed: 'cal', speed: 1 }),
      new FeedSimulator({ seed: 'cal', speed: 240, calendar: 'accelerated' }),
    ]) {
      const ahead = aheadAt(sim, START).length;
      expect(ahead).toBeGreaterThanOrEqual(2 * day);
      expect(ahead).toBeLessThanOrEqual(3 * day);
    }
  });

  it('plays and settles a football match within half a minute of its kick-off, in valid messages', () => {
    const sim = new FeedSimulator({ seed: 'cal', speed: 240, calendar: 'accelerated' });
    const messages = sim.messagesBetween(START, START + 5 * MINUTE);
    for (const message of messages)
      expect(feedMessage.safeParse(message).success, message.message_id).toBe(true);
    const ids = new Set(messages.map((m) => m.message_id));
    expect(ids.size).toBe(messages.length);

    const starts = new Map(
      aheadAt(sim, START).map((m) => [
        m.event_id,
        { start: m.fixture.start_time, sport: m.fixture.sport.slug },
      ]),
    );
    const settled = messages.filter(
      (m): m is Extract<FeedMessage, { type: 'bet_settlement' }> =>
        m.type === 'bet_settlement' && starts.get(m.event_id)?.sport === 'football',
    );
    expect(settled.length).toBeGreaterThan(10);
    for (const settlement of settled) {
      const start = starts.get(settlement.event_id)?.start ?? 0;
      // 93 minutes and the 15-minute break at 240 times, then the results' two minutes at 240 times.
      expect(settlement.timestamp - start).toBe((108 * MINUTE) / 240 + (2 * MINUTE) / 240);
      const live = messages.filter(
        (m) => m.type === 'odds_change' && m.event_id === settlement.event_id && m.sport_event_status,
      );
      expect(live.length).toBeGreaterThan(15);
    }
  });

  it('answers the same messages however the time is cut, so a recovery replays them exactly', () => {
    const sim = () => new FeedSimulator({ seed: 'cal', speed: 240, calendar: 'accelerated' });
    const whole = sim().messagesBetween(START, START + 2 * MINUTE);
    const cut = START + 57_531;
    const parts = [...sim().messagesBetween(START, cut), ...sim().messagesBetween(cut, START + 2 * MINUTE)];
    expect(parts).toEqual(whole);
  });

  it('stamps whole milliseconds at a speed that does not divide a minute, so every message is valid', () => {
    for (const calendar of ['real', 'accelerated'] as const) {
      const sim = new FeedSimulator({ seed: 'cal', speed: 7, calendar });
      const messages = sim.messagesBetween(START, START + 6 * 60 * MINUTE);
      expect(messages.some((m) => m.type === 'odds_change' && m.sport_event_status)).toBe(true);
      for (const message of messages) {
        expect(Number.isInteger(message.timestamp), message.message_id).toBe(true);
        expect(feedMessage.safeParse(message).success, message.message_id).toBe(true);
      }
    }
  });
});
