import { afterAll, describe, expect, it } from 'vitest';
import { sha256 } from '../src/modules/accounts/secret-tokens.js';
import { batchStatsOf, type FastCall } from '../src/modules/games/fast-calls.js';
import { STUDIO_PROVIDER_CODE } from '../src/modules/games/integrations.js';
import { betRulesOf } from '../src/modules/wallet/bet-rules.js';
import { HOUSE_SHARDS } from '../src/modules/wallet/wallet.service.js';
import { ManualClock } from '../src/platform/clock.js';
import { buildGamesApp, roundFields, uid } from './games-helpers.js';

// Plain bets and wins are settled in the database's batches (docs/decisions/021); everything
// else goes the full path. The same calls must get the same answers and leave the same state
// either way: the second app declares a rule that needs the full path for every bet and win.
const start = new Date('2026-04-01T10:00:00Z');
// One test calls games_fast_calls itself with a ledger key of its own, and another adds an event by
// hand whose window holds rounds closed before it existed: those two checks cannot pass here.
const batched = await buildGamesApp({
  clock: new ManualClock(start),
  ledgerChecksSkipped: ['wallet-calls', 'tournament-scores'],
});
const full = await buildGamesApp({ clock: new ManualClock(start), fullPathOnly: true });

afterAll(async () => {
  await batched.expectLedgerOk();
  await full.expectLedgerOk();
});

type Kit = typeof batched;

/** A scripted evening of one player, the same ids in both apps; answers each call's status and body. */
async function evening(kit: Kit, tag: string) {
  const player = await kit.newPlayer(`Batch ${tag}`);
  await kit.fund(player.id, 5_000);
  const session = await kit.openSession(player);
  const { round_id: _round, ...base } = roundFields(session);
  const answers: Array<{ status: number; body: string }> = [];
  const say = async (action: string, body: object) => {
    const res = await kit.call(action, { ...base, ...body });
    // Transfer ids differ between the two databases; everything else must be the same bytes.
    answers.push({
      status: res.status,
      body: res.text.replace(/"casino_transaction_id":"\d+"/, '"casino_transaction_id":"#"'),
    });
    return res;
  };
  await say('bet', { transaction_id: `${tag}-b1`, round_id: `${tag}-r1`, amount: 1_000 });
  await say('bet', { transaction_id: `${tag}-b1`, round_id: `${tag}-r1`, amount: 1_000 }); // repeat
  await say('bet', { transaction_id: `${tag}-b1`, round_id: `${tag}-r1`, amount: 900 }); // conflict
  await say('bet', { transaction_id: `${tag}-b2`, round_id: `${tag}-r1`, amount: 500 }); // same round
  await say('win', { transaction_id: `${tag}-w1`, round_id: `${tag}-r1`, amount: 2_500, round_closed: true });
  await say('win', { transaction_id: `${tag}-w1`, round_id: `${tag}-r1`, amount: 2_500, round_closed: true });
  await say('bet', { transaction_id: `${tag}-b3`, round_id: `${tag}-r1`, amount: 100 }); // closed round
  await say('win', {
    transaction_id: `${tag}-w2`,
    round_id: `${tag}-nobet`,
    amount: 100,
    round_closed: true,
  });
  await say('bet', { transaction_id: `${tag}-b4`, round_id: `${tag}-r2`, amount: 99_999 }); // short
  await say('bet', { transaction_id: `${tag}-b5`, round_id: `${tag}-r3`, amount: 3_000 });
  await say('win', { transaction_id: `${tag}-w3`, round_id: `${tag}-r3`, amount: 0, round_closed: true });
  const state = await kit.db.query<Record<string, unknown>>(
    `SELECT (SELECT json_agg(json_build_object('kind', kind, 'balance', balance) ORDER BY kind)
               FROM accounts WHERE user_id = u.id) AS accounts,
            (SELECT json_agg(json_build_object('r', provider_round_id, 'bet', bet_cents, 'win', win_cents,
                                               'status', status) ORDER BY provider_round_id)
               FROM game_rounds WHERE user_id = u.id) AS rounds,
            (SELECT json_agg(weighted_stake) FROM loyalty_months WHERE user_id = u.id) AS months,
            u.current_rank, u.current_rank_progress,
            (SELECT count(*)::int FROM wallet_calls WHERE user_id = u.id) AS calls,
            (SELECT count(*)::int FROM transfers t JOIN accounts a ON a.id IN (t.debit_account_id, t.credit_account_id)
               WHERE a.user_id = u.id) AS transfers
     FROM users u WHERE u.id = $1`,
    [player.id],
  );
  return { answers, state: state.rows[0] };
}

describe('seamless wallet: batches in the database', () => {
  it('answer and record plain calls exactly as the full path does, and leave it everything else', async () => {
    const tag = uid('eve');
    const before = { ...batchStatsOf(batched.db) };
    const a = await evening(batched, tag);
    const b = await evening(full, tag);
    expect(a.answers).toEqual(b.answers);
    expect(a.state).toEqual(b.state);
    expect(a.answers.map((x) => x.status)).toEqual([200, 200, 409, 200, 200, 200, 409, 409, 409, 200, 200]);
    // Bets, wins and repeats were answered by batches; the conflict and the refusals were not,
    // nor the database's first bet, whose house account the full path makes.
    const stats = batchStatsOf(batched.db);
    expect(stats.answered - before.answered).toBe(6);
    expect(stats.passed - before.passed).toBe(5);
    expect(batchStatsOf(full.db).answered).toBe(0);
  });

  it('settle many players in one batch: each call once, every balance and round right', async () => {
    const players: Array<{ session: Awaited<ReturnType<Kit['openSession']>>; player: { id: number } }> = [];
    for (let i = 0; i < 12; i++) {
      const player = await batched.newPlayer(`Batch Table ${i}`);
      await batched.fund(player.id, 10_000);
      players.push({ player, session: await batched.openSession(player) });
    }
    const send = (
      tag: string,
      action: 'bet' | 'win',
      { session }: (typeof players)[number],
      i: number,
      body: object,
    ) => batched.call(action, { ...roundFields(session, `${tag}-r${i}`), ...body });
    // Sent together, so they share batches: a bet of 100 + i each, then wins of 10 × i that close.
    const table = async (tag: string) => {
      const bets = await Promise.all(
        players.map((p, i) => send(tag, 'bet', p, i, { transaction_id: `${tag}-b${i}`, amount: 100 + i })),
      );
      const wins = await Promise.all(
        players.map((p, i) =>
          send(tag, 'win', p, i, { transaction_id: `${tag}-w${i}`, amount: 10 * i, round_closed: true }),
        ),
      );
      return { bets: bets.map((r) => r.json()), wins: wins.map((r) => r.json()) };
    };
    // The first table makes the house's accounts of the players' shards (the full path's work).
    await table(uid('table'));
    // A running event of the game counts the batches' closing rounds (one point per round).
    const { rows: events } = await batched.db.query<{ id: number }>(
      `INSERT INTO tournaments (code, name, description, prize_cents, category, prizes, start_date, end_date)
       VALUES ($1, '"Batch cup"', '""', 100, 'bet_count', '{100}', $2, $3) RETURNING id`,
      [uid('cup'), new Date(start.getTime() - 3_600_000), new Date(start.getTime() + 86_400_000)],
    );
    await batched.db.query(
      'INSERT INTO tournament_games (tournament_id, game_id) SELECT $1, id FROM games WHERE code = $2',
      [events[0]?.id, players[0]?.session.game],
    );
    const tag = uid('table');
    const before = { ...batchStatsOf(batched.db) };
    const { bets, wins } = await table(tag);
    const stats = batchStatsOf(batched.db);
    expect(stats.answered - before.answered).toBe(24);
    expect(stats.passed - before.passed).toBe(0);
    expect(bets).toEqual(
      players.map((_, i) => expect.objectContaining({ balance: 10_000 + 9 * i - 100 - (100 + i) })),
    );
    expect(wins).toEqual(
      players.map((_, i) => expect.objectContaining({ balance: 10_000 + 2 * (9 * i - 100) })),
    );
    // A win of 0 moves no money, so it names no transfer.
    expect(wins.map((w) => 'casino_transaction_id' in w)).toEqual(players.map((_, i) => i > 0));
    for (const [i, { player }] of players.entries())
      expect(await batched.balances(player.id)).toEqual({
        cashCents: 10_000 + 2 * (9 * i - 100),
        bonusCents: 0,
      });
    const { rows } = await batched.db.query<{ n: number; bets: number; wins: number; closed: number }>(
      `SELECT count(*)::int AS n, sum(bet_cents)::int AS bets, sum(win_cents)::int AS wins,
              count(*) FILTER (WHERE status = 'closed')::int AS closed
       FROM game_rounds WHERE provider_round_id LIKE $1`,
      [`${tag}-%`],
    );
    expect(rows[0]).toEqual({ n: 12, bets: 12 * 100 + 66, wins: 10 * 66, closed: 12 });
    const { rows: scores } = await batched.db.query<{ user_id: number; points: number }>(
      'SELECT user_id, points::int AS points FROM tournament_scores WHERE tournament_id = $1 ORDER BY user_id',
      [events[0]?.id],
    );
    expect(scores).toEqual(players.map(({ player }) => ({ user_id: player.id, points: 1 })));
  });

  it("find a win's round by its key, never by reading game_rounds whole", async () => {
    // The batch's plans are made once per connection, here while the database holds few rounds:
    // a plan that scanned game_rounds then would scan it on every batch as the table grows.
    const player = await batched.newPlayer('Batch Key');
    await batched.fund(player.id, 1_000);
    const session = await batched.openSession(player);
    const fields = roundFields(session);
    const bet = await batched.call('bet', { ...fields, transaction_id: uid('b'), amount: 100 });
    expect(bet.status).toBe(200);
    const win: FastCall = {
      action: 'win',
      provider: STUDIO_PROVIDER_CODE,
      token_hash: sha256(session.token),
      transaction_id: uid('w'),
      player_id: session.playerId,
      game: session.game,
      currency: 'USD',
      round_id: fields.round_id,
      amount: 250,
      close: true,
      request_hash: 'test',
      ledger_key: uid('win'),
      now: start.toISOString(),
    };
    await batched.db.transaction(async (tx) => {
      // The table's scans by this connection so far (the statistics are per backend until commit).
      const scans = async () => {
        const { rows } = await tx.query<{ seq_scan: string; idx_scan: string }>(
          "SELECT seq_scan, idx_scan FROM pg_stat_xact_user_tables WHERE relid = 'game_rounds'::regclass",
        );
        return { seq: Number(rows[0]?.seq_scan ?? 0), idx: Number(rows[0]?.idx_scan ?? 0) };
      };
      const before = await scans();
      const { rows } = await tx.query<{ answers: Array<{ status: number } | null> }>(
        'SELECT games_fast_calls($1::jsonb, $2::jsonb) AS answers',
        [
          JSON.stringify([win]),
          JSON.stringify({ house_shards: HOUSE_SHARDS, ...betRulesOf(batched.db).batchSettings('win') }),
        ],
      );
      expect(rows[0]?.answers).toEqual([expect.objectContaining({ status: 200 })]);
      const after = await scans();
      expect(after.seq - before.seq).toBe(0);
      expect(after.idx - before.idx).toBeGreaterThan(0);
    });
    expect(await batched.balances(player.id)).toEqual({ cashCents: 1_150, bonusCents: 0 });
  });

  it('settle concurrent bets of one balance one after another, never below zero', async () => {
    const player = await batched.newPlayer('Batch Crowd');
    await batched.fund(player.id, 1_000);
    const session = await batched.openSession(player);
    const results = await Promise.all(
      Array.from({ length: 25 }, () =>
        batched.call('bet', {
          ...roundFields(session),
          transaction_id: uid('crowd'),
          amount: 100,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(
      results.filter((r) => r.status === 409).every((r) => r.json().error === 'insufficient_funds'),
    ).toBe(true);
    expect(await batched.balances(player.id)).toEqual({ cashCents: 0, bonusCents: 0 });
  });
});
