import type { BonusItem } from '@casino/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { batchStatsOf } from '../src/modules/games/fast-calls.js';
import { tournamentsOf, type TournamentInput } from '../src/modules/tournaments/tournaments.service.js';
import { checkMoneyPath, type LedgerReport } from '../src/modules/wallet/ledger-check.js';
import { runWalletCommand } from '../src/modules/wallet/wallet.ops.js';
import { ManualClock } from '../src/platform/clock.js';
import { ledgerCheckJob } from '../src/platform/jobs/catalogue.js';
import { runJob, type JobDeps } from '../src/platform/jobs/jobs.js';
import { buildGamesApp, GAME_CODES, roundFields, uid } from './games-helpers.js';
import { PAYMENTS_SECRET, paymentsKit } from './payments-helpers.js';

// The whole ledger check (docs/decisions/025) after a realistic evening of play through the API:
// batched and full-path rounds, several bets in one round, rollbacks and a tombstone, free rounds,
// a bonus wagered with cash and bonus money to its end, a station reached, a rollback that crosses
// into a new month, three running tournaments settled with prizes. Every check passes; then each
// kind of row is corrupted in turn, the check names it, and the row is restored.

// 30 June 2026, 22:00 UTC: the evening crosses into July.
const clock = new ManualClock(new Date('2026-06-30T22:00:00Z'));
const kit = await buildGamesApp({
  clock,
  // One USD of slot bets per status point, so a few rounds reach the first station.
  env: { PAYMENTS_WEBHOOK_SECRET: PAYMENTS_SECRET, LOYALTY_USD_PER_POINT: '1' },
});
const { app, db, call, newPlayer, openSession, fund, gameId } = kit;
const pay = paymentsKit(app, db, clock);
const tournaments = tournamentsOf({ db, clock });

type Player = Awaited<ReturnType<typeof newPlayer>>;
type Session = Awaited<ReturnType<typeof openSession>>;

const SECOND = 1_000;

/**
 * One signed wallet call, a second after the last: every event has its own instant, so the checks
 * that place bets in time (a bonus's wagering, an event's scores) are exact here.
 */
async function wallet(
  action: 'bet' | 'win' | 'rollback',
  session: Session,
  fields: { round_id: string } & Record<string, unknown>,
  status = 200,
) {
  clock.advance(SECOND);
  // A rollback names the session, player and round only.
  const { currency: _currency, game: _game, ...rollbackFields } = roundFields(session, fields.round_id);
  const base = action === 'rollback' ? rollbackFields : roundFields(session, fields.round_id);
  const res = await call(action, { ...base, ...fields });
  expect(res.status, res.text).toBe(status);
  return res;
}

/** A round of one bet and a closing win; answers the provider's round id. */
async function round(session: Session, betCents: number, winCents: number): Promise<string> {
  const round_id = uid('round');
  await wallet('bet', session, { round_id, transaction_id: uid('bet'), amount: betCents });
  await wallet('win', session, {
    round_id,
    transaction_id: uid('win'),
    amount: winCents,
    round_closed: true,
  });
  return round_id;
}

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db.query<T>(sql, params);
  const row = rows[0];
  if (row === undefined) throw new Error(`no row for ${sql}`);
  return row;
}

const roundRow = (providerRoundId: string) =>
  one<{ id: number; bet_cents: number; win_cents: number; refunded_cents: number; status: string }>(
    'SELECT id, bet_cents, win_cents, refunded_cents, status FROM game_rounds WHERE provider_round_id = $1',
    [providerRoundId],
  );

const event = (input: Partial<TournamentInput> & Pick<TournamentInput, 'category'>) =>
  tournaments.create({
    code: uid('event'),
    name: { en: 'Evening race', es: 'Carrera', pt: 'Corrida', ru: 'Гонка' },
    description: '<p>Play.</p>',
    rounds: null,
    mainImg: '',
    previewImg: '',
    minBetCents: 0,
    prizes: [5_000, 2_500],
    start: new Date('2026-06-30T22:01:00Z'),
    end: new Date('2026-07-01T02:00:00Z'),
    gameIds: [gameId(GAME_CODES.slot)],
    ...input,
  });

/** A player whose e-mail and phone are confirmed, as the welcome package asks. */
async function verifiedPlayer(nickname: string): Promise<Player> {
  const p = await newPlayer(nickname);
  await db.query(
    `UPDATE users SET is_email_verified = true, is_phone_verified = true, verification_state = 'verified',
       created_at = $2 WHERE id = $1`,
    [p.id, clock.now()],
  );
  return p;
}

/** A deposit through the gateway's signed webhook (the simulated chain's path). */
async function deposit(player: Player, usd: number): Promise<void> {
  const application = await pay.openApplication(player, { usd_amount: usd });
  clock.advance(SECOND);
  const res = await pay.webhook(pay.payment(application));
  expect(res.statusCode, res.body).toBe(200);
}

async function bonusState(userId: number) {
  return one<{ id: number; state: string; wagered_cents: number; spins_left: number }>(
    `SELECT id, state, wagered_cents, spins_left FROM player_bonuses
     WHERE user_id = $1 AND source = 'offer' ORDER BY id DESC LIMIT 1`,
    [userId],
  );
}

const cast = {
  alice: undefined as unknown as Player,
  bob: undefined as unknown as Player,
  carol: undefined as unknown as Player,
  dave: undefined as unknown as Player,
  events: { race: 0, cup: 0, hunt: 0 },
  rounds: { table: '', multi: '', rolledBack: '', julyRefund: '' },
};

/** The evening: every path that writes a figure the check proves. */
async function playEvening(): Promise<void> {
  // Three events of the slot, created before their window opens at 22:01.
  cast.events.race = (await event({ category: 'bet_count', minBetCents: 100, rounds: 3 })).id;
  cast.events.cup = (await event({ category: 'bet_sum' })).id;
  cast.events.hunt = (await event({ category: 'max_win' })).id;
  clock.set(new Date('2026-06-30T22:02:00Z'));

  // Alice plays cash rounds (the database's batches), crosses the first station (the full path),
  // plays a table game, and stakes twice in one round.
  cast.alice = await newPlayer('Alice');
  await fund(cast.alice.id, 100_000);
  const aliceSlot = await openSession(cast.alice);
  for (const win of [0, 4_500, 1_000, 0, 9_000]) await round(aliceSlot, 3_000, win);
  cast.rounds.table = await round(await openSession(cast.alice, GAME_CODES.table), 1_000, 0);
  cast.rounds.multi = uid('round');
  await wallet('bet', aliceSlot, { round_id: cast.rounds.multi, transaction_id: uid('bet'), amount: 1_000 });
  await wallet('bet', aliceSlot, { round_id: cast.rounds.multi, transaction_id: uid('bet'), amount: 500 });
  await wallet('win', aliceSlot, {
    round_id: cast.rounds.multi,
    transaction_id: uid('win'),
    amount: 4_000,
    round_closed: true,
  });

  // Bob deposits through the gateway, has a bet rolled back, a rollback that arrives before its
  // bet (a tombstone), a repeated bet, a reused transaction id and a bet beyond his balance.
  cast.bob = await newPlayer('Bob');
  await deposit(cast.bob, 200);
  const bobSlot = await openSession(cast.bob);
  cast.rounds.rolledBack = uid('round');
  const stake = { round_id: cast.rounds.rolledBack, transaction_id: uid('bet'), amount: 2_500 };
  await wallet('bet', bobSlot, stake);
  await wallet('rollback', bobSlot, {
    round_id: cast.rounds.rolledBack,
    transaction_id: uid('rollback'),
    rolled_back_transaction_id: stake.transaction_id,
  });
  const late = { round_id: uid('round'), transaction_id: uid('bet'), amount: 700 };
  await wallet('rollback', bobSlot, {
    round_id: late.round_id,
    transaction_id: uid('rollback'),
    rolled_back_transaction_id: late.transaction_id,
  });
  await wallet('bet', bobSlot, late, 409);
  const repeated = { round_id: uid('round'), transaction_id: uid('bet'), amount: 900 };
  const first = await wallet('bet', bobSlot, repeated);
  expect((await wallet('bet', bobSlot, repeated)).text).toBe(first.text);
  await wallet('bet', bobSlot, { ...repeated, amount: 901 }, 409);
  await wallet('win', bobSlot, {
    round_id: repeated.round_id,
    transaction_id: uid('win'),
    amount: 2_000,
    round_closed: true,
  });
  await wallet(
    'bet',
    bobSlot,
    { round_id: uid('round'), transaction_id: uid('bet'), amount: 10_000_000 },
    409,
  );

  // Carol takes the first welcome bonus (terms an operator made small: wagered once, two spins),
  // plays her spins, wagers with cash, then with cash and bonus money, has a bet rolled back, and
  // plays on until the bonus is wagered and converts.
  await db.query(
    `UPDATE bonus_terms SET wager = 1, spins_wager = 1, spin_games = $2,
       spin_tiers = '[{"min_deposit_cents": 5000, "spins": 2, "bet_cents": 20}]'::jsonb
     WHERE code = $1`,
    ['welcome-1', [GAME_CODES.slot]],
  );
  cast.carol = await verifiedPlayer('Carol');
  const offers = await app.inject({
    method: 'GET',
    url: '/api/frontend/bonus/available/',
    headers: await pay.freshAuth(cast.carol),
  });
  const welcome = offers.json<BonusItem[]>().find((o) => o.title.startsWith('75%'));
  if (!welcome) throw new Error('the welcome bonus is not offered');
  const activated = await app.inject({
    method: 'POST',
    url: '/api/frontend/bonus/activate/',
    headers: await pay.freshAuth(cast.carol),
    payload: { bonus_id: welcome.id },
  });
  expect(activated.statusCode, activated.body).toBe(200);
  await deposit(cast.carol, 100);
  expect(await bonusState(cast.carol.id)).toMatchObject({ state: 'active', spins_left: 2 });
  const carolSlot = await openSession(cast.carol);
  for (const win of [300, 0]) {
    const round_id = uid('free');
    await wallet('bet', carolSlot, {
      round_id,
      transaction_id: uid('bet'),
      amount: 20,
      free_round_id: `bonus-${welcome.id}`,
    });
    await wallet('win', carolSlot, { round_id, transaction_id: uid('win'), amount: win, round_closed: true });
  }
  await round(carolSlot, 2_000, 1_000);
  await round(await openSession(cast.carol, GAME_CODES.table), 1_000, 0);
  const refunded = { round_id: uid('round'), transaction_id: uid('bet'), amount: 1_500 };
  await wallet('bet', carolSlot, refunded);
  await wallet('rollback', carolSlot, {
    round_id: refunded.round_id,
    transaction_id: uid('rollback'),
    rolled_back_transaction_id: refunded.transaction_id,
  });
  for (const bet of [2_000, 2_000, 2_000, 500]) await round(carolSlot, bet, 0);
  // 1,500 of cash left: this stake takes 500 of bonus money, and its win is shared.
  await round(carolSlot, 2_000, 4_000);
  for (let i = 0; i < 10 && (await bonusState(cast.carol.id)).state === 'active'; i++)
    await round(carolSlot, 2_000, 2_000);
  expect(await bonusState(cast.carol.id)).toMatchObject({ state: 'completed', spins_left: 0 });

  // Dave stakes in the last minute of June and has that bet rolled back in July, after a July bet:
  // the rollback takes more weight off July than July holds (never below zero).
  cast.dave = await newPlayer('Dave');
  await fund(cast.dave.id, 50_000);
  const daveSlot = await openSession(cast.dave);
  clock.set(new Date('2026-06-30T23:59:00Z'));
  cast.rounds.julyRefund = uid('round');
  const june = { round_id: cast.rounds.julyRefund, transaction_id: uid('bet'), amount: 10_000 };
  await wallet('bet', daveSlot, june);
  clock.set(new Date('2026-07-01T00:00:30Z'));
  await round(daveSlot, 100, 0);
  await wallet('rollback', daveSlot, {
    round_id: june.round_id,
    transaction_id: uid('rollback'),
    rolled_back_transaction_id: june.transaction_id,
  });
  await round(daveSlot, 50, 0);

  // The events end at 02:00; their prizes are paid a minute later.
  clock.set(new Date('2026-07-01T02:05:00Z'));
  expect((await tournaments.settle(clock.now())).paid).toBeGreaterThan(0);
}

const failing = (report: LedgerReport) => report.checks.filter((c) => c.total > 0).map((c) => c.name);

async function expectAllOk(): Promise<LedgerReport> {
  const report = await checkMoneyPath({ db, clock });
  expect(failing(report)).toEqual([]);
  expect(report.ok).toBe(true);
  return report;
}

/** The check fails on exactly `check`, naming `subject` with `field`, and passes again once restored. */
async function expectNamed(check: string, expected: Record<string, unknown>): Promise<void> {
  const report = await checkMoneyPath({ db, clock });
  expect(report.ok).toBe(false);
  expect(failing(report)).toEqual([check]);
  const result = report.checks.find((c) => c.name === check);
  expect(result?.failures).toContainEqual(expect.objectContaining(expected));
}

beforeAll(playEvening, 120_000);

describe('ledger:check after a realistic evening', () => {
  it('played every path that writes a figure', async () => {
    const stats = batchStatsOf(db);
    expect(stats.answered).toBeGreaterThan(0);
    expect(stats.passed).toBeGreaterThan(0);
    const { rows } = await db.query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM game_rounds WHERE free_round_bonus_id IS NOT NULL) AS free_rounds,
              (SELECT count(*)::int FROM game_rounds WHERE bonus_bet_cents > 0) AS bonus_stakes,
              (SELECT count(*)::int FROM game_rounds WHERE status = 'rolled_back') AS rolled_back,
              (SELECT count(*)::int FROM wallet_calls WHERE action = 'tombstone') AS tombstones,
              (SELECT count(*)::int FROM loyalty_stations) AS stations,
              (SELECT count(DISTINCT month)::int FROM loyalty_months) AS months,
              (SELECT count(*)::int FROM tournament_scores WHERE rounds_counted = 3) AS capped_scores,
              (SELECT count(*)::int FROM tournament_payouts) AS payouts,
              (SELECT count(*)::int FROM deposit_credits) AS deposits,
              (SELECT count(*)::int FROM transfers WHERE kind = 'bonus_convert') AS conversions`,
    );
    expect(rows[0]).toEqual({
      free_rounds: 2,
      bonus_stakes: 1,
      rolled_back: 3,
      tombstones: 1,
      stations: expect.any(Number),
      months: 2,
      capped_scores: expect.any(Number),
      payouts: 6,
      deposits: 2,
      conversions: 1,
    });
    expect(rows[0]?.stations).toBeGreaterThan(0);
    expect(rows[0]?.capped_scores).toBeGreaterThan(0);
    // The July month of the player whose June bet was rolled back in July: 0.50 USD of slots.
    const july = await one<{ weighted_stake: number }>(
      `SELECT weighted_stake FROM loyalty_months WHERE user_id = $1 AND month = '2026-07-01'`,
      [cast.dave.id],
    );
    expect(july.weighted_stake).toBe(50 * 100);
  });

  it('passes every check, and the operator command says so', async () => {
    const report = await expectAllOk();
    expect(report.checks.map((c) => c.name)).toEqual([
      'rounds',
      'wallet-calls',
      'loyalty-months',
      'bonus-wagering',
      'bonus-references',
      'tournament-scores',
      'tournament-references',
      'deposit-references',
      'withdrawal-references',
      'sports-bets',
    ]);
    const lines: string[] = [];
    const previous = process.exitCode;
    await runWalletCommand(['ledger:check'], { db, clock }, (l) => lines.push(l));
    expect(process.exitCode ?? 0).toBe(previous ?? 0);
    expect(lines).toContain('ledger OK');
    for (const check of report.checks) expect(lines).toContain(`${check.title}: OK`);

    // The same check while the server runs, for the browser journeys: the lines the command prints.
    const res = await app.inject({ method: 'POST', url: '/api/dev/ledger/check' });
    expect(res.statusCode).toBe(200);
    const answer = res.json<{ ok: boolean; lines: string[] }>();
    expect(answer.ok).toBe(true);
    expect(lines.slice(0, answer.lines.length)).toEqual(answer.lines);
  });
});

describe('ledger:check names each kind of corrupted row', () => {
  /** Corrupts with `change`, expects the check to name the row, then restores with `undo`. */
  async function corrupted(
    change: () => Promise<unknown>,
    undo: () => Promise<unknown>,
    expectation: () => Promise<void>,
  ) {
    await change();
    try {
      await expectation();
    } finally {
      await undo();
    }
    await expectAllOk();
  }

  /** Adds `delta` to one column of a round, expects the rounds check to name it, then restores it. */
  async function roundColumnChanged(
    providerRoundId: string,
    column: 'bet_cents' | 'win_cents' | 'refunded_cents',
    delta: number,
  ): Promise<void> {
    const r = await roundRow(providerRoundId);
    const change = (by: number) =>
      db.query(`UPDATE game_rounds SET ${column} = ${column} + $2 WHERE id = $1`, [r.id, by]);
    await corrupted(
      () => change(delta),
      () => change(-delta),
      () =>
        expectNamed('rounds', {
          subject: expect.stringContaining(`round ${r.id} `),
          field: column,
          expected: String(r[column]),
          found: String(r[column] + delta),
        }),
    );
  }

  it("a round's stake changed by 5,000", () => roundColumnChanged(cast.rounds.table, 'bet_cents', 5_000));

  it('the running server answers a violation too', async () => {
    const r = await roundRow(cast.rounds.table);
    const change = (by: number) =>
      db.query('UPDATE game_rounds SET bet_cents = bet_cents + $2 WHERE id = $1', [r.id, by]);
    await corrupted(
      () => change(7),
      () => change(-7),
      async () => {
        const answer = (await app.inject({ method: 'POST', url: '/api/dev/ledger/check' })).json<{
          ok: boolean;
          lines: string[];
        }>();
        expect(answer.ok).toBe(false);
        expect(answer.lines).toContain('LEDGER VIOLATED');
        expect(answer.lines.join('\n')).toContain(`round ${r.id} `);
      },
    );
  });

  it("a round's win", () => roundColumnChanged(cast.rounds.table, 'win_cents', 1));

  it('a rollback (the stake a round says was given back)', async () => {
    expect(await roundRow(cast.rounds.rolledBack)).toMatchObject({
      status: 'rolled_back',
      refunded_cents: 2_500,
    });
    await roundColumnChanged(cast.rounds.rolledBack, 'refunded_cents', -100);
  });

  it('a deleted loyalty month', async () => {
    const month = await one<{ row: Record<string, unknown>; weighted_stake: number }>(
      `SELECT row_to_json(m) AS row, weighted_stake FROM loyalty_months m
       WHERE user_id = $1 AND month = '2026-06-01'`,
      [cast.alice.id],
    );
    await corrupted(
      () =>
        db.query(`DELETE FROM loyalty_months WHERE user_id = $1 AND month = '2026-06-01'`, [cast.alice.id]),
      () =>
        db.query('INSERT INTO loyalty_months SELECT * FROM json_populate_record(NULL::loyalty_months, $1)', [
          JSON.stringify(month.row),
        ]),
      () =>
        expectNamed('loyalty-months', {
          subject: `loyalty month of player ${cast.alice.id} 2026-06`,
          field: 'weighted_stake',
          expected: String(month.weighted_stake),
          found: 'no month',
        }),
    );
  });

  it("a bonus's wagering", async () => {
    const bonus = await bonusState(cast.carol.id);
    await corrupted(
      () =>
        db.query('UPDATE player_bonuses SET wagered_cents = wagered_cents + 1000 WHERE id = $1', [bonus.id]),
      () =>
        db.query('UPDATE player_bonuses SET wagered_cents = wagered_cents - 1000 WHERE id = $1', [bonus.id]),
      () =>
        expectNamed('bonus-wagering', {
          subject: `bonus ${bonus.id} of player ${cast.carol.id}`,
          field: 'wagered_cents',
          expected: String(bonus.wagered_cents),
          found: String(bonus.wagered_cents + 1_000),
        }),
    );
  });

  it('a tournament score', async () => {
    const where = 'tournament_id = $1 AND user_id = $2';
    const key = [cast.events.cup, cast.alice.id];
    const score = await one<{ points: number }>(`SELECT points FROM tournament_scores WHERE ${where}`, key);
    await corrupted(
      () => db.query(`UPDATE tournament_scores SET points = points + 1 WHERE ${where}`, key),
      () => db.query(`UPDATE tournament_scores SET points = points - 1 WHERE ${where}`, key),
      () =>
        expectNamed('tournament-scores', {
          subject: `score of player ${cast.alice.id} in tournament ${cast.events.cup}`,
          field: 'points',
          expected: String(score.points),
          found: String(score.points + 1),
        }),
    );
  });

  it('a phantom recorded 200 answer', async () => {
    const r = await roundRow(cast.rounds.multi);
    let phantom = 0;
    await corrupted(
      async () => {
        phantom = (
          await one<{ id: number }>(
            `INSERT INTO wallet_calls (provider, transaction_id, action, request_hash, response_status, response_body,
               round_id, user_id, amount_cents, bonus_cents, created_at)
             SELECT provider, 'phantom-bet', 'bet', 'x', 200, '{"balance":0,"currency":"USD","casino_transaction_id":"1"}',
               id, user_id, 5000, 0, $2
             FROM game_rounds WHERE id = $1 RETURNING id`,
            [r.id, clock.now()],
          )
        ).id;
      },
      () => db.query('DELETE FROM wallet_calls WHERE id = $1', [phantom]),
      async () => {
        await expectNamed('wallet-calls', {
          subject: expect.stringContaining(`wallet call ${phantom} (bet `),
          field: 'amount_cents',
          expected: '0',
          found: '5000',
        });
        await expectNamed('wallet-calls', {
          subject: expect.stringContaining(`wallet call ${phantom} (bet `),
          field: 'casino_transaction_id',
          expected: 'none',
          found: '1',
        });
      },
    );
  });

  /** Deletes the recorded answer of a call, expects its transfer to be named, then puts it back. */
  async function withoutAnswer(action: 'bet' | 'rollback', userId: number): Promise<void> {
    const answer = await one<{ id: number; row: Record<string, unknown>; named: string }>(
      `SELECT id, row_to_json(w) AS row,
              substring(response_body FROM '"casino_transaction_id":"([0-9]+)"') AS named
       FROM wallet_calls w WHERE user_id = $1 AND action = $2 AND response_status = 200
         AND response_body LIKE '%casino_transaction_id%'
       ORDER BY id LIMIT 1`,
      [userId, action],
    );
    const transfer = await one<{ idempotency_key: string }>(
      'SELECT idempotency_key FROM transfers WHERE id = $1',
      [Number(answer.named)],
    );
    expect(transfer.idempotency_key).toMatch(new RegExp(`^game:[a-z0-9-]+:${action}:`));
    await corrupted(
      () => db.query('DELETE FROM wallet_calls WHERE id = $1', [answer.id]),
      () =>
        db.query('INSERT INTO wallet_calls SELECT * FROM json_populate_record(NULL::wallet_calls, $1)', [
          JSON.stringify(answer.row),
        ]),
      () =>
        expectNamed('wallet-calls', {
          subject: `transfer ${answer.named} (${transfer.idempotency_key})`,
          field: 'recorded answer',
          found: 'none',
        }),
    );
  }

  it("a bet's transfer whose recorded answer was deleted", () => withoutAnswer('bet', cast.alice.id));

  it("a rollback's transfer whose recorded answer was deleted", () => withoutAnswer('rollback', cast.bob.id));

  it('a dangling reference: a prize payout naming a missing transfer', async () => {
    const payout = await one<{ place: number; transfer_id: number }>(
      'SELECT place, transfer_id FROM tournament_payouts WHERE tournament_id = $1 ORDER BY place LIMIT 1',
      [cast.events.race],
    );
    const missing = payout.transfer_id + 1_000_000_000;
    const where = 'tournament_id = $1 AND place = $2';
    await corrupted(
      () =>
        db.query(`UPDATE tournament_payouts SET transfer_id = $3 WHERE ${where}`, [
          cast.events.race,
          payout.place,
          missing,
        ]),
      () =>
        db.query(`UPDATE tournament_payouts SET transfer_id = $3 WHERE ${where}`, [
          cast.events.race,
          payout.place,
          payout.transfer_id,
        ]),
      () =>
        expectNamed('tournament-references', {
          subject: `payout of tournament ${cast.events.race} place ${payout.place}`,
          field: 'transfer_id',
          expected: `transfer ${missing}`,
          found: 'no such transfer',
        }),
    );
  });

  it('a dangling reference: a deposit credit naming a missing transfer', async () => {
    const credit = await one<{ id: number; transfer_id: number }>(
      'SELECT id, transfer_id FROM deposit_credits WHERE user_id = $1',
      [cast.bob.id],
    );
    await corrupted(
      () =>
        db.query('UPDATE deposit_credits SET transfer_id = transfer_id + 1000000000 WHERE id = $1', [
          credit.id,
        ]),
      () =>
        db.query('UPDATE deposit_credits SET transfer_id = $2 WHERE id = $1', [
          credit.id,
          credit.transfer_id,
        ]),
      () =>
        expectNamed('deposit-references', {
          subject: `deposit credit ${credit.id}`,
          field: 'transfer_id',
          found: 'no such transfer',
        }),
    );
  });

  it('caps the rows it names per check and says how many there are', async () => {
    const previousExitCode = process.exitCode;
    const { rows } = await db.query<{ id: number }>('SELECT id FROM game_rounds ORDER BY id');
    expect(rows.length).toBeGreaterThan(20);
    await corrupted(
      () => db.query('UPDATE game_rounds SET win_cents = win_cents + 1'),
      () => db.query('UPDATE game_rounds SET win_cents = win_cents - 1'),
      async () => {
        const report = await checkMoneyPath({ db, clock });
        const rounds = report.checks.find((c) => c.name === 'rounds');
        expect(rounds?.total).toBe(rows.length);
        expect(rounds?.failures).toHaveLength(20);
        const lines: string[] = [];
        await runWalletCommand(['ledger:check'], { db, clock }, (l) => lines.push(l));
        expect(lines).toContain(`  ... and ${rows.length - 20} more`);
        expect(lines).toContain('LEDGER VIOLATED');
        expect(process.exitCode).toBe(1);
        process.exitCode = previousExitCode;
      },
    );
  });
});

describe('the hourly job wallet:ledger-check', () => {
  it('records each hour once, ok or with the failures, and logs a failure as an error', async () => {
    const errors: Array<{ obj: object; msg?: string }> = [];
    const deps: JobDeps = {
      ...app.deps,
      log: {
        info: () => undefined,
        debug: () => undefined,
        error: (obj, msg) => void errors.push({ obj, msg }),
      },
    };
    clock.set(new Date('2026-07-01T03:10:00Z'));
    const ok = await runJob(deps, ledgerCheckJob);
    expect(ok).toMatchObject({ outcome: 'succeeded', period: '2026-07-01T03:00' });
    expect(ok.outcome === 'succeeded' && ok.summary).toMatch(/^ledger OK: 11 checks over \d+ transfers$/);
    expect(errors).toEqual([]);
    // The same hour is not checked twice.
    expect(await runJob(deps, ledgerCheckJob)).toMatchObject({ outcome: 'skipped' });

    const r = await roundRow(cast.rounds.table);
    await db.query('UPDATE game_rounds SET bet_cents = bet_cents + 5000 WHERE id = $1', [r.id]);
    try {
      clock.set(new Date('2026-07-01T04:10:00Z'));
      const broken = await runJob(deps, ledgerCheckJob);
      expect(broken).toMatchObject({ outcome: 'succeeded', period: '2026-07-01T04:00' });
      expect(broken.outcome === 'succeeded' && broken.summary).toMatch(/^LEDGER VIOLATED: rounds \(1\)/);
      expect(errors).toHaveLength(1);
      expect(errors[0]?.msg).toBe('ledger check failed: rounds (1)');
    } finally {
      await db.query('UPDATE game_rounds SET bet_cents = bet_cents - 5000 WHERE id = $1', [r.id]);
    }

    const { rows } = await db.query<{ period: string; ok: boolean; failures: unknown }>(
      'SELECT period, ok, failures FROM ledger_checks ORDER BY period',
    );
    expect(rows).toEqual([
      { period: '2026-07-01T03:00', ok: true, failures: [] },
      {
        period: '2026-07-01T04:00',
        ok: false,
        failures: [
          {
            name: 'rounds',
            title: expect.any(String),
            total: 1,
            failures: [
              {
                subject: expect.stringContaining(`round ${r.id} `),
                field: 'bet_cents',
                expected: String(r.bet_cents),
                found: String(r.bet_cents + 5_000),
              },
            ],
          },
        ],
      },
    ]);
    const lines: string[] = [];
    await runWalletCommand(['ledger:checks'], { db, clock }, (l) => lines.push(l));
    expect(lines[0]).toMatch(/^2026-07-01T04:00 {2}VIOLATED: rounds \(1\) {2}\d+ ms$/);
    expect(lines[1]).toMatch(/^2026-07-01T03:00 {2}OK {2}\d+ ms$/);
  });
});
