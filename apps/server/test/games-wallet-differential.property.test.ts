import { AsyncLocalStorage } from 'node:async_hooks';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { sha256 } from '../src/modules/accounts/secret-tokens.js';
import { bonusesOf } from '../src/modules/bonuses/bonuses.service.js';
import { batchStatsOf } from '../src/modules/games/fast-calls.js';
import { limitsOf } from '../src/modules/limits/limits.service.js';
import { tournamentsOf } from '../src/modules/tournaments/tournaments.service.js';
import { ManualClock } from '../src/platform/clock.js';
import { buildGamesApp, GAME_CODES } from './games-helpers.js';

/**
 * The seamless wallet's two paths against each other (docs/decisions/010 and 021). Random
 * scripts of several players (bets, wins that close their round or not, repeats of an earlier
 * call with the same and with another body, rollbacks of known and unknown bets and the late bet
 * after a tombstone, free rounds, a bonus being wagered until it ends, status stations, running
 * tournaments, midnight at the end of a month, sessions expiring, loss and wager limits, a
 * time-out taken mid-script, a daily play-time limit and reality checks acknowledged or not) run in an app that settles
 * plain calls in database batches and in one where every call goes the full path, each on its
 * own database with the same seed data. A player's calls go one after another, different
 * players' calls at once, so batches hold several players. Every answer's status and bytes and
 * everything the calls wrote must be the same, up to the ids each database numbers for itself.
 */

const HOUR = 3_600_000;
/** Sessions are launched and bonuses granted here (sessions live 12 hours). */
const SETUP_AT = new Date('2026-04-30T23:00:00Z');
/** Players start within 20 seconds of this, so most scripts cross midnight into May. */
const PLAY_FROM = Date.parse('2026-04-30T23:59:45Z');
/** The free rounds' bet (the grant's bet size). */
const SPIN_BET = 20;
/** Explicit user ids, the same in both databases (each player's calls name theirs). */
const PLAYER_BASE = 1_000_000;
/**
 * Where a player's bonus ids start, the same in both databases: BONUS_BASE + 100 × the player's
 * id (room for the bonuses stations offer meanwhile).
 */
const BONUS_BASE = 1_000_000_000;

/**
 * Each player's time while their script runs (calls of different players in one batch carry
 * different times, as they do in production); outside a script, the clock's own time.
 */
const timeline = new AsyncLocalStorage<{ ms: number }>();
class ScriptClock extends ManualClock {
  override now(): Date {
    const time = timeline.getStore();
    return time ? new Date(time.ms) : super.now();
  }
}

// One status point per USD of slot stakes (the least the setting allows), so a few large bets
// reach station 1 (125 USD) and its spins.
// A reality-check minute of 10 seconds, so a 15-minute check falls due within a script's pauses.
const env = { LOYALTY_USD_PER_POINT: '1', REALITY_CHECK_SECONDS_PER_MINUTE: '10' };
const batched = await buildGamesApp({ clock: new ScriptClock(SETUP_AT), env });
const full = await buildGamesApp({ clock: new ScriptClock(SETUP_AT), env, fullPathOnly: true });
type Kit = typeof batched;

afterAll(async () => {
  await batched.expectLedgerOk();
  await full.expectLedgerOk();
  expect(batchStatsOf(full.db).answered).toBe(0);
});

for (const code of Object.values(GAME_CODES)) expect(batched.gameId(code)).toBe(full.gameId(code));

/** The same seed data in both databases: bonus terms for the wagered bonuses and four events. */
async function seed(kit: Kit): Promise<number> {
  const text = JSON.stringify(Object.fromEntries(['en', 'es', 'pt', 'ru'].map((l) => [l, 'Differential'])));
  const { rows } = await kit.db.query<{ id: number }>(
    `INSERT INTO bonus_terms (code, type, offer, title, short_description, description, percentage, max_bonus_cents,
       max_winning_cents, spins_max_winning_cents, wager, wager_base, requires_deposit, max_bet_cents, wager_days,
       spin_games, contributions)
     VALUES ('differential', 'deposit', 'personal', $1, $1, $1, 100, 100000, 1000000, 100000, 1, 'bonus', false,
       3000, 7, $2, $3)
     RETURNING id`,
    [
      text,
      [GAME_CODES.slot],
      JSON.stringify({
        slots: 100,
        tables: 10,
        live: 10,
        video_poker: 5,
        jackpots: 0,
        game_shows: 0,
        lobby: 0,
      }),
    ],
  );
  const slot = kit.gameId(GAME_CODES.slot);
  const table = kit.gameId(GAME_CODES.table);
  const from = new Date(SETUP_AT.getTime() - 24 * HOUR);
  const events = [
    { code: 'diff-count', category: 'bet_count' as const, gameIds: [slot], end: 48 * HOUR },
    { code: 'diff-sum', category: 'bet_sum' as const, gameIds: [slot, table], minBetCents: 100, rounds: 3 },
    { code: 'diff-max', category: 'max_win' as const, gameIds: [table] },
    // Ends at midnight: a round closed at 23:59:59 counts, one closed at 00:00:00 does not.
    { code: 'diff-april', category: 'bet_count' as const, gameIds: [slot, table], end: HOUR },
  ];
  for (const e of events)
    await tournamentsOf(kit).create({
      code: e.code,
      name: { en: 'Differential cup' },
      description: '<p>Play.</p>',
      rounds: e.rounds ?? null,
      mainImg: '',
      previewImg: '',
      minBetCents: e.minBetCents ?? 0,
      category: e.category,
      prizes: [10_000],
      start: from,
      end: new Date(SETUP_AT.getTime() + (e.end ?? 48 * HOUR)),
      gameIds: e.gameIds,
    });
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('no bonus terms');
  return id;
}
const termsId = await seed(batched);
expect(await seed(full)).toBe(termsId);

// ---- scripts ----

type Game = 'slot' | 'table';
type Op =
  /** A bet in a new round, the open round, the open round with the other game, or a closed round. */
  | { t: 'bet'; round: 'new' | 'open' | 'otherGame' | 'closed'; game: Game; amount: number; fair: boolean }
  /** A win in the open round, a closed one, or one never bet on. */
  | { t: 'win'; round: 'open' | 'closed' | 'unknown'; amount: number; close: boolean }
  /** A free-round bet: the grant's bet size, or another. */
  | { t: 'free'; fits: boolean }
  /** An earlier call again: the same request, or another one under its transaction id. */
  | { t: 'repeat'; pick: number; same: boolean }
  /** A rollback of an earlier bet, of a win, or of a bet not sent yet (a tombstone). */
  | { t: 'rollback'; target: 'bet' | 'win' | 'unknown'; pick: number }
  /** The bet a rollback came before (refused by its tombstone). */
  | { t: 'late'; pick: number }
  /**
   * A time-out taken now. It ends the player's sessions; they are made live again at once, as a
   * session a launch opened while the break was being taken would be, so the wallet's own refusal
   * of a bet during a break is what both paths are compared on.
   */
  | { t: 'break' }
  /** A due reality check acknowledged now (nothing happens when none is due). */
  | { t: 'ack' }
  | { t: 'pause'; ms: number };

/** A loss or wager limit the player set before the script. */
interface PlayLimit {
  kind: 'loss' | 'wager';
  period: 'day' | 'week' | 'month';
  cents: number;
}

interface Plan {
  cash: number;
  /**
   * A slot round staked (and lost) before the script, in April: 110 to 124 status points, so
   * small bets reach station 1 (125 points) in April, and bets after midnight start May at 0.
   */
  warmUp: number;
  /** A bonus being wagered (its amount, wagered once) and its free rounds. */
  bonus?: { cents: number; spins: number };
  /** When the player starts, after PLAY_FROM. */
  startMs: number;
  /** Loss and wager limits set after the warm-up (which they count). */
  limits?: PlayLimit[];
  /** A daily play-time limit (minutes) and a reality-check interval set after the warm-up. */
  time?: { minutes?: number; check?: 15 | 30 | 60 };
  ops: Op[];
}

const stakeArb = fc.oneof(
  { weight: 5, arbitrary: fc.integer({ min: 1, max: 500 }) },
  { weight: 3, arbitrary: fc.integer({ min: 501, max: 5_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 5_001, max: 20_000 }) },
);
const winArb = fc.oneof(
  { weight: 3, arbitrary: fc.constant(0) },
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 1_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1_001, max: 20_000 }) },
);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      t: fc.constant('bet' as const),
      round: fc.constantFrom(
        'new' as const,
        'new' as const,
        'open' as const,
        'otherGame' as const,
        'closed' as const,
      ),
      game: fc.constantFrom('slot' as const, 'table' as const),
      amount: stakeArb,
      fair: fc.boolean(),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      t: fc.constant('win' as const),
      round: fc.constantFrom(
        'open' as const,
        'open' as const,
        'open' as const,
        'closed' as const,
        'unknown' as const,
      ),
      amount: winArb,
      close: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('free' as const), fits: fc.boolean() }) },
  {
    weight: 2,
    arbitrary: fc.record({ t: fc.constant('repeat' as const), pick: fc.nat(20), same: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('rollback' as const),
      target: fc.constantFrom('bet' as const, 'bet' as const, 'win' as const, 'unknown' as const),
      pick: fc.nat(20),
    }),
  },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('late' as const), pick: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('break' as const) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('ack' as const) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('pause' as const),
      ms: fc.oneof(
        { weight: 6, arbitrary: fc.integer({ min: 1, max: 20_000 }) },
        { weight: 2, arbitrary: fc.integer({ min: 60_000, max: 300_000 }) },
        // Past the sessions' 12 hours: bets are refused, wins still accepted.
        { weight: 1, arbitrary: fc.constant(12 * HOUR) },
      ),
    }),
  },
);
const planArb: fc.Arbitrary<Plan> = fc.record(
  {
    cash: fc.oneof(
      fc.constant(0),
      fc.integer({ min: 100, max: 5_000 }),
      fc.integer({ min: 10_000, max: 40_000 }),
    ),
    warmUp: fc.oneof(
      { weight: 2, arbitrary: fc.constant(0) },
      { weight: 1, arbitrary: fc.integer({ min: 11_000, max: 12_400 }) },
    ),
    bonus: fc.record({
      // Below the 1.50 USD threshold a settled round ends it; a small one is played through soon.
      cents: fc.oneof(fc.integer({ min: 100, max: 400 }), fc.integer({ min: 400, max: 1_500 })),
      spins: fc.oneof(
        { weight: 3, arbitrary: fc.constant(0) },
        { weight: 1, arbitrary: fc.integer({ min: 1, max: 2 }) },
      ),
    }),
    startMs: fc.integer({ min: 0, max: 20_000 }),
    limits: fc.array(
      fc.record({
        kind: fc.constantFrom('loss' as const, 'wager' as const),
        period: fc.constantFrom('day' as const, 'week' as const, 'month' as const),
        cents: fc.integer({ min: 100, max: 30_000 }),
      }),
      { minLength: 1, maxLength: 3 },
    ),
    time: fc.record(
      {
        minutes: fc.integer({ min: 1, max: 4 }),
        check: fc.constantFrom(15 as const, 30 as const, 60 as const),
      },
      { requiredKeys: [] },
    ),
    ops: fc.array(opArb, { minLength: 1, maxLength: 10 }),
  },
  { requiredKeys: ['cash', 'warmUp', 'startMs', 'ops'] },
);
const scriptArb = fc.array(planArb, { minLength: 2, maxLength: 4 });

/** A wallet call as both apps get it, but for the session fields filled in when it is sent. */
interface Call {
  action: 'bet' | 'win' | 'rollback';
  game: Game;
  body: Record<string, unknown>;
  /** A free-round bet: free_round_id names the player's bonus. */
  free?: boolean;
}
type Step = Call | { pause: number } | { break: true } | { ack: true };

const other = (game: Game): Game => (game === 'slot' ? 'table' : 'slot');

/**
 * The calls a player's ops make, decided from the ops alone (never from answers), so both apps
 * get the same requests whatever they answer. Ids are unique to the run and the player.
 */
function compile(plan: Plan, tag: string): Step[] {
  let n = 0;
  const next = (kind: string) => `${tag}.${kind}${++n}`;
  type Round = { id: string; game: Game };
  let open: Round | undefined;
  const closed: Round[] = [];
  const bets: Array<Round & { tx: string }> = [];
  const wins: Array<Round & { tx: string }> = [];
  const tombstones: Array<Round & { tx: string }> = [];
  const sent: Call[] = [];
  const steps: Step[] = [];
  const send = (call: Call) => {
    steps.push(call);
    sent.push(call);
  };
  const bet = (round: Round, game: Game, tx: string, amount: number, extra: Record<string, unknown> = {}) =>
    send({
      action: 'bet',
      game,
      body: {
        currency: 'USD',
        game: GAME_CODES[game],
        round_id: round.id,
        transaction_id: tx,
        amount,
        ...extra,
      },
    });
  const newRound = (game: Game): Round => {
    open = { id: next('r'), game };
    return open;
  };
  for (const op of plan.ops) {
    switch (op.t) {
      case 'bet': {
        const last = closed.at(-1);
        const fresh = !(op.round === 'closed' && last) && (op.round === 'new' || !open);
        const round = op.round === 'closed' && last ? last : fresh || !open ? newRound(op.game) : open;
        // Another game's bet in an open round is refused (the round is the first game's).
        const game = op.round === 'otherGame' && !fresh ? other(round.game) : round.game;
        const tx = next('b');
        const fair = op.fair
          ? { fair: { server_seed_hash: sha256(tx), client_seed: `seed ${tx}`, nonce: op.amount } }
          : {};
        bet(round, game, tx, op.amount, fair);
        bets.push({ ...round, tx });
        break;
      }
      case 'win': {
        const round =
          op.round === 'unknown'
            ? { id: next('r'), game: 'slot' as const }
            : op.round === 'closed'
              ? (closed.at(-1) ?? open)
              : (open ?? closed.at(-1));
        if (!round) break;
        const tx = next('w');
        send({
          action: 'win',
          game: round.game,
          body: {
            currency: 'USD',
            game: GAME_CODES[round.game],
            round_id: round.id,
            transaction_id: tx,
            amount: op.amount,
            round_closed: op.close,
          },
        });
        wins.push({ ...round, tx });
        if (op.close && round === open) {
          closed.push(open);
          open = undefined;
        }
        break;
      }
      case 'free': {
        const round = newRound('slot');
        const tx = next('b');
        send({
          action: 'bet',
          game: 'slot',
          free: true,
          body: {
            currency: 'USD',
            game: GAME_CODES.slot,
            round_id: round.id,
            transaction_id: tx,
            amount: op.fits ? SPIN_BET : SPIN_BET + 5,
          },
        });
        bets.push({ ...round, tx });
        break;
      }
      case 'repeat': {
        const earlier = sent[op.pick % Math.max(sent.length, 1)];
        if (!earlier) break;
        if (op.same) {
          steps.push(earlier);
          break;
        }
        // Another request under the same transaction id: a conflict, whatever happened first.
        const body = { ...earlier.body };
        if (earlier.action === 'rollback') body.round_id = next('r');
        else body.amount = Number(body.amount) + 1;
        steps.push({ ...earlier, body });
        break;
      }
      case 'rollback': {
        const known = op.target === 'win' ? wins : bets;
        let target = op.target === 'unknown' ? undefined : known[op.pick % Math.max(known.length, 1)];
        if (!target) {
          target = { ...(open ?? { id: next('r'), game: 'slot' as const }), tx: next('b') };
          tombstones.push(target);
        }
        send({
          action: 'rollback',
          game: target.game,
          body: { round_id: target.id, transaction_id: next('x'), rolled_back_transaction_id: target.tx },
        });
        break;
      }
      case 'late': {
        const tomb = tombstones[op.pick % Math.max(tombstones.length, 1)];
        if (tomb) bet(tomb, tomb.game, tomb.tx, 100);
        break;
      }
      case 'pause':
        steps.push({ pause: op.ms });
        break;
      case 'break':
        steps.push({ break: true });
        break;
      case 'ack':
        steps.push({ ack: true });
        break;
    }
  }
  return steps;
}

// ---- running a script in one app ----

interface Player {
  id: number;
  bonusId: number | undefined;
  tokens: Record<Game, string>;
  steps: Step[];
  startMs: number;
}

/** The run's players in one app: user, cash and a session of each game. */
async function openPlayers(
  kit: Kit,
  run: number,
  plans: Plan[],
  warm: boolean,
): Promise<Array<Omit<Player, 'bonusId'>>> {
  const players: Array<Omit<Player, 'bonusId'>> = [];
  // One after another: openSession reads the token the fake provider was handed last.
  for (const [i, plan] of plans.entries()) {
    const id = PLAYER_BASE + run * 10 + i;
    await kit.db.query('INSERT INTO users (id, email, nickname) VALUES ($1, $2, $3)', [
      id,
      `differential-${id}@example.com`,
      `Diff ${i}`,
    ]);
    // The house's account of the player's shard, which the full path otherwise makes at its first bet.
    if (warm) await kit.wallet.warmAccounts(id);
    if (plan.cash + plan.warmUp > 0)
      await kit.wallet.transfer({
        idempotencyKey: `deposit:differential-${id}`,
        kind: 'deposit',
        from: { owner: 'house', name: 'gateway_clearing' },
        to: { owner: 'player', userId: id, kind: 'cash' },
        amountCents: plan.cash + plan.warmUp,
      });
    const player = { id, auth: { authorization: `Bearer ${await kit.app.deps.accessTokens.sign(id)}` } };
    const slot = await kit.openSession(player, GAME_CODES.slot);
    const table = await kit.openSession(player, GAME_CODES.table);
    players.push({
      id,
      tokens: { slot: slot.token, table: table.token },
      steps: compile(plan, `d${run}p${i}`),
      startMs: plan.startMs,
    });
  }
  return players;
}

/** The warm-up rounds, then the bonuses, granted one after another (their ids are in the calls). */
async function prepare(kit: Kit, players: Array<Omit<Player, 'bonusId'>>, plans: Plan[]): Promise<Player[]> {
  await Promise.all(
    players.map(async (p, i) => {
      const stake = plans[i]?.warmUp ?? 0;
      if (stake === 0) return;
      const fields = {
        session_token: p.tokens.slot,
        player_id: String(p.id),
        currency: 'USD',
        game: GAME_CODES.slot,
      };
      const round = { ...fields, round_id: `d${p.id}.warm` };
      expect(
        (await kit.call('bet', { ...round, transaction_id: `d${p.id}.warm.b`, amount: stake })).status,
      ).toBe(200);
      const win = { ...round, transaction_id: `d${p.id}.warm.w`, amount: 0, round_closed: true };
      expect((await kit.call('win', win)).status).toBe(200);
    }),
  );
  const bonuses = bonusesOf(kit);
  const prepared: Player[] = [];
  for (const [i, p] of players.entries()) {
    for (const l of plans[i]?.limits ?? []) await limitsOf(kit).setLimit(p.id, l.kind, l.period, l.cents);
    const time = plans[i]?.time;
    if (time?.minutes) await limitsOf(kit).setLimit(p.id, 'time', 'day', time.minutes);
    if (time?.check) await limitsOf(kit).setRealityCheck(p.id, time.check);
    const bonus = plans[i]?.bonus;
    let bonusId: number | undefined;
    if (bonus) {
      // The grant's id is in the free-round calls; a run whose paths differed (a failing one,
      // shrunk afterwards) must not shift the next runs' ids in one database only.
      await kit.db.query("SELECT setval(pg_get_serial_sequence('player_bonuses', 'id'), $1)", [
        BONUS_BASE + 100 * p.id,
      ]);
      const granted = await kit.db.transaction((tx) =>
        bonuses.grantFixed(tx, {
          userId: p.id,
          termsId,
          amountCents: bonus.cents,
          source: 'operator',
          from: 'bonus_grants',
          now: SETUP_AT,
        }),
      );
      bonusId = granted.id;
      // The operator's grant has no spins; the free rounds a deposit's tier would give.
      if (bonus.spins > 0)
        await kit.db.query(
          `UPDATE player_bonuses SET spins_total = $2, spins_left = $2, spin_bet_cents = $3, spins_end_at = $4
           WHERE id = $1`,
          [bonusId, bonus.spins, SPIN_BET, new Date(SETUP_AT.getTime() + 24 * HOUR)],
        );
    }
    prepared.push({ ...p, bonusId });
  }
  return prepared;
}

/**
 * The run's players in both apps, with the same requests: the full app's sessions take the
 * batched app's tokens, and the same seed data gives the same bonus ids.
 */
async function setUpBoth(run: number, plans: Plan[], warm: boolean): Promise<Player[]> {
  const [a = [], b = []] = await Promise.all(
    [batched, full].map((kit) => openPlayers(kit, run, plans, warm)),
  );
  for (const [i, p] of a.entries())
    for (const game of ['slot', 'table'] as const)
      await full.db.query('UPDATE game_sessions SET token_hash = $1 WHERE token_hash = $2', [
        sha256(p.tokens[game]),
        sha256(b[i]?.tokens[game] ?? ''),
      ]);
  const [left = [], right = []] = await Promise.all([batched, full].map((kit) => prepare(kit, a, plans)));
  expect(right.map((p) => p.bonusId)).toEqual(left.map((p) => p.bonusId));
  return left;
}

interface Answer {
  status: number;
  body: string;
  /** The player's time when it was sent. */
  at: number;
}

/**
 * One player's calls in order, in their own time. A call the casino could not settle in time
 * (503 retry_later, nothing moved) is sent again, as a provider does.
 */
async function play(kit: Kit, player: Player): Promise<Answer[]> {
  const time = { ms: PLAY_FROM + player.startMs };
  return timeline.run(time, async () => {
    const answers: Answer[] = [];
    for (const step of player.steps) {
      if ('pause' in step) {
        time.ms += step.pause;
        continue;
      }
      if ('break' in step) {
        await limitsOf(kit)
          .takeBreak(player.id, 'time_out', '24h')
          .catch((err: unknown) => {
            // A second break in one script is shorter than the first, which runs on: refused alike.
            if (!(err instanceof Error) || !err.message.includes('break_already_longer')) throw err;
          });
        await kit.db.query('UPDATE game_sessions SET expires_at = $2 WHERE user_id = $1', [
          player.id,
          new Date(SETUP_AT.getTime() + 12 * HOUR),
        ]);
        continue;
      }
      if ('ack' in step) {
        await limitsOf(kit).acknowledgeCheck(player.id);
        continue;
      }
      const body = {
        session_token: player.tokens[step.game],
        player_id: String(player.id),
        ...step.body,
        ...(step.free ? { free_round_id: `bonus-${player.bonusId ?? 0}` } : {}),
      };
      for (let attempt = 1; ; attempt++) {
        const res = await kit.call(step.action, body);
        if (res.status !== 503 || attempt >= 20) {
          answers.push({ status: res.status, body: res.text, at: time.ms });
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
    return answers;
  });
}

// ---- what the calls wrote, without the ids each database numbers for itself ----

type Row = Record<string, unknown>;

/**
 * Everything the run's players' calls wrote in one app, per player.
 * Ids a database's sequences give (transfers, rounds, recorded calls, sessions, accounts, bonuses
 * offered at stations, events) differ between the two databases, and differ with the order in
 * which concurrent players' calls commit: each is replaced by what names it (a transfer by its
 * idempotency key, a round by the provider's round id, an account by its owner and kind, a bonus
 * by its terms and its place among the player's bonuses). Nothing else is changed.
 */
async function snapshot(kit: Kit, players: Player[], answers: Answer[][]) {
  const ids = players.map((p) => p.id);
  const q = async (sql: string, params: unknown[] = [ids]) => (await kit.db.query<Row>(sql, params)).rows;
  const accounts = await q(
    `SELECT id, owner_type, user_id, kind, shard, balance FROM accounts
     WHERE owner_type = 'house' OR user_id = ANY($1) ORDER BY owner_type, kind, shard, user_id`,
  );
  const accountLabel = new Map<number, string>();
  for (const a of accounts)
    accountLabel.set(
      Number(a.id),
      a.owner_type === 'house'
        ? `house:${String(a.kind)}:${String(a.shard)}`
        : `${String(a.user_id)}:${String(a.kind)}`,
    );
  const playerAccounts = accounts.filter((a) => a.owner_type === 'player').map((a) => Number(a.id));
  const transfers = await q(
    'SELECT to_jsonb(t) AS row FROM transfers t WHERE debit_account_id = ANY($1) OR credit_account_id = ANY($1) ORDER BY id',
    [playerAccounts],
  );
  const rounds = await q('SELECT to_jsonb(g) AS row FROM game_rounds g WHERE user_id = ANY($1) ORDER BY id');
  const calls = await q('SELECT to_jsonb(w) AS row FROM wallet_calls w WHERE user_id = ANY($1) ORDER BY id');
  const sessions = await q(
    'SELECT to_jsonb(s) AS row FROM game_sessions s WHERE user_id = ANY($1) ORDER BY user_id, game_code',
  );
  const bonusRows = await q(
    `SELECT to_jsonb(b) AS row, t.code FROM player_bonuses b JOIN bonus_terms t ON t.id = b.terms_id
     WHERE b.user_id = ANY($1) ORDER BY b.id`,
  );
  const months = await q(
    'SELECT to_jsonb(m) AS row FROM loyalty_months m WHERE user_id = ANY($1) ORDER BY user_id, month',
  );
  const stations = await q(
    'SELECT to_jsonb(s) AS row FROM loyalty_stations s WHERE user_id = ANY($1) ORDER BY user_id, month, station',
  );
  const events = await q(
    'SELECT to_jsonb(e) AS row FROM player_events e WHERE user_id = ANY($1) ORDER BY id',
  );
  const playHours = await q(
    'SELECT to_jsonb(h) AS row FROM play_hours h WHERE user_id = ANY($1) ORDER BY user_id, hour',
  );
  const gamblers = await q(
    'SELECT to_jsonb(g) AS row FROM gambling_players g WHERE user_id = ANY($1) ORDER BY user_id',
  );
  const playTimes = await q(
    'SELECT to_jsonb(t) AS row FROM play_time t WHERE user_id = ANY($1) ORDER BY user_id',
  );
  const ranks = await q(
    'SELECT id AS user_id, current_rank, current_rank_progress FROM users WHERE id = ANY($1) ORDER BY id',
  );
  const scores = await q(
    `SELECT s.user_id, t.code AS tournament, s.points, s.rounds_counted, s.reached_at FROM tournament_scores s
     JOIN tournaments t ON t.id = s.tournament_id WHERE s.user_id = ANY($1) ORDER BY s.user_id, t.code`,
  );

  const transferKey = new Map(
    transfers.map(({ row }) => [Number((row as Row).id), String((row as Row).idempotency_key)]),
  );
  const roundLabel = new Map(
    rounds.map(({ row }) => [Number((row as Row).id), String((row as Row).provider_round_id)]),
  );
  const sessionLabel = new Map(
    sessions.map(({ row }) => [Number((row as Row).id), String((row as Row).game_code)]),
  );
  const bonusLabel = new Map<number, string>();
  for (const { row, code } of bonusRows) {
    const b = row as Row;
    const place = [...bonusLabel.keys()].filter((id) =>
      bonusLabel.get(id)?.startsWith(`${String(b.user_id)}:`),
    ).length;
    bonusLabel.set(Number(b.id), `${String(b.user_id)}:${String(code)}#${place}`);
  }
  const named = (map: Map<number, string>, id: unknown) =>
    id === null || id === undefined ? id : (map.get(Number(id)) ?? `unnamed ${String(id)}`);
  // An answer names its movement by the transfer's id: the transfer's key names it in both databases.
  const body = (text: unknown) =>
    String(text).replace(
      /"casino_transaction_id":"(\d+)"/,
      (_, id: string) => `"casino_transaction_id":"${named(transferKey, id) as string}"`,
    );
  /** A row without its own id, with the ids it refers to replaced by their names. */
  const rename = (row: unknown, refs: Record<string, Map<number, string>>, keep = false): Row => {
    const out: Row = { ...(row as Row) };
    if (!keep) delete out.id;
    for (const [column, map] of Object.entries(refs))
      if (column in out) out[column] = named(map, out[column]);
    return out;
  };
  const bonusRefs = { player_bonus_id: bonusLabel, free_round_bonus_id: bonusLabel };
  const byPlayer =
    (rows: Row[], column = 'user_id') =>
    (id: number) =>
      rows.filter((r) => Number(r[column]) === id);

  const tables = {
    transfers: transfers.map(({ row }) => {
      const t = rename(row, { debit_account_id: accountLabel, credit_account_id: accountLabel });
      t.reference = rename(t.reference, { round_id: roundLabel, ...bonusRefs }, true);
      return t;
    }),
    rounds: rounds.map(({ row }) =>
      rename(row, {
        session_id: sessionLabel,
        free_round_bonus_id: bonusLabel,
        wagering_bonus_id: bonusLabel,
      }),
    ),
    calls: calls.map(({ row }) => {
      const c = rename(row, { round_id: roundLabel });
      c.response_body = body(c.response_body);
      return c;
    }),
    sessions: sessions.map(({ row }) => rename(row, {})),
    bonuses: bonusRows.map(({ row }) => ({ ...rename(row, {}), id: named(bonusLabel, (row as Row).id) })),
    months: months.map(({ row }) => row as Row),
    playHours: playHours.map(({ row }) => row as Row),
    gamblers: gamblers.map(({ row }) => row as Row),
    playTimes: playTimes.map(({ row }) => row as Row),
    stations: stations.map(({ row }) => rename(row, bonusRefs, true)),
    events: events.map(({ row }) => {
      const e = rename(row, {});
      // A limit's or break's event is keyed by a fresh random id per change.
      if (String(e.dedupe_key).startsWith('gambling:')) e.dedupe_key = 'gambling:(a fresh key)';
      e.payload = rename(e.payload, bonusRefs, true);
      return e;
    }),
  };
  return {
    players: players.map((p, i) => {
      const own = byPlayer([...accounts.filter((a) => a.owner_type === 'player')]);
      const debitOrCredit = (t: Row) =>
        [t.debit_account_id, t.credit_account_id].some((l) => String(l).startsWith(`${p.id}:`));
      return {
        player: p.id,
        answers: (answers[i] ?? []).map((a) => ({ status: a.status, body: body(a.body) })),
        accounts: own(p.id).map((a) => ({ kind: a.kind, balance: a.balance })),
        transfers: tables.transfers.filter(debitOrCredit),
        rounds: byPlayer(tables.rounds)(p.id),
        calls: byPlayer(tables.calls)(p.id),
        sessions: byPlayer(tables.sessions)(p.id),
        bonuses: byPlayer(tables.bonuses)(p.id),
        months: byPlayer(tables.months)(p.id),
        playHours: byPlayer(tables.playHours)(p.id),
        gamblers: byPlayer(tables.gamblers)(p.id),
        playTimes: byPlayer(tables.playTimes)(p.id),
        stations: byPlayer(tables.stations)(p.id),
        events: byPlayer(tables.events)(p.id),
        ranks: byPlayer(ranks)(p.id),
        scores: byPlayer(scores)(p.id),
      };
    }),
  };
}

// ---- the property ----

let runs = 0;
/** What the runs exercised: every kind of call and outcome must have been seen by the end. */
const seen = new Map<string, number>();
const see = (what: string, times = 1) => {
  if (times > 0) seen.set(what, (seen.get(what) ?? 0) + times);
};

/** The house's balances by account (its counterparties, by shard). */
async function houseBalances(kit: Kit): Promise<Map<string, number>> {
  const { rows } = await kit.db.query<{ kind: string; shard: number; balance: number }>(
    "SELECT kind, shard, balance FROM accounts WHERE owner_type = 'house' ORDER BY kind, shard",
  );
  return new Map(rows.map((r) => [`${r.kind}:${r.shard}`, Number(r.balance)]));
}

/** Calls of several players settled in one batch (one transaction: the rows share their xmin). */
async function sharedBatches(kit: Kit, players: Player[]) {
  const { rows } = await kit.db.query<{ shared: number; midnight: number }>(
    `SELECT count(*)::int AS shared,
            count(*) FILTER (WHERE months > 1)::int AS midnight
     FROM (SELECT count(DISTINCT date_trunc('month', created_at AT TIME ZONE 'UTC')) AS months
           FROM wallet_calls WHERE user_id = ANY($1)
           GROUP BY xmin::text HAVING count(DISTINCT user_id) > 1) b`,
    [players.map((p) => p.id)],
  );
  return rows[0] ?? { shared: 0, midnight: 0 };
}

/** Runs the script in both apps, compares everything, and answers the batched app's side. */
async function runScript(plans: Plan[], warm = false) {
  // The house's accounts serve every run: what this run moved on them must be the same.
  const houseBefore = await Promise.all([batched, full].map(houseBalances));
  const players = await setUpBoth(++runs, plans, warm);
  const before = batchStatsOf(batched.db).answered;
  const [left = [], right = []] = await Promise.all(
    [batched, full].map((kit) => Promise.all(players.map((p) => play(kit, p)))),
  );
  // Each call carried its player's time (the clock follows each player's script): every recorded
  // call is stamped with a time its player sent a call at, or the setup's.
  for (const [i, p] of players.entries()) {
    const { rows } = await batched.db.query<{ at: Date }>(
      'SELECT created_at AS at FROM wallet_calls WHERE user_id = $1',
      [p.id],
    );
    const sent = new Set([SETUP_AT.getTime(), ...(left[i] ?? []).map((x) => x.at)]);
    const stray = rows.map((r) => new Date(r.at)).filter((at) => !sent.has(at.getTime()));
    expect(stray, `player ${i}'s calls' times`).toEqual([]);
  }
  const a = await snapshot(batched, players, left);
  const b = await snapshot(full, players, right);
  for (const [i, state] of a.players.entries()) expect(state, `player ${i}`).toEqual(b.players[i]);
  const houseAfter = await Promise.all([batched, full].map(houseBalances));
  const moved = (i: 0 | 1) =>
    [...(houseAfter[i] ?? [])].map(([account, balance]) => ({
      account,
      moved: balance - (houseBefore[i]?.get(account) ?? 0),
    }));
  expect(moved(0), 'house accounts').toEqual(moved(1));
  return { players, state: a, answered: batchStatsOf(batched.db).answered - before };
}

// Hand-written scripts, played before the random ones so that each kind of call and outcome is
// exercised whatever the random runs draw.
const bet = (
  amount: number,
  round: 'new' | 'open' | 'otherGame' | 'closed' = 'new',
  game: Game = 'slot',
): Extract<Op, { t: 'bet' }> => ({
  t: 'bet',
  round,
  game,
  amount,
  fair: false,
});
const win = (amount: number, close = true, round: 'open' | 'closed' | 'unknown' = 'open'): Op => ({
  t: 'win',
  round,
  amount,
  close,
});
const pause = (ms: number): Op => ({ t: 'pause', ms });
const plan = (cash: number, ops: Op[], more: Partial<Plan> = {}): Plan => ({
  cash,
  warmUp: 0,
  startMs: 0,
  ops,
  ...more,
});

/** Calls on both sides of midnight, a station reached in April, tournaments. */
const midnight: Plan[] = [
  plan(5_000, [{ ...bet(600), fair: true }, win(0), pause(15_000), bet(300), win(700)], { warmUp: 12_000 }),
  plan(3_000, [bet(100), win(250), bet(200, 'new', 'table'), win(0)], { startMs: 14_999 }),
  plan(3_000, [bet(200), win(0)], { warmUp: 12_400, startMs: 15_000 }),
  plan(2_000, [bet(150, 'new', 'table'), pause(10_000), win(300)], { startMs: 5_000 }),
];

/** Bonuses played through and lost, free rounds, the maximum bet, a bonus's round with two bets. */
const bonusEnds: Plan[] = [
  plan(1_000, [bet(600), win(0)], { bonus: { cents: 500, spins: 0 } }),
  plan(0, [bet(100), win(0)], { bonus: { cents: 200, spins: 0 } }),
  plan(
    2_000,
    [
      { t: 'free', fits: true },
      win(40),
      { t: 'free', fits: false },
      { t: 'free', fits: true },
      { t: 'free', fits: true },
      bet(3_500),
      bet(200),
      win(100),
    ],
    { bonus: { cents: 3_000, spins: 2 } },
  ),
  plan(500, [bet(400), win(1_000, false), bet(100, 'open'), win(0)], { bonus: { cents: 1_000, spins: 0 } }),
];

/** Repeats, conflicts, rollbacks, a tombstone and its late bet, an expired session. */
const retries: Plan[] = [
  plan(3_000, [
    bet(100),
    { t: 'repeat', pick: 0, same: true },
    { t: 'repeat', pick: 0, same: false },
    { t: 'rollback', target: 'bet', pick: 0 },
    win(100),
    { t: 'rollback', target: 'win', pick: 0 },
    { t: 'rollback', target: 'unknown', pick: 0 },
    { t: 'late', pick: 0 },
    { t: 'repeat', pick: 2, same: true },
  ]),
  plan(0, [bet(100), win(50, true, 'unknown'), pause(12 * HOUR), bet(100)]),
  plan(1_000, [
    bet(100),
    bet(100, 'otherGame'),
    bet(50, 'open'),
    win(0, false),
    win(300),
    bet(100, 'closed'),
    win(10, true, 'closed'),
    pause(12 * HOUR),
    win(10, true, 'closed'),
  ]),
];

/** Loss and wager limits reached, wins giving room back, a time-out with a round still open. */
const limits: Plan[] = [
  plan(5_000, [bet(300), win(0), bet(300), win(200), bet(300), bet(100), win(0)], {
    limits: [{ kind: 'loss', period: 'day', cents: 700 }],
  }),
  plan(5_000, [bet(400), win(1_000), bet(500), bet(200)], {
    limits: [
      { kind: 'wager', period: 'week', cents: 1_000 },
      { kind: 'wager', period: 'day', cents: 800 },
    ],
    warmUp: 0,
    startMs: 3,
  }),
  plan(5_000, [bet(100), { t: 'break' }, win(300, false), bet(100, 'open'), win(0), bet(100)], {
    startMs: 5,
  }),
];

/**
 * Play time: a time limit used up (and a win of the open round still taken), a reality check due
 * after its interval (15 checking minutes of 10 seconds: 150 seconds), refusing until acknowledged.
 */
const playTime: Plan[] = [
  plan(
    5_000,
    [bet(100), win(0), pause(40_000), bet(100), pause(20_000), bet(100, 'open'), win(50), bet(100)],
    {
      time: { minutes: 1 },
    },
  ),
  plan(
    5_000,
    [
      bet(100),
      win(0),
      pause(100_000),
      bet(100),
      pause(60_000),
      bet(100, 'open'),
      win(20),
      { t: 'ack' },
      bet(100),
      win(0),
    ],
    { time: { check: 15 }, startMs: 4 },
  ),
];

describe('the seamless wallet: batched and full path', () => {
  it('answer and write the same for random concurrent scripts of several players', async () => {
    await fc.assert(
      fc.asyncProperty(scriptArb, async (plans) => {
        const { players, state, answered } = await runScript(plans);
        const batches = await sharedBatches(batched, players);
        see('answered by a batch', answered);
        see('batch of several players', batches.shared);
        see('batch across midnight', batches.midnight);
        for (const p of state.players) {
          for (const a of p.answers) see(`${a.status} ${/"error":"(\w+)"/.exec(a.body)?.[1] ?? 'ok'}`);
          see('station', p.stations.length);
          see('bonus completed', p.bonuses.filter((x) => x.state === 'completed').length);
          see('bonus lost', p.bonuses.filter((x) => x.state === 'lost').length);
          see('free round', p.answers.filter((x) => x.body.includes('free_rounds_left')).length);
          see('tournament score', p.scores.length);
          see('two months', p.months.length > 1 ? 1 : 0);
          see('counted play', p.playHours.length);
          see('timed play', p.playTimes.length);
        }
      }),
      {
        seed: Number(process.env.WALLET_DIFF_SEED ?? 20_260_501),
        numRuns: Number(process.env.WALLET_DIFF_RUNS ?? 20),
        examples: [[midnight], [bonusEnds], [retries], [limits], [playTime]],
      },
    );
    for (const what of [
      'answered by a batch',
      'batch of several players',
      'station',
      'bonus completed',
      'bonus lost',
      'free round',
      'tournament score',
      'two months',
      '403 session_invalid',
      '409 bet_limit',
      '409 free_round_unavailable',
      '409 insufficient_funds',
      '409 play_limit',
      '409 play_paused',
      '409 time_limit',
      '409 reality_check',
      'counted play',
      'timed play',
      '409 rollback_refused',
      '409 round_closed',
      '409 round_unknown',
      '409 transaction_conflict',
      '409 transaction_rolled_back',
    ])
      expect(seen.get(what) ?? 0, what).toBeGreaterThan(0);
  }, 300_000);

  // A batch once stamped every loyalty month it counted with its first call's time and every
  // session it bet on with its latest call's; both now take each call's own time, as the full path.
  it("write each call's own time to its loyalty month and its session, in a batch too", async () => {
    // Four players' bets a millisecond apart, sent at once: one batch.
    const plans = [0, 1, 2, 3].map((i) => plan(1_000, [bet(100)], { startMs: i }));
    const { players } = await runScript(plans, true);
    expect((await sharedBatches(batched, players)).shared).toBe(1);
    const times = async (kit: Kit) =>
      (await snapshot(kit, players, [])).players.map((p) => ({
        session: Date.parse(String(p.sessions.find((s) => s.game_code === GAME_CODES.slot)?.last_used_at)),
        month: Date.parse(String(p.months[0]?.updated_at)),
      }));
    const at = (ms: number) => PLAY_FROM + ms;
    const own = plans.map((p) => ({ session: at(p.startMs), month: at(p.startMs) }));
    expect(await times(full)).toEqual(own);
    expect(await times(batched)).toEqual(own);
  });
});
