import crypto from 'node:crypto';
import type { WheelBonuses, WheelSpinResult } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import { runWheelCommand, WheelCommandError } from '../src/modules/bonuses/wheel.ops.js';
import {
  canonicalTimeZone,
  drawByWeight,
  nextSpinAt,
  uniformInt,
  wheelDayOf,
} from '../src/modules/bonuses/wheel.service.js';
import { ManualClock } from '../src/platform/clock.js';
import { buildTestApp } from './helper.js';

const clock = new ManualClock(new Date('2026-03-02T12:00:00Z'));
const { app, db } = await buildTestApp({ clock });

const HOUR = 3_600_000;

interface Player {
  id: number;
  /** Signed at the (moving) test clock's time, so a token never outlives a jump of the clock. */
  auth: () => Promise<{ authorization: string }>;
}

async function newPlayer(): Promise<Player> {
  const { rows } = await db.query<{ id: number }>('INSERT INTO users (email) VALUES ($1) RETURNING id', [
    `wheel-${crypto.randomUUID()}@example.com`,
  ]);
  const id = Number(rows[0]?.id);
  return { id, auth: async () => ({ authorization: `Bearer ${await app.deps.accessTokens.sign(id)}` }) };
}

const getWheel = async (headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'GET', url: '/api/frontend/wheel_bonuses/', headers });
  expect(res.statusCode).toBe(200);
  const list = res.json<WheelBonuses[]>();
  expect(list).toHaveLength(1);
  return list[0] as WheelBonuses;
};

const spin = async (player: Player, payload: unknown = {}, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/frontend/wheel/spin/',
    headers: { ...(await player.auth()), ...headers },
    payload: payload as object,
  });

async function countOf(sql: string, params: unknown[]): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) AS t`, params);
  return Number(rows[0]?.n);
}

const spinsOf = (userId: number) => countOf('SELECT 1 FROM wheel_spins WHERE user_id = $1', [userId]);
const wheelBonusesOf = (userId: number) =>
  countOf(`SELECT 1 FROM player_bonuses WHERE user_id = $1 AND source = 'wheel'`, [userId]);
const zoneOf = async (userId: number) =>
  (await db.query<{ time_zone: string | null }>('SELECT time_zone FROM users WHERE id = $1', [userId]))
    .rows[0]?.time_zone;

describe('the sampler', () => {
  /** A source that answers one fixed byte string, then fails: a redraw shows up as a thrown error. */
  const once = (bytes: number[]) => {
    let used = false;
    return (size: number) => {
      if (used) throw new Error('redraw');
      used = true;
      expect(size).toBe(bytes.length);
      return Uint8Array.from(bytes);
    };
  };

  it('gives every prize exactly its weight share of all byte values and redraws the remainder', () => {
    // Weights 1 and 2 (total 3) over one byte: 255 values split 85 / 170; 255 itself would bias
    // the first prize under a plain remainder, so it is redrawn.
    const counts = [0, 0];
    let redraws = 0;
    for (let b = 0; b < 256; b++) {
      try {
        const { index } = drawByWeight([{ weight: 1 }, { weight: 2 }], once([b]));
        counts[index] = (counts[index] ?? 0) + 1;
      } catch (err) {
        expect((err as Error).message).toBe('redraw');
        redraws += 1;
      }
    }
    expect(counts).toEqual([85, 170]);
    expect(redraws).toBe(1);
  });

  it('is exactly uniform over every two-byte value for a bound that does not divide 65536', () => {
    const bound = 300;
    const counts = new Array<number>(bound).fill(0);
    let redraws = 0;
    for (let v = 0; v < 65_536; v++) {
      try {
        const n = uniformInt(bound, once([v >> 8, v & 0xff]));
        counts[n] = (counts[n] ?? 0) + 1;
      } catch {
        redraws += 1;
      }
    }
    // 65536 = 218 * 300 + 136: each value 218 times, the top 136 redrawn.
    expect(new Set(counts)).toEqual(new Set([218]));
    expect(redraws).toBe(136);
  });

  it('keeps drawing until a value is accepted, and refuses nonsense', () => {
    const bytes = [255, 254, 7];
    let i = 0;
    expect(uniformInt(3, () => Uint8Array.from([bytes[i++] ?? 0]))).toBe(254 % 3);
    expect(i).toBe(2);
    expect(() => uniformInt(0)).toThrow(RangeError);
    expect(() => uniformInt(1.5)).toThrow(RangeError);
    expect(() => drawByWeight([])).toThrow(RangeError);
    expect(() => drawByWeight([{ weight: 0 }])).toThrow(RangeError);
    // The operating system's generator lands in range.
    for (let k = 0; k < 200; k++) expect(uniformInt(7)).toBeLessThan(7);
  });
});

describe('wheel days', () => {
  it('run from 05:00 to 04:59 local time', () => {
    // Tokyo is UTC+9 all year.
    expect(wheelDayOf(new Date('2026-03-11T19:59:59Z'), 'Asia/Tokyo')).toBe('2026-03-11'); // 04:59:59 on the 12th
    expect(wheelDayOf(new Date('2026-03-11T20:00:00Z'), 'Asia/Tokyo')).toBe('2026-03-12'); // 05:00 on the 12th
    expect(nextSpinAt('2026-03-11', 'Asia/Tokyo').toISOString()).toBe('2026-03-11T20:00:00.000Z');
    expect(nextSpinAt('2026-12-31', 'UTC').toISOString()).toBe('2027-01-01T05:00:00.000Z');
  });

  it('open at 05:00 on the wall clock across a daylight-saving change', () => {
    // New York springs forward on 8 March 2026 at 02:00: that day's 05:00 is 09:00 UTC, not 10:00.
    expect(nextSpinAt('2026-03-07', 'America/New_York').toISOString()).toBe('2026-03-08T09:00:00.000Z');
    expect(wheelDayOf(new Date('2026-03-08T08:59:00Z'), 'America/New_York')).toBe('2026-03-07');
    expect(wheelDayOf(new Date('2026-03-08T09:00:00Z'), 'America/New_York')).toBe('2026-03-08');
    // And falls back on 1 November: 05:00 EST is 10:00 UTC.
    expect(nextSpinAt('2026-10-31', 'America/New_York').toISOString()).toBe('2026-11-01T10:00:00.000Z');
  });

  it('accept IANA names only', () => {
    expect(canonicalTimeZone('Europe/Madrid')).toBe('Europe/Madrid');
    expect(canonicalTimeZone('utc')).toBe('UTC');
    // Three-part names and their links both resolve (the runtime answers its own canonical spelling).
    expect(canonicalTimeZone('America/Argentina/Buenos_Aires')).toMatch(
      /^America\/(Argentina\/)?Buenos_Aires$/,
    );
    expect(canonicalTimeZone('Etc/GMT+5')).toBe('Etc/GMT+5');
    for (const bad of ['Mars/Olympus', '+05:00', 'Europe/Madrid; DROP', '', 'a'.repeat(80)])
      expect(canonicalTimeZone(bad)).toBeUndefined();
  });
});

describe('GET /api/frontend/wheel_bonuses/', () => {
  it('shows a guest the published prizes, translated, with no spin', async () => {
    const wheel = await getWheel();
    expect(wheel.can_spin).toBe(false);
    expect(wheel.next_spin_at).toBeNull();
    expect(wheel.time_zone).toBeNull();
    expect(wheel.bonuses).toHaveLength(8);
    const chances = wheel.bonuses.reduce((s, p) => s + p.chance, 0);
    expect(chances).toBeCloseTo(100, 0);
    for (const prize of wheel.bonuses) {
      expect(prize.weight).toBeGreaterThan(0);
      expect(prize.bonus.id).toBe(0);
      expect(prize.bonus.offer).toBe('wheel');
      expect(prize.bonus.image).toBe('/img/bonuses/wheel.svg');
      expect(prize.bonus.lifetime).toBe(30);
      if (prize.bonus.percentage > 0) {
        expect(prize.bonus.min_deposit_amount).toBe(75);
        expect(prize.bonus.wager).toBe(30);
        expect(prize.bonus.max_bonus_amount).toBeLessThanOrEqual(6_500);
      } else {
        expect(prize.bonus.number_of_spins).toBeGreaterThan(0);
        expect(prize.bonus.max_winning).toBe(1_000);
      }
    }
    const top = wheel.bonuses.find((p) => p.bonus.max_bonus_amount === 6_500);
    expect(top?.label).toBe('100% up to $6,500');
    expect(top?.bonus.max_winning).toBe(10_000);
    const es = await getWheel({ 'accept-language': 'es' });
    expect(es.bonuses.find((p) => p.id === top?.id)?.label).toBe('100% hasta $6.500');
  });

  it('answers 401 for a bad token, so the client refreshes it', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/frontend/wheel_bonuses/',
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/frontend/wheel/spin/', () => {
  it('issues the drawn prize as an offered bonus to activate within 48 hours', async () => {
    clock.set(new Date('2026-03-02T12:00:00Z'));
    const p = await newPlayer();
    const before = await getWheel(await p.auth());
    expect(before.can_spin).toBe(true);
    expect(before.last_spin_at).toBeNull();

    const res = await spin(p, { time_zone: 'Europe/Madrid' });
    expect(res.statusCode).toBe(200);
    const result = res.json<WheelSpinResult>();
    expect(before.bonuses[result.index]?.id).toBe(result.prize_id);
    expect(result.bonus.id).toBeGreaterThan(0);
    expect(result.bonus.offer).toBe('wheel');
    expect(result.bonus.is_active).toBe(false);
    expect(result.bonus.title).toBe(before.bonuses[result.index]?.bonus.title);
    // Madrid is UTC+1 in March: the next wheel day opens at 05:00 local, 04:00 UTC.
    expect(result.next_spin_at).toBe('2026-03-03T04:00:00.000Z');

    const { rows } = await db.query<{ state: string; source: string; offered_at: Date; offer_ends_at: Date }>(
      'SELECT state, source, offered_at, offer_ends_at FROM player_bonuses WHERE id = $1 AND user_id = $2',
      [result.bonus.id, p.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.state).toBe('offered');
    expect(rows[0]?.source).toBe('wheel');
    expect(
      new Date(rows[0]?.offer_ends_at ?? 0).getTime() - new Date(rows[0]?.offered_at ?? 0).getTime(),
    ).toBe(48 * HOUR);
    const spins = await db.query<{ wheel_day: string; prize_id: number; player_bonus_id: number }>(
      `SELECT to_char(wheel_day, 'YYYY-MM-DD') AS wheel_day, prize_id, player_bonus_id FROM wheel_spins WHERE user_id = $1`,
      [p.id],
    );
    expect(spins.rows).toEqual([
      { wheel_day: '2026-03-02', prize_id: result.prize_id, player_bonus_id: result.bonus.id },
    ]);

    const after = await getWheel(await p.auth());
    expect(after.can_spin).toBe(false);
    expect(after.next_spin_at).toBe(result.next_spin_at);
    expect(after.time_zone).toBe('Europe/Madrid');
    expect(after.last_spin_at).toBe('2026-03-02T12:00:00.000Z');
  });

  it('refuses a second spin the same wheel day, translated, and changes nothing', async () => {
    clock.set(new Date('2026-03-04T10:00:00Z'));
    const p = await newPlayer();
    expect((await spin(p)).statusCode).toBe(200);
    clock.advance(6 * HOUR);
    const again = await spin(p);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      non_field_errors: ['You have already spun the wheel today. The next spin opens at 05:00 your time.'],
    });
    const ru = await spin(p, {}, { 'accept-language': 'ru' });
    expect(ru.statusCode).toBe(400);
    expect(ru.json()).toEqual({
      non_field_errors: [
        'Сегодня вы уже вращали колесо. Следующее вращение откроется в 05:00 по вашему времени.',
      ],
    });
    expect(await spinsOf(p.id)).toBe(1);
    expect(await wheelBonusesOf(p.id)).toBe(1);
  });

  it('gives one prize to two spins sent at once', async () => {
    clock.set(new Date('2026-03-05T10:00:00Z'));
    const p = await newPlayer();
    const answers = await Promise.all([spin(p, { time_zone: 'UTC' }), spin(p, { time_zone: 'UTC' })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await spinsOf(p.id)).toBe(1);
    expect(await wheelBonusesOf(p.id)).toBe(1);
  });

  it('keeps the day until 04:59 local and opens a new spin at 05:00', async () => {
    // 10:00 on 11 March in Tokyo.
    clock.set(new Date('2026-03-11T01:00:00Z'));
    const p = await newPlayer();
    const first = await spin(p, { time_zone: 'Asia/Tokyo' });
    expect(first.statusCode).toBe(200);
    expect(first.json<WheelSpinResult>().next_spin_at).toBe('2026-03-11T20:00:00.000Z');

    clock.set(new Date('2026-03-11T19:59:00Z')); // 04:59 on the 12th in Tokyo: still the 11th's wheel day
    expect((await getWheel(await p.auth())).can_spin).toBe(false);
    expect((await spin(p, { time_zone: 'Asia/Tokyo' })).statusCode).toBe(400);

    clock.set(new Date('2026-03-11T20:00:00Z')); // 05:00 on the 12th
    const wheel = await getWheel(await p.auth());
    expect(wheel.can_spin).toBe(true);
    expect(wheel.next_spin_at).toBeNull();
    const second = await spin(p, { time_zone: 'Asia/Tokyo' });
    expect(second.statusCode).toBe(200);
    expect(second.json<WheelSpinResult>().next_spin_at).toBe('2026-03-12T20:00:00.000Z');
    expect(await spinsOf(p.id)).toBe(2);
    expect(await wheelBonusesOf(p.id)).toBe(2);
  });

  it('remembers the first spin’s zone, so another zone never opens a second spin', async () => {
    // 20:00 on 6 March in New York (01:00 UTC on the 7th).
    clock.set(new Date('2026-03-07T01:00:00Z'));
    const p = await newPlayer();
    expect(await zoneOf(p.id)).toBeNull();
    expect((await spin(p, { time_zone: 'America/New_York' })).statusCode).toBe(200);
    expect(await zoneOf(p.id)).toBe('America/New_York');

    // Kiritimati (UTC+14) is already past 05:00 on the 7th, but the day is counted in New York.
    const moved = await spin(p, { time_zone: 'Pacific/Kiritimati' });
    expect(moved.statusCode).toBe(400);
    expect(await zoneOf(p.id)).toBe('America/New_York');
    const wheel = await getWheel(await p.auth());
    expect(wheel.time_zone).toBe('America/New_York');
    expect(wheel.next_spin_at).toBe('2026-03-07T10:00:00.000Z'); // 05:00 EST on the 7th

    // A player who spins without a zone is counted (and kept) in UTC.
    const q = await newPlayer();
    expect((await spin(q)).statusCode).toBe(200);
    expect(await zoneOf(q.id)).toBe('UTC');
  });

  it('answers bad input with a 4xx and changes nothing', async () => {
    clock.set(new Date('2026-03-13T12:00:00Z'));
    const p = await newPlayer();
    const cases: Array<[unknown, string]> = [
      [{ time_zone: 'Mars/Olympus' }, 'Enter a valid time zone, for example Europe/Madrid.'],
      [{ time_zone: '+05:00' }, 'Enter a valid time zone, for example Europe/Madrid.'],
      [{ time_zone: 42 }, 'Enter a valid value.'],
      [{ time_zone: '' }, 'This field may not be blank.'],
      [{ time_zone: 'x'.repeat(65) }, 'Ensure this field has no more than 64 characters.'],
    ];
    for (const [payload, message] of cases) {
      const res = await spin(p, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ time_zone: string[] }>().time_zone[0]).toBe(message);
    }
    const pt = await spin(p, { time_zone: 'Mars/Olympus' }, { 'accept-language': 'pt' });
    expect(pt.json()).toEqual({ time_zone: ['Insira um fuso horário válido, por exemplo Europe/Madrid.'] });
    const array = await app.inject({
      method: 'POST',
      url: '/api/frontend/wheel/spin/',
      headers: { ...(await p.auth()), 'content-type': 'application/json' },
      payload: '[1]',
    });
    expect(array.statusCode).toBe(400);
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/frontend/wheel/spin/',
      headers: { ...(await p.auth()), 'content-type': 'application/json' },
      payload: '{"time_zone":',
    });
    expect(malformed.statusCode).toBe(400);
    const guest = await app.inject({ method: 'POST', url: '/api/frontend/wheel/spin/', payload: {} });
    expect(guest.statusCode).toBe(401);
    expect(await spinsOf(p.id)).toBe(0);
    expect(await wheelBonusesOf(p.id)).toBe(0);
    expect(await zoneOf(p.id)).toBeNull();
    // Still free to spin afterwards.
    expect((await spin(p, { time_zone: 'Europe/Lisbon' })).statusCode).toBe(200);
  });

  it('limits a player to a few calls a minute', async () => {
    clock.set(new Date('2026-03-14T12:00:00Z'));
    const p = await newPlayer();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await spin(p)).statusCode);
    expect(codes[0]).toBe(200);
    expect(codes.slice(1, 10)).toEqual(new Array(9).fill(400));
    expect(codes[10]).toBe(429);
    expect(await spinsOf(p.id)).toBe(1);
  });
});

describe('the operator’s wheel', () => {
  const run = async (...args: string[]) => {
    const lines: string[] = [];
    expect(await runWheelCommand(args, { db, clock }, (l) => lines.push(l))).toBe(true);
    return lines;
  };

  it('edits a draft that players see only once published, and never draws an unpublished prize', async () => {
    clock.set(new Date('2026-03-20T12:00:00Z'));
    const live = await getWheel();
    const [keep, other] = live.bonuses;
    if (!keep || !other) throw new Error('the seeded wheel has prizes');

    expect((await run('wheel:prizes')).filter((l) => l.startsWith('#'))).toHaveLength(8);
    await run('wheel:set-weight', String(keep.id), '7');
    // A heavy draft weight on a prize taken off the wheel must not matter.
    await run('wheel:set-weight', String(other.id), '1000000');
    for (const p of live.bonuses) if (p.id !== keep.id) await run('wheel:disable', String(p.id));
    expect((await getWheel()).bonuses.map((p) => p.weight)).toEqual(live.bonuses.map((p) => p.weight));

    const published = await run('wheel:publish');
    expect(published.join('\n')).toContain('published');
    const after = await getWheel();
    expect(after.bonuses.map((p) => [p.id, p.weight, p.chance])).toEqual([[keep.id, 7, 100]]);

    for (let i = 0; i < 12; i++) {
      const p = await newPlayer();
      const res = await spin(p);
      expect(res.statusCode).toBe(200);
      expect(res.json<WheelSpinResult>()).toMatchObject({ prize_id: keep.id, index: 0 });
    }

    await expect(
      runWheelCommand(['wheel:set-weight', String(keep.id), '0'], { db, clock }, () => {}),
    ).rejects.toThrow(WheelCommandError);
    await expect(
      runWheelCommand(['wheel:set-weight', '999999', '5'], { db, clock }, () => {}),
    ).rejects.toThrow(/no wheel prize/);
    await expect(runWheelCommand(['wheel:nonsense'], { db, clock }, () => {})).rejects.toThrow(
      WheelCommandError,
    );
    expect(await runWheelCommand(['withdrawal:list'], { db, clock }, () => {})).toBe(false);

    // Back to the seeded wheel.
    for (const p of live.bonuses) {
      await run('wheel:enable', String(p.id));
      await run('wheel:set-weight', String(p.id), String(p.weight));
    }
    await run('wheel:publish');
    expect((await getWheel()).bonuses.map((p) => [p.id, p.weight])).toEqual(
      live.bonuses.map((p) => [p.id, p.weight]),
    );
  });

  it('refuses to publish a wheel with nothing to draw and tells a player the wheel is closed', async () => {
    const all = await getWheel();
    for (const p of all.bonuses) await run('wheel:disable', String(p.id));
    await expect(runWheelCommand(['wheel:publish'], { db, clock }, () => {})).rejects.toThrow(/no prize/);
    // With every prize's terms disabled the live wheel is empty: a spin is refused, not a 500.
    await db.query(`UPDATE bonus_terms SET enabled = false WHERE offer = 'wheel'`);
    try {
      const p = await newPlayer();
      expect((await getWheel(await p.auth())).can_spin).toBe(false);
      const res = await spin(p);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        non_field_errors: ['The wheel of fortune is not available right now. Please try again later.'],
      });
      expect(await spinsOf(p.id)).toBe(0);
    } finally {
      await db.query(`UPDATE bonus_terms SET enabled = true WHERE offer = 'wheel'`);
      for (const p of all.bonuses) await run('wheel:enable', String(p.id));
    }
  });
});
