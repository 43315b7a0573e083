import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform/clock.js';
import { buildGamesApp, GAME_CODES, roundFields, uid } from './games-helpers.js';

/**
 * The limits engine against a plain model (docs/decisions/038): random bets, wins, deposit
 * applications, limit changes (new, lower, higher, removal, confirmation), time-outs and clock
 * moves, one player per run; after every step the answer and the player's limits as the API
 * shows them must be what the model says. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */

const HOUR = 3_600_000;
const START = Date.parse('2026-06-01T08:10:00Z');
const clock = new ManualClock(new Date(START));
const kit = await buildGamesApp({ clock });
const { app } = kit;

type Kind = 'deposit' | 'loss' | 'wager';
type Period = 'day' | 'week' | 'month';
const SPAN: Record<Period, number> = { day: 24 * HOUR, week: 7 * 24 * HOUR, month: 30 * 24 * HOUR };

type Op =
  | { t: 'bet'; cents: number }
  | { t: 'win'; cents: number }
  | { t: 'set'; kind: Kind; period: Period; cents: number | null }
  | { t: 'confirm'; kind: Kind; period: Period }
  | { t: 'deposit'; usd: number }
  | { t: 'timeOut' }
  | { t: 'wait'; ms: number };

const kindArb = fc.constantFrom<Kind>('deposit', 'loss', 'wager');
const periodArb = fc.constantFrom<Period>('day', 'week', 'month');
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({ t: fc.constant('bet' as const), cents: fc.integer({ min: 1, max: 4_000 }) }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ t: fc.constant('win' as const), cents: fc.integer({ min: 0, max: 5_000 }) }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constant('set' as const),
      kind: kindArb,
      period: periodArb,
      cents: fc.oneof(
        { weight: 5, arbitrary: fc.integer({ min: 1, max: 60 }).map((n) => n * 100) },
        { weight: 1, arbitrary: fc.constant(null) },
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ t: fc.constant('confirm' as const), kind: kindArb, period: periodArb }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ t: fc.constant('deposit' as const), usd: fc.integer({ min: 10, max: 300 }) }),
  },
  { weight: 1, arbitrary: fc.constant({ t: 'timeOut' as const }) },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('wait' as const),
      ms: fc.constantFrom(60_000, 20 * 60_000, 2 * HOUR, 23 * HOUR, 25 * HOUR, 8 * 24 * HOUR),
    }),
  },
);

/** The model: what the rules say, written as plainly as possible. */
interface Limit {
  amount: number;
  pending?: { amount: number | null; at: number };
}
class Model {
  cash = 1_000_000;
  limits = new Map<string, Limit>();
  counted = false;
  /** Stakes and wins per hour, once counting started. */
  hours = new Map<number, { staked: number; won: number }>();
  /** Rounds as the database keeps them (for the count made when the first play limit is set). */
  rounds: Array<{ at: number; bet: number; win: number }> = [];
  open: { at: number; bet: number; win: number } | undefined;
  blockedUntil = 0;
  application: { cents: number; at: number } | undefined;

  static hourOf(at: number) {
    return Math.floor(at / HOUR) * HOUR;
  }
  count(at: number, staked: number, won: number) {
    if (!this.counted) return;
    const h = this.hours.get(Model.hourOf(at)) ?? { staked: 0, won: 0 };
    this.hours.set(Model.hourOf(at), { staked: h.staked + staked, won: h.won + won });
  }
  used(kind: Kind, period: Period, now: number): number {
    if (kind === 'deposit')
      return this.application && now - this.application.at < 900_000 ? this.application.cents : 0;
    let used = 0;
    for (const [hour, h] of this.hours)
      if (hour > now - SPAN[period] - HOUR) used += kind === 'wager' ? h.staked : h.staked - h.won;
    return used;
  }
  room(kinds: Kind[], now: number): number {
    let room = Infinity;
    for (const [key, l] of this.limits) {
      const [kind, period] = key.split(':') as [Kind, Period];
      if (kinds.includes(kind)) room = Math.min(room, l.amount - this.used(kind, period, now));
    }
    return room;
  }
}

/** What the runs exercised: each outcome must have been seen by the end. */
const seen = new Map<string, number>();
const see = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);

describe('limits engine: the API agrees with a plain model', () => {
  it('after every step of random scripts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 30 }), async (ops) => {
        clock.set(new Date(START));
        const player = await kit.newPlayer();
        await kit.fund(player.id, 1_000_000);
        await kit.wallet.warmAccounts(player.id);
        const auth = async () => ({
          authorization: `Bearer ${await app.deps.accessTokens.sign(player.id)}`,
        });
        const m = new Model();
        let session: Awaited<ReturnType<typeof kit.openSession>> | undefined;
        let sessionAt = 0;
        let round = uid('round');
        for (const op of ops) {
          const now = clock.now().getTime();
          const paused = now < m.blockedUntil;
          switch (op.t) {
            case 'wait':
              clock.set(new Date(now + op.ms));
              break;
            case 'bet': {
              if (paused) {
                const launch = await kit.launch(
                  `gameId=${kit.gameId(GAME_CODES.slot)}&demo=false`,
                  await auth(),
                );
                // Real play is closed now: the launch answers 409 with the break's message.
                expect(launch.status).toBe(409);
                see('play refused during a break');
                break;
              }
              if (!session || now - sessionAt > 11 * HOUR) {
                session = await kit.openSession({ id: player.id, auth: await auth() });
                sessionAt = now;
              }
              const res = await kit.call('bet', {
                ...roundFields(session, round),
                transaction_id: uid('bet'),
                amount: op.cents,
              });
              const room = m.room(['loss', 'wager'], now);
              if (op.cents > m.cash)
                expect(res.json(), res.text).toMatchObject({ error: 'insufficient_funds' });
              else if (op.cents > room) {
                expect(res.json(), res.text).toMatchObject({ error: 'play_limit' });
                see('bet beyond a limit');
              } else {
                if (room !== Infinity) see('bet within a limit');
                expect(res.status, res.text).toBe(200);
                m.cash -= op.cents;
                if (!m.open) {
                  m.open = { at: now, bet: 0, win: 0 };
                  m.rounds.push(m.open);
                }
                m.open.bet += op.cents;
                m.count(now, op.cents, 0);
              }
              break;
            }
            case 'win': {
              if (!m.open || !session) break;
              const res = await kit.call('win', {
                ...roundFields(session, round),
                transaction_id: uid('win'),
                amount: op.cents,
                round_closed: true,
              });
              // A win is owed whatever happened since its bet: a break, a limit, an expired session.
              expect(res.status, res.text).toBe(200);
              m.cash += op.cents;
              m.open.win += op.cents;
              m.count(now, 0, op.cents);
              m.open = undefined;
              round = uid('round');
              break;
            }
            case 'set': {
              const res = await app.inject({
                method: 'PUT',
                url: '/api/frontend/limits/',
                headers: await auth(),
                payload: {
                  kind: op.kind,
                  period: op.period,
                  amount: op.cents === null ? null : op.cents / 100,
                },
              });
              expect(res.statusCode, res.body).toBe(200);
              const key = `${op.kind}:${op.period}`;
              const before = m.limits.get(key);
              if (!before) {
                if (op.cents === null) break;
                m.limits.set(key, { amount: op.cents });
              } else if (op.cents !== null && op.cents <= before.amount)
                m.limits.set(key, { amount: op.cents });
              else {
                m.limits.set(key, { amount: before.amount, pending: { amount: op.cents, at: now } });
                see('increase or removal waiting');
              }
              if (op.kind !== 'deposit' && !m.counted) {
                m.counted = true;
                if (m.rounds.length > 0) see('rounds counted when the first play limit was set');
                for (const r of m.rounds) if (r.at > now - 31 * 24 * HOUR) m.count(r.at, r.bet, r.win);
              }
              break;
            }
            case 'confirm': {
              const res = await app.inject({
                method: 'POST',
                url: '/api/frontend/limits/confirm/',
                headers: await auth(),
                payload: { kind: op.kind, period: op.period },
              });
              const key = `${op.kind}:${op.period}`;
              const pending = m.limits.get(key)?.pending;
              if (!pending || now < pending.at + 24 * HOUR) {
                expect(res.statusCode, res.body).toBe(409);
                if (pending) see('confirmation too early');
                break;
              }
              see('change confirmed');
              expect(res.statusCode, res.body).toBe(200);
              if (pending.amount === null) m.limits.delete(key);
              else m.limits.set(key, { amount: pending.amount });
              break;
            }
            case 'deposit': {
              const res = await app.inject({
                method: 'POST',
                url: '/api/frontend/payment/deposit/',
                headers: await auth(),
                payload: { provider: 'TRX', token_type: 'USDT', usd_amount: op.usd },
              });
              const room = m.room(['deposit'], now);
              if (paused) expect(res.statusCode, res.body).toBe(403);
              else if (op.usd * 100 > room) {
                see('deposit beyond a limit');
                expect(res.statusCode, res.body).toBe(400);
                expect(res.json<{ usd_amount: string[] }>().usd_amount[0]).toContain(
                  `${(Math.max(0, room) / 100).toFixed(2)} USD`,
                );
              } else {
                expect(res.statusCode, res.body).toBe(201);
                m.application = { cents: op.usd * 100, at: now };
              }
              break;
            }
            case 'timeOut': {
              const res = await app.inject({
                method: 'POST',
                url: '/api/frontend/limits/break/',
                headers: await auth(),
                payload: { kind: 'time_out', period: '24h' },
              });
              // A break is never shortened: one that would end no later than the running one is
              // refused; one that ends later extends it.
              if (now + 24 * HOUR <= m.blockedUntil) expect(res.statusCode, res.body).toBe(409);
              else {
                expect(res.statusCode, res.body).toBe(200);
                m.blockedUntil = now + 24 * HOUR;
                see('time-out');
                // Every game session ended: a new one is needed after the break.
                session = undefined;
              }
              break;
            }
          }
          // After every step: the limits as the player sees them.
          const at = clock.now().getTime();
          const view = await app.inject({
            method: 'GET',
            url: '/api/frontend/limits/',
            headers: await auth(),
          });
          expect(view.statusCode).toBe(200);
          const shown = view.json<{ limits: Array<Record<string, unknown>>; break: unknown }>();
          const expected = [...m.limits.entries()]
            .map(([key, l]) => {
              const [kind, period] = key.split(':') as [Kind, Period];
              const used = Math.max(0, m.used(kind, period, at));
              return {
                kind,
                period,
                amount: l.amount / 100,
                left: Math.max(0, l.amount - used) / 100,
                pending_amount: l.pending && l.pending.amount !== null ? l.pending.amount / 100 : null,
                pending_removal: l.pending !== undefined && l.pending.amount === null,
              };
            })
            .sort((a, b) => order(a) - order(b));
          expect(
            shown.limits.map((l) => ({
              kind: l.kind,
              period: l.period,
              amount: l.amount,
              left: l.left,
              pending_amount: l.pending_amount,
              pending_removal: l.pending_removal,
            })),
            JSON.stringify(op),
          ).toEqual(expected);
          expect(shown.break !== null).toBe(at < m.blockedUntil);
          expect((await kit.balances(player.id)).cashCents).toBe(m.cash);
        }
      }),
      {
        seed: Number(process.env.LIMITS_SEED ?? 20_260_601),
        numRuns: Number(process.env.LIMITS_RUNS ?? 60),
        // A raise asked, confirmed too early and then in time; a removal the same way.
        examples: [
          [
            [
              { t: 'bet', cents: 700 },
              { t: 'win', cents: 200 },
              { t: 'set', kind: 'loss', period: 'day', cents: 1_000 },
              { t: 'bet', cents: 600 },
              { t: 'set', kind: 'loss', period: 'day', cents: 3_000 },
              { t: 'confirm', kind: 'loss', period: 'day' },
              { t: 'wait', ms: 25 * HOUR },
              { t: 'confirm', kind: 'loss', period: 'day' },
              { t: 'set', kind: 'deposit', period: 'week', cents: 5_000 },
              { t: 'deposit', usd: 60 },
              { t: 'set', kind: 'deposit', period: 'week', cents: null },
              { t: 'wait', ms: 25 * HOUR },
              { t: 'confirm', kind: 'deposit', period: 'week' },
              { t: 'deposit', usd: 60 },
            ],
          ],
        ],
      },
    );
    await kit.expectLedgerOk();
    for (const what of [
      'bet beyond a limit',
      'bet within a limit',
      'increase or removal waiting',
      'rounds counted when the first play limit was set',
      'confirmation too early',
      'change confirmed',
      'deposit beyond a limit',
      'time-out',
      'play refused during a break',
    ])
      expect(seen.get(what) ?? 0, what).toBeGreaterThan(0);
  }, 300_000);
});

const KINDS: Kind[] = ['deposit', 'loss', 'wager'];
const PERIODS: Period[] = ['day', 'week', 'month'];
function order(l: { kind: Kind; period: Period }): number {
  return KINDS.indexOf(l.kind) * 3 + PERIODS.indexOf(l.period);
}
