import { ACTIVE_THRESHOLD_CENTS } from '../bonuses/rules.js';
import type { Queryable } from '../../platform/db/types.js';

// The seamless wallet's hot path: every statement here runs on each bet or win, so each is a
// named prepared statement on a real server (parsed and planned once per connection).

/** What one wallet call needs to know before deciding anything, read in one round trip. */
export interface WalletLookupRow {
  session_id: number | null;
  session_user_id: number | null;
  game_id: number | null;
  game_code: string | null;
  game_type: string | null;
  category_ids: number[] | null;
  session_currency: string | null;
  expires_at: Date | null;
  /** The call already recorded under this transaction id, if any. */
  call_action: string | null;
  call_hash: string | null;
  call_status: number | null;
  call_body: string | null;
  /** The call a rollback names (rolled_back_transaction_id), if any. */
  target_action: string | null;
  target_status: number | null;
  target_round_id: number | null;
  target_user_id: number | null;
  target_amount: number | null;
  target_bonus: number | null;
}

/**
 * The session (by its token's hash), the call recorded under transactionId and the call a
 * rollback names, in one statement: most repeats and refusals are answered from this alone.
 */
export async function lookupCall(
  db: Queryable,
  provider: string,
  tokenHash: string,
  transactionId: string | null,
  targetTransactionId: string | null,
): Promise<WalletLookupRow> {
  const { rows } = await db.query<WalletLookupRow>(
    `SELECT s.id AS session_id, s.user_id AS session_user_id, s.game_id, s.game_code, s.game_type,
            s.category_ids, s.currency AS session_currency, s.expires_at,
            c.action AS call_action, c.request_hash AS call_hash, c.response_status AS call_status,
            c.response_body AS call_body,
            t.action AS target_action, t.response_status AS target_status, t.round_id AS target_round_id,
            t.user_id AS target_user_id, t.amount_cents AS target_amount, t.bonus_cents AS target_bonus
     FROM (SELECT 1) AS one
     LEFT JOIN game_sessions s ON s.token_hash = $2
     LEFT JOIN wallet_calls c ON c.provider = $1 AND c.transaction_id = $3
     LEFT JOIN wallet_calls t ON t.provider = $1 AND t.transaction_id = $4`,
    [provider, tokenHash, transactionId, targetTransactionId],
    { name: 'games_wallet_lookup' },
  );
  const row = rows[0];
  if (!row) throw new Error('the wallet lookup answered no row');
  return row;
}

/** The session, the recorded call and the round a bet or win found or changed. */
export interface CallStartRow extends WalletLookupRow {
  /** The round the bet was added to or the win settled; null when nothing was changed. */
  round_id: number | null;
  round_game_id: number | null;
}

/** The session and call columns of a start statement (the same names as WalletLookupRow). */
const SESSION_AND_CALL = `s.id AS session_id, s.user_id AS session_user_id, s.game_id, s.game_code, s.game_type,
  s.category_ids, s.currency AS session_currency, s.expires_at,
  c.action AS call_action, c.request_hash AS call_hash, c.response_status AS call_status,
  c.response_body AS call_body,
  NULL::text AS target_action, NULL::smallint AS target_status, NULL::bigint AS target_round_id,
  NULL::bigint AS target_user_id, NULL::bigint AS target_amount, NULL::bigint AS target_bonus`;

/**
 * The session (by its token's hash, $2) and the call recorded under the transaction id ($1, $3),
 * as the first CTEs of a start statement; module-level so each named statement keeps one text.
 */
const SESSION_AND_CALL_CTES = `WITH s AS (
       SELECT id, user_id, game_id, game_code, game_type, category_ids, currency, expires_at
       FROM game_sessions WHERE token_hash = $2
     ),
     c AS (
       SELECT action, request_hash, response_status, response_body
       FROM wallet_calls WHERE provider = $1 AND transaction_id = $3
     ),`;

/** A start statement's one answer row: session, call and the round its `round` CTE changed. */
const startResult = (extra = '') => `SELECT ${SESSION_AND_CALL}, ${extra}
            (SELECT id FROM round) AS round_id, (SELECT game_id FROM round) AS round_game_id
     FROM (SELECT 1) AS one LEFT JOIN s ON true LEFT JOIN c ON true`;
const START_RESULT = startResult();

export interface BetStart {
  provider: string;
  tokenHash: string;
  transactionId: string;
  playerId: string;
  game: string;
  currency: string;
  providerRoundId: string;
  betCents: number;
  fair: Record<string, unknown> | null;
  now: Date;
}

/**
 * A bet's first statement, in its transaction: reads the session and any call recorded under
 * the transaction id and, only when the session takes this bet (this player, game and currency,
 * not expired) and the id is new, opens the round or adds the stake to it (if it is open, the
 * player's and the game's) and marks the session used (at most once a minute). round_id is null
 * when no round was changed. The service checks the session with the same rules.
 */
export async function startBet(tx: Queryable, b: BetStart): Promise<CallStartRow> {
  const { rows } = await tx.query<CallStartRow>(
    `${SESSION_AND_CALL_CTES}
     ok AS (
       SELECT s.* FROM s
       WHERE s.user_id::text = $4 AND s.game_code = $5 AND s.currency = $6 AND s.expires_at > $9
         AND NOT EXISTS (SELECT 1 FROM c)
     ),
     touched AS (
       UPDATE game_sessions g SET last_used_at = $9
       FROM ok WHERE g.id = ok.id AND g.last_used_at < $9::timestamptz - interval '60 seconds'
     ),
     round AS (
       INSERT INTO game_rounds (provider, provider_round_id, user_id, game_id, game_code, session_id, currency,
                                bet_cents, fair, created_at, wagering_bonus_id)
       -- The bonus being wagered, which the round's bets count towards (a rollback counts them off).
       SELECT $1, $7, ok.user_id, ok.game_id, ok.game_code, ok.id, ok.currency, $8, $10::jsonb, $9,
              (SELECT b.id FROM player_bonuses b WHERE b.user_id = ok.user_id AND b.state = 'active')
       FROM ok
       ON CONFLICT (provider, provider_round_id) DO UPDATE
         SET bet_cents = game_rounds.bet_cents + EXCLUDED.bet_cents,
             fair = COALESCE(game_rounds.fair, EXCLUDED.fair)
         WHERE game_rounds.status = 'open' AND game_rounds.user_id = EXCLUDED.user_id
           AND game_rounds.game_id = EXCLUDED.game_id
       RETURNING id, game_id
     )
     ${START_RESULT}`,
    [
      b.provider,
      b.tokenHash,
      b.transactionId,
      b.playerId,
      b.game,
      b.currency,
      b.providerRoundId,
      b.betCents,
      b.now,
      b.fair === null ? null : JSON.stringify(b.fair),
    ],
    { name: 'games_start_bet' },
  );
  const row = rows[0];
  if (!row) throw new Error('the bet statement answered no row');
  return row;
}

export interface WinStart {
  provider: string;
  tokenHash: string;
  transactionId: string;
  playerId: string;
  game: string;
  currency: string;
  providerRoundId: string;
  winCents: number;
  close: boolean;
  now: Date;
}

/**
 * A win's first statement, in its transaction: reads the session and any call recorded under
 * the transaction id and, only when the session is this player's, game's and currency's (an
 * expired one too: the money is owed) and the id is new, adds the win to the player's open
 * round and closes it if asked. round_id is null when no round was changed.
 */
/** A win's start row: also the round's stakes and whether the player has a bonus being wagered. */
export interface WinStartRow extends CallStartRow {
  round_bet_cents: number | null;
  round_bonus_bet_cents: number | null;
  round_free_round_bonus_id: number | null;
  /** The round's total win and its stake less rolled-back stakes, after this win. */
  round_win_cents: number | null;
  round_staked_cents: number | null;
  bonus_active: boolean;
  bonus_may_end: boolean;
}

export async function startWin(tx: Queryable, w: WinStart): Promise<WinStartRow> {
  const { rows } = await tx.query<WinStartRow>(
    `${SESSION_AND_CALL_CTES}
     ok AS (
       SELECT s.* FROM s
       WHERE s.user_id::text = $4 AND s.game_code = $5 AND s.currency = $6 AND NOT EXISTS (SELECT 1 FROM c)
     ),
     round AS (
       UPDATE game_rounds r
       SET win_cents = r.win_cents + $8,
           status = CASE WHEN $9::boolean THEN 'closed' ELSE r.status END,
           closed_at = CASE WHEN $9::boolean THEN $10::timestamptz ELSE r.closed_at END
       FROM ok
       WHERE r.provider = $1 AND r.provider_round_id = $7 AND r.user_id = ok.user_id AND r.status = 'open'
       RETURNING r.id, r.game_id, r.bet_cents, r.bonus_bet_cents, r.free_round_bonus_id, r.win_cents, r.refunded_cents
     )
     ${startResult(`(SELECT bet_cents FROM round) AS round_bet_cents,
       (SELECT win_cents FROM round) AS round_win_cents,
       (SELECT bet_cents - refunded_cents FROM round) AS round_staked_cents,
       (SELECT bonus_bet_cents FROM round) AS round_bonus_bet_cents,
       (SELECT free_round_bonus_id FROM round) AS round_free_round_bonus_id,
       -- Read here so a round without bonus money costs no extra statement (docs/decisions/013):
       -- whether a bonus is being wagered, and whether this round may end it (its wagering is met,
       -- or its balance, which a win only raises, is below the threshold already).
       EXISTS (SELECT 1 FROM player_bonuses b WHERE b.user_id = s.user_id AND b.state = 'active') AS bonus_active,
       EXISTS (
         SELECT 1 FROM player_bonuses b WHERE b.user_id = s.user_id AND b.state = 'active' AND b.spins_left = 0
           AND ((b.wager_required_cents > 0 AND b.wagered_cents >= b.wager_required_cents)
             OR (SELECT a.balance FROM accounts a WHERE a.user_id = s.user_id AND a.kind = 'bonus') < $11)
       ) AS bonus_may_end,`)}`,
    [
      w.provider,
      w.tokenHash,
      w.transactionId,
      w.playerId,
      w.game,
      w.currency,
      w.providerRoundId,
      w.winCents,
      w.close,
      w.now,
      ACTIVE_THRESHOLD_CENTS,
    ],
    { name: 'games_start_win' },
  );
  const row = rows[0];
  if (!row) throw new Error('the win statement answered no row');
  return row;
}

export interface RoundStateRow {
  id: number;
  provider_round_id: string;
  user_id: number;
  game_id: number;
  status: 'open' | 'closed' | 'rolled_back';
  bet_cents: number;
  win_cents: number;
  refunded_cents: number;
}

const ROUND_STATE = 'id, provider_round_id, user_id, game_id, status, bet_cents, win_cents, refunded_cents';

/** A round by the provider's id (to tell why a bet or win was refused). */
export async function findRound(
  db: Queryable,
  provider: string,
  providerRoundId: string,
): Promise<RoundStateRow | undefined> {
  const { rows } = await db.query<RoundStateRow>(
    `SELECT ${ROUND_STATE} FROM game_rounds WHERE provider = $1 AND provider_round_id = $2`,
    [provider, providerRoundId],
  );
  return rows[0];
}

/** Locks a round by id for a rollback (rounds before accounts: the order every wallet call takes). */
export async function lockRound(tx: Queryable, roundId: number): Promise<RoundStateRow | undefined> {
  const { rows } = await tx.query<RoundStateRow>(
    `SELECT ${ROUND_STATE} FROM game_rounds WHERE id = $1 FOR UPDATE`,
    [roundId],
  );
  return rows[0];
}

/** Records stake given back; the round is rolled back once all its stake is back and it won nothing. */
export async function refundRound(
  tx: Queryable,
  roundId: number,
  refundedCents: number,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE game_rounds
     SET refunded_cents = refunded_cents + $2,
         status = CASE WHEN refunded_cents + $2 = bet_cents AND win_cents = 0 THEN 'rolled_back' ELSE status END,
         closed_at = CASE WHEN refunded_cents + $2 = bet_cents AND win_cents = 0 THEN $3::timestamptz ELSE closed_at END
     WHERE id = $1`,
    [roundId, refundedCents, now],
  );
}

export interface NewWalletCall {
  provider: string;
  transactionId: string;
  action: 'bet' | 'win' | 'rollback' | 'tombstone';
  requestHash: string | null;
  status: number;
  body: string;
  roundId: number | null;
  userId: number | null;
  amountCents: number | null;
  bonusCents: number | null;
  now: Date;
}

/**
 * Records a call's answer (or a tombstone). Answers false when a row for this transaction id
 * exists already (a concurrent call got there first): the caller then answers from that row.
 */
export async function recordCall(db: Queryable, c: NewWalletCall): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO wallet_calls (provider, transaction_id, action, request_hash, response_status, response_body,
                               round_id, user_id, amount_cents, bonus_cents, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (provider, transaction_id) DO NOTHING
     RETURNING id`,
    [
      c.provider,
      c.transactionId,
      c.action,
      c.requestHash,
      c.status,
      c.body,
      c.roundId,
      c.userId,
      c.amountCents,
      c.bonusCents,
      c.now,
    ],
    { name: 'games_record_call' },
  );
  return rows.length > 0;
}

/** The stake of a bet taken from the bonus account: the round's wins are shared in proportion. */
export async function addBonusStake(tx: Queryable, roundId: number, bonusCents: number): Promise<void> {
  await tx.query('UPDATE game_rounds SET bonus_bet_cents = bonus_bet_cents + $2 WHERE id = $1', [
    roundId,
    bonusCents,
  ]);
}

/** Marks a round as a bonus's free round (its stake was not debited, so bet_cents stays 0). */
export async function markFreeRound(tx: Queryable, roundId: number, bonusId: number): Promise<void> {
  await tx.query('UPDATE game_rounds SET free_round_bonus_id = $2 WHERE id = $1', [roundId, bonusId]);
}
