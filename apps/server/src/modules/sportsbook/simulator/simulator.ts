import type { EventStatus } from '@casino/contract';
import type { FeedMessage, Fixture } from '../feed/feed-messages.js';
import { basketballScript } from './basketball.js';
import { footballScript } from './football.js';
import { seededRng } from './rng.js';
import type { MatchScript } from './script.js';
import { tennisScript } from './tennis.js';
import { WORLD, type WorldSport } from './world.js';

/**
 * The feed simulator (docs/decisions/045): a bookmaker's odds feed with no outside service. Every
 * fixture and everything that happens in it follows from the seed and the fixture's id alone, so
 * the producer keeps no state: its messages between any two moments, or a snapshot of the book
 * now, are computed when asked, identical each time (same ids, same contents). That is what lets
 * it answer a recovery request after the book restarts, and makes it deterministic in tests.
 *
 * Kick-offs are in real time, each sport's fixtures every few minutes around the clock; a match
 * plays at `speed` times real time. A day's fixtures are announced two days before the day
 * (daysAhead). With the accelerated calendar the whole schedule runs at `speed` too: the calendar
 * (kick-offs, announcements, pre-match moves, results) is a timeline of its own mapped onto real
 * time divided by the speed, so fixtures follow each other `speed` times as often and the book
 * holds as many ahead as in real time.
 */

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Pre-match price moves, before kick-off. */
const DRIFTS_BEFORE_KICKOFF_MS = [6 * 60, 2 * 60, 30].map((m) => m * MINUTE_MS);
/** Results follow the final whistle after this long (real time: the feed's checks). */
const SETTLEMENT_DELAY_MS = 2 * MINUTE_MS;
/** A replay longer than this answers a snapshot of the book (each event's latest state) instead. */
export const EXACT_REPLAY_MS = 6 * 60 * MINUTE_MS;
/** One fixture in this many is postponed (its bets cancelled). */
const POSTPONED_ONE_IN = 40;

export interface SimulatorOptions {
  seed: string;
  /** Match time per real time (1: real time). */
  speed: number;
  producer?: string;
  /** How many days before its day a fixture is announced (2 by default). */
  daysAhead?: number;
  /** 'accelerated': the calendar also runs at `speed` (docs/decisions/045); 'real' by default. */
  calendar?: SimulatorCalendar;
}

export type SimulatorCalendar = 'real' | 'accelerated';

interface SimFixture {
  feedId: string;
  number: number;
  fixture: Fixture;
  sport: WorldSport;
  announcedAt: number;
}

export class FeedSimulator {
  readonly producer: string;
  private readonly daysAhead: number;
  /** Calendar time per real time: the speed with the accelerated calendar, otherwise 1. */
  private readonly calendarSpeed: number;
  private readonly scripts = new Map<string, FeedMessage[]>();

  constructor(private readonly options: SimulatorOptions) {
    this.producer = options.producer ?? 'sim';
    this.daysAhead = options.daysAhead ?? 2;
    this.calendarSpeed = options.calendar === 'accelerated' ? options.speed : 1;
  }

  /** The real moment (ms) of a moment of the calendar (ms since the epoch on its timeline). */
  private realTime(calendarMs: number): number {
    return Math.floor(calendarMs / this.calendarSpeed);
  }

  /** A calendar duration in real time, in whole milliseconds (the feed's timestamps are). */
  private realDuration(calendarMs: number): number {
    return Math.round(calendarMs / this.calendarSpeed);
  }

  /** The calendar's day (days since the epoch on its timeline) at a real moment. */
  private calendarDay(realMs: number): number {
    return Math.floor((realMs * this.calendarSpeed) / DAY_MS);
  }

  /** The fixtures of a calendar day (a UTC day unless the calendar is accelerated), every sport's, soonest first. */
  fixturesOfDay(day: number): SimFixture[] {
    const fixtures: SimFixture[] = [];
    WORLD.forEach((sport, sportIndex) => {
      const count = Math.floor((24 * 60) / sport.everyMinutes);
      for (let slot = 0; slot < count; slot++) {
        const number = day * 1000 + sportIndex * 100 + slot;
        const feedId = `sr:match:${number}`;
        const rng = seededRng(`${this.options.seed}:${feedId}:draw`);
        const competition = rng.pick(sport.competitions);
        const home = rng.pick(competition.sides);
        let away = rng.pick(competition.sides);
        while (away[0] === home[0]) away = rng.pick(competition.sides);
        fixtures.push({
          feedId,
          number,
          sport,
          announcedAt: this.realTime((day - this.daysAhead) * DAY_MS) + sportIndex * 1000 + slot,
          fixture: {
            sport: { id: sport.id, slug: sport.slug, name: sport.name },
            competition: { id: competition.id, name: competition.name, country: competition.country },
            home: home[0],
            away: away[0],
            start_time: this.realTime(day * DAY_MS + slot * sport.everyMinutes * MINUTE_MS),
          },
        });
      }
    });
    return fixtures;
  }

  private ratings(f: SimFixture): [number, number] {
    const competition = f.sport.competitions.find((c) => c.id === f.fixture.competition.id);
    const rating = (name: string) => competition?.sides.find(([n]) => n === name)?.[1] ?? 1;
    return [rating(f.fixture.home), rating(f.fixture.away)];
  }

  private script(f: SimFixture): MatchScript {
    const rng = seededRng(`${this.options.seed}:${f.feedId}:play`);
    const [home, away] = this.ratings(f);
    const kickoff = f.fixture.start_time;
    const { speed } = this.options;
    switch (f.sport.slug) {
      case 'football':
        return footballScript(rng, home, away, kickoff, speed);
      case 'tennis':
        return tennisScript(rng, home, away, kickoff, speed);
      case 'basketball': {
        const competition = f.sport.competitions.find((c) => c.id === f.fixture.competition.id);
        return basketballScript(rng, home, away, kickoff, speed, competition?.quarterMinutes ?? 10);
      }
    }
  }

  /** Every message of the fixture, in order (ids `producer:number:index`, the index zero-padded so ids sort in order). */
  messagesOf(f: SimFixture): FeedMessage[] {
    const known = this.scripts.get(f.feedId);
    if (known) return known;
    const script = this.script(f);
    const messages: FeedMessage[] = [];
    const base = (timestamp: number) => ({
      message_id: `${this.producer}:${f.number}:${String(messages.length).padStart(4, '0')}`,
      producer: this.producer,
      // A script's moments are match time divided by the speed: whole milliseconds on the wire,
      // as the feed's messages carry them (a speed of 7 would otherwise stamp 8571.43 ms).
      timestamp: Math.round(timestamp),
      event_id: f.feedId,
    });
    const fixtureChange = (timestamp: number, status: EventStatus) =>
      messages.push({ ...base(timestamp), type: 'fixture_change', fixture: f.fixture, status });
    const kickoff = f.fixture.start_time;
    fixtureChange(f.announcedAt, 'not_started');
    const driftRng = seededRng(`${this.options.seed}:${f.feedId}:drift`);
    const drifts = [0, ...DRIFTS_BEFORE_KICKOFF_MS.map(() => driftRng.normal(0, 0.04))];
    const openAt = f.announcedAt + 1;
    const beforeKickoff = (ms: number) => kickoff - this.realDuration(ms);
    [openAt, ...DRIFTS_BEFORE_KICKOFF_MS.map(beforeKickoff)].forEach((at, i) => {
      if (at < openAt) return;
      messages.push({ ...base(at), type: 'odds_change', markets: script.prematch(drifts[i] ?? 0) });
    });
    const postponed = seededRng(`${this.options.seed}:${f.feedId}:postpone`).int(POSTPONED_ONE_IN) === 0;
    if (postponed) {
      const at = beforeKickoff(20 * MINUTE_MS);
      fixtureChange(at, 'postponed');
      messages.push({
        ...base(at + 1),
        type: 'bet_cancel',
        void_reason: 'postponed',
        markets: script.prematch(0).map((m) => ({ type: m.type, specifier: m.specifier })),
      });
    } else {
      for (const moment of script.live) {
        if (moment.stopBefore) messages.push({ ...base(moment.at - 1), type: 'bet_stop' });
        messages.push({
          ...base(moment.at),
          type: 'odds_change',
          sport_event_status: moment.status,
          markets: moment.markets,
        });
      }
      const ended = script.live[script.live.length - 1]?.at ?? kickoff;
      messages.push({
        ...base(ended + this.realDuration(SETTLEMENT_DELAY_MS)),
        type: 'bet_settlement',
        markets: script.settlement,
      });
    }
    // Kept for the fixtures still in play; older ones are computed again if ever asked for.
    if (this.scripts.size > 2000) this.scripts.clear();
    this.scripts.set(f.feedId, messages);
    return messages;
  }

  /** The fixtures whose messages may fall between from and to. */
  private fixturesBetween(from: number, to: number): SimFixture[] {
    // No match lasts four hours of match time; its results follow within the calendar's hour after.
    const longest = (4 * 60 * MINUTE_MS) / this.options.speed + this.realDuration(60 * MINUTE_MS);
    const first = this.calendarDay(from - longest);
    const last = this.calendarDay(to) + this.daysAhead;
    const out: SimFixture[] = [];
    for (let day = first; day <= last; day++)
      for (const f of this.fixturesOfDay(day))
        if (f.announcedAt <= to && f.fixture.start_time + longest >= from) out.push(f);
    return out;
  }

  /** Every message produced after `after` up to and including `until`, in the order produced. */
  messagesBetween(after: number, until: number): FeedMessage[] {
    return this.collect(
      this.fixturesBetween(after, until),
      (m) => m.timestamp > after && m.timestamp <= until,
    );
  }

  /**
   * A recovery: everything since `since` (inclusive: a message of the same millisecond as the last
   * one applied may not have been), or, with no since or one too long ago, a snapshot of the book.
   * The snapshot is each event's announcement, latest prices, a bet stop in force, and its
   * settlements and cancels: messages of the same ids as when first sent, so one applied before is
   * recognised, and nothing the book missed is left out (the prices it missed are superseded).
   */
  replay(since: number | null, now: number, requestId: string): FeedMessage[] {
    const messages =
      since !== null && now - since <= EXACT_REPLAY_MS
        ? this.collect(this.fixturesBetween(since, now), (m) => m.timestamp >= since && m.timestamp <= now)
        : // A book that never read the feed has no bets: it needs only what is not over yet.
          this.snapshot(since ?? now, now);
    const last = messages[messages.length - 1]?.timestamp ?? now;
    messages.push({
      message_id: `${this.producer}:snapshot:${requestId}`,
      producer: this.producer,
      timestamp: Math.max(now, last),
      type: 'snapshot_complete',
      request_id: requestId,
    });
    return messages;
  }

  private snapshot(from: number, now: number): FeedMessage[] {
    const out: FeedMessage[] = [];
    for (const f of this.fixturesBetween(from, now)) {
      const all = this.messagesOf(f);
      // Settled (or cancelled) before the window: nothing of it is missing.
      if ((all[all.length - 1]?.timestamp ?? 0) < from) continue;
      const sent = all.filter((m) => m.timestamp <= now);
      const latest = (type: FeedMessage['type']) => sent.findLast((m) => m.type === type);
      const odds = latest('odds_change');
      const stop = latest('bet_stop');
      const keep = new Set<FeedMessage | undefined>([latest('fixture_change'), odds]);
      if (stop && odds && stop.timestamp > odds.timestamp) keep.add(stop);
      for (const m of sent) if (m.type === 'bet_settlement' || m.type === 'bet_cancel') keep.add(m);
      for (const m of sent) if (keep.has(m)) out.push(m);
    }
    return out.sort(byProduction);
  }

  private collect(fixtures: SimFixture[], keep: (m: FeedMessage) => boolean): FeedMessage[] {
    const out: FeedMessage[] = [];
    for (const f of fixtures) {
      for (const m of this.messagesOf(f)) if (keep(m)) out.push(m);
    }
    return out.sort(byProduction);
  }
}

/** Producer order: by time, then by the fixture's own order. */
function byProduction(a: FeedMessage, b: FeedMessage): number {
  if (a.timestamp !== b.timestamp) return a.timestamp - b.timestamp;
  return a.message_id < b.message_id ? -1 : a.message_id > b.message_id ? 1 : 0;
}
