import crypto from 'node:crypto';
import type { WheelBonuses, WheelPrize, WheelSpinResult } from '@casino/contract';
import type { Queryable } from '../../platform/db/types.js';
import type { Deps } from '../../platform/deps.js';
import { fieldError, notFound } from '../../platform/http/errors.js';
import type { Locale } from '../../platform/i18n/locale.js';
import { presentBonus } from './bonuses.presenter.js';
import { findTermsByIds, type TermsRow } from './bonuses.repository.js';
import { offerBonus } from './bonuses.service.js';
import * as repo from './wheel.repository.js';
import type { LivePrize } from './wheel.repository.js';
import './wheel.messages.js';

/** A wheel day runs from 05:00 to 04:59 in the player's zone (document 2, section 9). */
export const WHEEL_DAY_STARTS_AT_HOUR = 5;
/** The zone of a player who has not spun yet. */
export const DEFAULT_TIME_ZONE = 'UTC';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

// ---------------------------------------------------------------------------------------------
// Time zones and wheel days

const ZONE_SHAPE = /^[A-Za-z][A-Za-z0-9_+/-]{0,63}$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

/**
 * The canonical name of an IANA zone (e.g. 'utc' -> 'UTC'), or undefined when it is not one.
 * Only names are accepted: a bare offset such as '+05:00' has no daylight-saving rules.
 */
export function canonicalTimeZone(input: string): string | undefined {
  if (!ZONE_SHAPE.test(input)) return undefined;
  try {
    const zone = new Intl.DateTimeFormat('en-US', { timeZone: input }).resolvedOptions().timeZone;
    return ZONE_SHAPE.test(zone) ? zone : undefined;
  } catch {
    return undefined;
  }
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClockAt(instant: Date, zone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const p of formatterOf(zone).formatToParts(instant)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const isoDate = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);

/**
 * The wheel day of an instant: the local calendar date, less one before 05:00. Counted on the
 * wall clock rather than as "now minus 5 hours", so a daylight-saving change overnight never
 * moves the day's start away from 05:00.
 */
export function wheelDayOf(instant: Date, zone: string): string {
  const local = wallClockAt(instant, zone);
  const date = Date.UTC(local.year, local.month - 1, local.day);
  return isoDate(local.hour < WHEEL_DAY_STARTS_AT_HOUR ? date - DAY_MS : date);
}

/** The zone's offset from UTC at an instant, in milliseconds (whole seconds). */
function offsetAt(instant: number, zone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  const local = wallClockAt(new Date(whole), zone);
  return Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second) - whole;
}

/** When the wheel day after this one opens: the next local 05:00, as an instant. */
export function nextSpinAt(wheelDay: string, zone: string): Date {
  const [year = 1970, month = 1, day = 1] = wheelDay.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, day + 1, WHEEL_DAY_STARTS_AT_HOUR);
  const guess = wall - offsetAt(wall, zone);
  // The offset at the answer may differ from the offset at the first guess across a change.
  let at = wall - offsetAt(guess, zone);
  // Where 05:00 itself does not exist (the clocks jump over it), the day opens when they land.
  const nextDay = isoDate(Date.UTC(year, month - 1, day + 1));
  while (wheelDayOf(new Date(at), zone) !== nextDay) at += HOUR_MS;
  return new Date(at);
}

// ---------------------------------------------------------------------------------------------
// The draw

/** size random bytes; the default is the operating system's CSPRNG. */
export type RandomBytes = (size: number) => Uint8Array;

const MAX_BOUND = 2 ** 48;

/**
 * A uniform integer in [0, bound): reads the fewest whole bytes that cover bound and redraws any
 * value at or past the largest multiple of bound they can hold, so every result is equally likely
 * (a plain remainder would favour the low values: modulo bias).
 */
export function uniformInt(bound: number, random: RandomBytes = crypto.randomBytes): number {
  if (!Number.isSafeInteger(bound) || bound < 1 || bound > MAX_BOUND)
    throw new RangeError(`bound must be an integer from 1 to 2^48, got ${bound}`);
  let size = 1;
  while (256 ** size < bound) size += 1;
  const range = 256 ** size;
  const limit = range - (range % bound);
  for (;;) {
    const bytes = random(size);
    if (bytes.length < size) throw new Error('the random source answered too few bytes');
    let value = 0;
    for (let i = 0; i < size; i++) value = value * 256 + (bytes[i] ?? 0);
    if (value < limit) return value % bound;
  }
}

/** Draws one entry with probability weight / total weight (weights are positive integers). */
export function drawByWeight<T extends { weight: number }>(
  entries: readonly T[],
  random: RandomBytes = crypto.randomBytes,
): { entry: T; index: number; totalWeight: number } {
  let totalWeight = 0;
  for (const e of entries) {
    if (!Number.isSafeInteger(e.weight) || e.weight < 1) throw new RangeError(`bad weight ${e.weight}`);
    totalWeight += e.weight;
  }
  if (entries.length === 0) throw new RangeError('nothing to draw from');
  let ticket = uniformInt(totalWeight, random);
  for (const [index, entry] of entries.entries()) {
    if (ticket < entry.weight) return { entry, index, totalWeight };
    ticket -= entry.weight;
  }
  throw new Error('unreachable: the ticket is below the total weight');
}

// ---------------------------------------------------------------------------------------------
// The wheel for a player

const alreadySpun = () => fieldError('non_field_errors', 'wheel_already_spun');
const wheelUnavailable = () => fieldError('non_field_errors', 'wheel_unavailable');

/** Percent with one decimal. */
const chanceOf = (weight: number, total: number) => Math.round((weight * 1000) / total) / 10;

async function termsById(db: Queryable, prizes: readonly LivePrize[]): Promise<Map<number, TermsRow>> {
  const rows = await findTermsByIds(db, [...new Set(prizes.map((p) => p.terms_id))]);
  return new Map(rows.map((t) => [t.id, t]));
}

function presentPrizes(
  prizes: readonly LivePrize[],
  terms: ReadonlyMap<number, TermsRow>,
  locale: Locale,
  now: Date,
): WheelPrize[] {
  const total = prizes.reduce((sum, p) => sum + p.published_weight, 0);
  return prizes.flatMap((p) => {
    const t = terms.get(p.terms_id);
    if (!t) return [];
    return [
      {
        id: p.id,
        label: p.label[locale] || p.label.en,
        color: p.color,
        weight: p.published_weight,
        chance: chanceOf(p.published_weight, total),
        bonus: presentBonus(null, t, locale, now),
      },
    ];
  });
}

/** The live wheel and, for a signed-in player, whether a spin is open now and when the next one is. */
export async function wheelFor(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: number | undefined,
  locale: Locale,
): Promise<WheelBonuses> {
  const now = deps.clock.now();
  const prizes = await repo.listLivePrizes(deps.db);
  const bonuses = presentPrizes(prizes, await termsById(deps.db, prizes), locale, now);
  if (userId === undefined) {
    return { bonuses, can_spin: false, next_spin_at: null, time_zone: null, last_spin_at: null };
  }
  const remembered = await repo.findPlayerTimeZone(deps.db, userId);
  const zone = remembered ?? DEFAULT_TIME_ZONE;
  const day = wheelDayOf(now, zone);
  const [today, latest] = await Promise.all([
    repo.findSpinOfDay(deps.db, userId, day),
    repo.findLatestSpin(deps.db, userId),
  ]);
  return {
    bonuses,
    can_spin: !today && bonuses.length > 0,
    next_spin_at: today ? nextSpinAt(day, zone).toISOString() : null,
    time_zone: remembered,
    last_spin_at: latest ? new Date(latest.spun_at).toISOString() : null,
  };
}

/**
 * Spins the wheel for the player: draws a published prize by weight and offers its bonus (activate
 * within the terms' hours), with the day's spin, in one transaction. A second spin the same wheel
 * day is refused and changes nothing. The first spin remembers the player's zone for good.
 */
export async function spinWheel(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: number,
  input: { timeZone?: string | undefined },
  locale: Locale,
  random: RandomBytes = crypto.randomBytes,
): Promise<WheelSpinResult> {
  let requested: string | undefined;
  if (input.timeZone !== undefined) {
    requested = canonicalTimeZone(input.timeZone);
    if (!requested) throw fieldError('time_zone', 'wheel_time_zone_invalid');
  }
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const player = await repo.lockPlayerTimeZone(tx, userId);
    // A token can outlive its player.
    if (!player) throw notFound('player_unknown');
    const zone = player.time_zone ?? requested ?? DEFAULT_TIME_ZONE;
    if (player.time_zone === null) await repo.rememberTimeZone(tx, userId, zone);
    const day = wheelDayOf(now, zone);
    if (await repo.findSpinOfDay(tx, userId, day)) throw alreadySpun();

    const prizes = await repo.listLivePrizes(tx);
    if (prizes.length === 0) throw wheelUnavailable();
    const drawn = drawByWeight(
      prizes.map((p) => ({ prize: p, weight: p.published_weight })),
      random,
    );
    const { prize } = drawn.entry;
    const terms = (await termsById(tx, [prize])).get(prize.terms_id);
    if (!terms) throw wheelUnavailable();
    const bonus = await offerBonus(tx, { userId, termsId: prize.terms_id, source: 'wheel', now });
    const spin = await repo.insertSpin(tx, {
      userId,
      wheelDay: day,
      timeZone: zone,
      spunAt: now,
      prizeId: prize.id,
      playerBonusId: bonus.id,
      weight: drawn.entry.weight,
      totalWeight: drawn.totalWeight,
    });
    // Another spin of the same day got in first (its row lock was not held): throwing rolls the offer back.
    if (!spin) throw alreadySpun();
    return {
      prize_id: prize.id,
      index: drawn.index,
      bonus: presentBonus(bonus, terms, locale, now),
      next_spin_at: nextSpinAt(day, zone).toISOString(),
    };
  });
}
