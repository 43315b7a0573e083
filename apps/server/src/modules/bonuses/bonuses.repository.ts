import type { BonusOffer, BonusType, PlayerBonusState } from '@casino/contract';
import { type Queryable, requireRow } from '../../platform/db/types.js';
import type { Locale } from '../../platform/i18n/locale.js';

export type Localized = Record<Locale, string>;

export interface SpinTier {
  min_deposit_cents: number;
  spins: number;
  bet_cents: number;
}

export interface Eligibility {
  /** Identity documents verified. */
  verified?: boolean;
  email_confirmed?: boolean;
  phone_confirmed?: boolean;
  /** Credited deposits in history of at least this many cents. */
  min_deposits_cents?: number;
  /** The qualifying deposit is the player's Nth (welcome packages): offered after N-1 deposits. */
  deposit_number?: number;
  /** Offered from the player's birthday for this many days. */
  birthday_days?: number;
}

export interface TermsRow {
  id: number;
  code: string;
  type: BonusType;
  offer: BonusOffer;
  title: Localized;
  short_description: Localized;
  description: Localized;
  image: string;
  percentage: number;
  max_bonus_cents: number;
  max_winning_cents: number;
  spins_max_winning_cents: number;
  wager: number;
  wager_base: 'deposit_and_bonus' | 'bonus';
  spins_wager: number;
  spin_tiers: SpinTier[];
  spin_games: string[];
  spins_hours: number;
  min_deposit_cents: number;
  requires_deposit: boolean;
  max_bet_cents: number | null;
  wager_days: number;
  activation_hours: number | null;
  deposit_hours: number;
  registration_days: number | null;
  eligibility: Eligibility;
  contributions: Record<string, number>;
  sort: number;
  enabled: boolean;
}

export type NewTerms = Omit<TermsRow, 'id' | 'enabled'>;

const TERMS_COLUMNS = `id, code, type, offer, title, short_description, description, image, percentage,
  max_bonus_cents, max_winning_cents, spins_max_winning_cents, wager, wager_base, spins_wager, spin_tiers,
  spin_games, spins_hours, min_deposit_cents, requires_deposit, max_bet_cents, wager_days, activation_hours,
  deposit_hours, registration_days, eligibility, contributions, sort, enabled`;

/** Adds the terms whose code is not there yet; an operator's later edits are never overwritten. */
export async function insertMissingTerms(db: Queryable, terms: readonly NewTerms[]): Promise<void> {
  for (const t of terms) {
    await db.query(
      `INSERT INTO bonus_terms (code, type, offer, title, short_description, description, image, percentage,
         max_bonus_cents, max_winning_cents, spins_max_winning_cents, wager, wager_base, spins_wager, spin_tiers,
         spin_games, spins_hours, min_deposit_cents, requires_deposit, max_bet_cents, wager_days, activation_hours,
         deposit_hours, registration_days, eligibility, contributions, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22,
         $23, $24, $25, $26, $27)
       ON CONFLICT (code) DO NOTHING`,
      [
        t.code,
        t.type,
        t.offer,
        JSON.stringify(t.title),
        JSON.stringify(t.short_description),
        JSON.stringify(t.description),
        t.image,
        t.percentage,
        t.max_bonus_cents,
        t.max_winning_cents,
        t.spins_max_winning_cents,
        t.wager,
        t.wager_base,
        t.spins_wager,
        JSON.stringify(t.spin_tiers),
        t.spin_games,
        t.spins_hours,
        t.min_deposit_cents,
        t.requires_deposit,
        t.max_bet_cents,
        t.wager_days,
        t.activation_hours,
        t.deposit_hours,
        t.registration_days,
        JSON.stringify(t.eligibility),
        JSON.stringify(t.contributions),
        t.sort,
      ],
    );
  }
}

export async function findTermsByIds(db: Queryable, ids: readonly number[]): Promise<TermsRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<TermsRow>(
    `SELECT ${TERMS_COLUMNS} FROM bonus_terms WHERE id = ANY($1::int[])`,
    [ids],
  );
  return rows;
}

export async function findTermsByCode(db: Queryable, code: string): Promise<TermsRow | undefined> {
  const { rows } = await db.query<TermsRow>(`SELECT ${TERMS_COLUMNS} FROM bonus_terms WHERE code = $1`, [
    code,
  ]);
  return rows[0];
}

/** Enabled terms of these offers, in the operator's order. */
export async function listTermsOfOffers(db: Queryable, offers: readonly BonusOffer[]): Promise<TermsRow[]> {
  const { rows } = await db.query<TermsRow>(
    `SELECT ${TERMS_COLUMNS} FROM bonus_terms WHERE enabled AND offer = ANY($1::text[]) ORDER BY sort, id`,
    [offers],
  );
  return rows;
}

export async function listAllTerms(db: Queryable): Promise<TermsRow[]> {
  const { rows } = await db.query<TermsRow>(
    `SELECT ${TERMS_COLUMNS} FROM bonus_terms ORDER BY offer, sort, id`,
  );
  return rows;
}

export async function setTermsEnabled(db: Queryable, code: string, enabled: boolean): Promise<boolean> {
  const { rowCount } = await db.query('UPDATE bonus_terms SET enabled = $2 WHERE code = $1', [code, enabled]);
  return (rowCount ?? 0) > 0;
}

export interface PlayerBonusRow {
  id: number;
  user_id: number;
  terms_id: number;
  source: 'offer' | 'super' | 'promo' | 'wheel' | 'operator' | 'loyalty';
  state: PlayerBonusState;
  offered_at: Date;
  offer_ends_at: Date | null;
  activated_at: Date | null;
  deposit_by: Date | null;
  granted_at: Date | null;
  wager_ends_at: Date | null;
  spins_end_at: Date | null;
  ended_at: Date | null;
  end_reason: string | null;
  deposit_credit_id: number | null;
  deposit_cents: number;
  bonus_cents: number;
  wager_required_cents: number;
  wagered_cents: number;
  max_bet_cents: number | null;
  max_winning_cents: number;
  spins_max_winning_cents: number;
  spins_total: number;
  spins_left: number;
  spin_bet_cents: number;
  spins_winnings_cents: number;
  converted_cents: number;
  written_off_cents: number;
  contributions: Record<string, number>;
  /** The sports welcome's phase (docs/decisions/048); null for every other bonus. */
  free_bet_phase: FreeBetPhase | null;
  qualifying_bet_id: number | null;
  free_bet_cents: number;
  free_bet_expires_at: Date | null;
  free_bet_bet_id: number | null;
}

export type FreeBetPhase = 'qualifying' | 'token' | 'placed' | 'wagering';

export const BONUS_COLUMNS = `id, user_id, terms_id, source, state, offered_at, offer_ends_at, activated_at, deposit_by,
  granted_at, wager_ends_at, spins_end_at, ended_at, end_reason, deposit_credit_id, deposit_cents, bonus_cents,
  wager_required_cents, wagered_cents, max_bet_cents, max_winning_cents, spins_max_winning_cents, spins_total,
  spins_left, spin_bet_cents, spins_winnings_cents, converted_cents, written_off_cents, contributions,
  free_bet_phase, qualifying_bet_id, free_bet_cents, free_bet_expires_at, free_bet_bet_id`;

export interface NewOffer {
  userId: number;
  terms: TermsRow;
  source: PlayerBonusRow['source'];
  now: Date;
  offerEndsAt: Date | null;
}

/**
 * Records an offer for the player (state offered) with the terms' limits copied, so later edits
 * of the terms never change a bonus a player holds. A listed offer or super option is recorded
 * once per player: a repeat answers undefined.
 */
export async function insertOffer(db: Queryable, o: NewOffer): Promise<PlayerBonusRow | undefined> {
  const { rows } = await db.query<PlayerBonusRow>(
    `INSERT INTO player_bonuses (user_id, terms_id, source, state, offered_at, offer_ends_at, max_bet_cents,
       max_winning_cents, spins_max_winning_cents, contributions)
     VALUES ($1, $2, $3, 'offered', $4, $5, $6, $7, $8, $9)
     ON CONFLICT (user_id, terms_id) WHERE source IN ('offer', 'super') DO NOTHING
     RETURNING ${BONUS_COLUMNS}`,
    [
      o.userId,
      o.terms.id,
      o.source,
      o.now,
      o.offerEndsAt,
      o.terms.max_bet_cents,
      o.terms.max_winning_cents,
      o.terms.spins_max_winning_cents,
      JSON.stringify(o.terms.contributions),
    ],
  );
  return rows[0];
}

export async function findPlayerBonus(
  db: Queryable,
  userId: number,
  id: number,
  lock = false,
): Promise<PlayerBonusRow | undefined> {
  const { rows } = await db.query<PlayerBonusRow>(
    `SELECT ${BONUS_COLUMNS} FROM player_bonuses WHERE id = $1 AND user_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, userId],
  );
  return rows[0];
}

/** The player's pending or active bonus (one at a time). */
export async function findCurrent(
  db: Queryable,
  userId: number,
  lock = false,
): Promise<PlayerBonusRow | undefined> {
  const { rows } = await db.query<PlayerBonusRow>(
    `SELECT ${BONUS_COLUMNS} FROM player_bonuses WHERE user_id = $1 AND state IN ('pending', 'active')
     ${lock ? 'FOR UPDATE' : ''}`,
    [userId],
  );
  return rows[0];
}

/** What the player holds that is not over: offers, the pending or active bonus. */
export async function listOpen(db: Queryable, userId: number): Promise<PlayerBonusRow[]> {
  const { rows } = await db.query<PlayerBonusRow>(
    `SELECT ${BONUS_COLUMNS} FROM player_bonuses WHERE user_id = $1 AND state IN ('offered', 'pending', 'active')
     ORDER BY id`,
    [userId],
  );
  return rows;
}

/** Every listed offer and super option the player was ever given (whatever became of it). */
export async function listedTermIds(db: Queryable, userId: number): Promise<Set<number>> {
  const { rows } = await db.query<{ terms_id: number }>(
    `SELECT terms_id FROM player_bonuses WHERE user_id = $1 AND source IN ('offer', 'super')`,
    [userId],
  );
  return new Set(rows.map((r) => r.terms_id));
}

export async function listOfSource(
  db: Queryable,
  userId: number,
  source: PlayerBonusRow['source'],
): Promise<PlayerBonusRow[]> {
  const { rows } = await db.query<PlayerBonusRow>(
    `SELECT ${BONUS_COLUMNS} FROM player_bonuses WHERE user_id = $1 AND source = $2 ORDER BY id`,
    [userId, source],
  );
  return rows;
}

export async function markPending(
  db: Queryable,
  id: number,
  now: Date,
  depositBy: Date,
): Promise<PlayerBonusRow> {
  const { rows } = await db.query<PlayerBonusRow>(
    `UPDATE player_bonuses SET state = 'pending', activated_at = $2, deposit_by = $3 WHERE id = $1 AND state = 'offered'
     RETURNING ${BONUS_COLUMNS}`,
    [id, now, depositBy],
  );
  return requireRow(rows, 'UPDATE player_bonuses (pending)');
}

export interface Grant {
  id: number;
  now: Date;
  depositCreditId: number | null;
  depositCents: number;
  bonusCents: number;
  wagerRequiredCents: number;
  spins: number;
  spinBetCents: number;
  wagerEndsAt: Date;
  spinsEndAt: Date | null;
}

export async function markActive(db: Queryable, g: Grant): Promise<PlayerBonusRow> {
  const { rows } = await db.query<PlayerBonusRow>(
    `UPDATE player_bonuses SET state = 'active', activated_at = COALESCE(activated_at, $2), granted_at = $2,
       deposit_credit_id = $3, deposit_cents = $4, bonus_cents = $5, wager_required_cents = $6, spins_total = $7,
       spins_left = $7, spin_bet_cents = $8, wager_ends_at = $9, spins_end_at = $10
     WHERE id = $1 AND state IN ('offered', 'pending') RETURNING ${BONUS_COLUMNS}`,
    [
      g.id,
      g.now,
      g.depositCreditId,
      g.depositCents,
      g.bonusCents,
      g.wagerRequiredCents,
      g.spins,
      g.spinBetCents,
      g.wagerEndsAt,
      g.spinsEndAt,
    ],
  );
  return requireRow(rows, 'UPDATE player_bonuses (active)');
}

export async function markEnded(
  db: Queryable,
  e: {
    id: number;
    state: 'completed' | 'expired' | 'lost' | 'cancelled' | 'rejected';
    reason: string;
    now: Date;
    convertedCents: number;
    writtenOffCents: number;
  },
): Promise<PlayerBonusRow | undefined> {
  const { rows } = await db.query<PlayerBonusRow>(
    `UPDATE player_bonuses SET state = $2, end_reason = $3, ended_at = $4, converted_cents = $5,
       written_off_cents = $6, spins_left = 0
     WHERE id = $1 AND state IN ('offered', 'pending', 'active') RETURNING ${BONUS_COLUMNS}`,
    [e.id, e.state, e.reason, e.now, e.convertedCents, e.writtenOffCents],
  );
  return rows[0];
}

/**
 * Counts a bet towards the active bonus's wagering (amount x the category's contribution, in
 * whole cents) and answers the bonus, or undefined when the player has none being wagered.
 * One statement on the bet's hot path (the round notes the bonus when it is opened).
 */
export async function countWagering(
  tx: Queryable,
  userId: number,
  amountCents: number,
  category: string,
): Promise<Pick<PlayerBonusRow, 'id' | 'max_bet_cents'> | undefined> {
  const { rows } = await tx.query<Pick<PlayerBonusRow, 'id' | 'max_bet_cents'>>(
    // The database function the seamless wallet's batches call too (migrations 020 and 021).
    'SELECT id, max_bet_cents FROM bonuses_count_wagering($1, $2, $3)',
    [userId, amountCents, category],
    { name: 'bonuses_count_wagering' },
  );
  return rows[0];
}

/** A rolled-back stake of a round is counted off the bonus it was counted towards, if still active. */
export async function uncountWagering(
  tx: Queryable,
  roundId: number,
  amountCents: number,
  category: string,
): Promise<void> {
  await tx.query(
    `UPDATE player_bonuses p
     SET wagered_cents = GREATEST(0, p.wagered_cents - ($2::bigint * COALESCE((p.contributions ->> $3::text)::int, 0)) / 100)
     FROM game_rounds r WHERE r.id = $1 AND p.id = r.wagering_bonus_id AND p.state = 'active'`,
    [roundId, amountCents, category],
  );
}

/** Uses one free round of the bonus; answers the rounds left, or undefined when none was left. */
export async function useFreeRound(
  tx: Queryable,
  id: number,
  userId: number,
  now: Date,
): Promise<number | undefined> {
  const { rows } = await tx.query<{ spins_left: number }>(
    `UPDATE player_bonuses SET spins_left = spins_left - 1
     WHERE id = $1 AND user_id = $2 AND state = 'active' AND spins_left > 0 AND spins_end_at > $3
     RETURNING spins_left`,
    [id, userId, now],
  );
  return rows[0]?.spins_left;
}

/** A free round's win: added to the spins' winnings and to the wagering it calls for. */
export async function addSpinWinnings(tx: Queryable, id: number, winCents: number): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE player_bonuses p SET spins_winnings_cents = spins_winnings_cents + $2,
       wager_required_cents = wager_required_cents + $2 * t.spins_wager
     FROM bonus_terms t WHERE p.id = $1 AND p.state = 'active' AND t.id = p.terms_id`,
    [id, winCents],
  );
  return (rowCount ?? 0) > 0;
}

export async function lapseSpins(tx: Queryable, id: number): Promise<void> {
  await tx.query(`UPDATE player_bonuses SET spins_left = 0 WHERE id = $1`, [id]);
}

/** Ids of open bonuses with a deadline passed (offer, deposit, wagering, spins), oldest first. */
export async function listDue(
  db: Queryable,
  now: Date,
  limit: number,
): Promise<Array<{ id: number; user_id: number }>> {
  const { rows } = await db.query<{ id: number; user_id: number }>(
    `SELECT id, user_id FROM player_bonuses
     WHERE (state = 'offered' AND offer_ends_at <= $1)
        OR (state = 'pending' AND deposit_by <= $1)
        -- A free bet on a bet not yet settled waits for it (docs/decisions/048): the bet started in time.
        OR (state = 'active' AND free_bet_phase IS DISTINCT FROM 'placed'
            AND (wager_ends_at <= $1 OR (spins_left > 0 AND spins_end_at <= $1)))
     ORDER BY id LIMIT $2`,
    [now, limit],
  );
  return rows;
}

/** What eligibility looks at. */
export interface PlayerFacts {
  created_at: Date;
  verification_state: string;
  is_email_verified: boolean;
  is_phone_verified: boolean;
  date_of_birth: string | null;
  is_new_user: boolean;
  deposits_count: number;
  deposits_cents: number;
}

export async function playerFacts(db: Queryable, userId: number): Promise<PlayerFacts | undefined> {
  const { rows } = await db.query<PlayerFacts>(
    `SELECT u.created_at, u.verification_state, u.is_email_verified, u.is_phone_verified,
       to_char(u.date_of_birth, 'YYYY-MM-DD') AS date_of_birth, u.is_new_user,
       (SELECT count(*)::int FROM deposit_credits d WHERE d.user_id = u.id) AS deposits_count,
       (SELECT COALESCE(sum(credited_cents), 0)::bigint FROM deposit_credits d WHERE d.user_id = u.id) AS deposits_cents
     FROM users u WHERE u.id = $1`,
    [userId],
  );
  return rows[0];
}

export async function setNotNewUser(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE users SET is_new_user = false WHERE id = $1 AND is_new_user', [userId]);
}

export type LinkReason = 'shared_device' | 'shared_withdrawal_address' | 'shared_identity';

/**
 * Another account that took a welcome package or super bonus (activated one) and shares a
 * device, a withdrawal address or a verified identity (name and date of birth) with this one.
 */
export async function findWelcomeLink(
  db: Queryable,
  userId: number,
): Promise<{ other_user_id: number; reason: LinkReason } | undefined> {
  const { rows } = await db.query<{ other_user_id: number; reason: LinkReason }>(
    `WITH takers AS (
       SELECT DISTINCT p.user_id FROM player_bonuses p JOIN bonus_terms t ON t.id = p.terms_id
       WHERE t.offer IN ('welcome', 'super') AND p.activated_at IS NOT NULL AND p.user_id <> $1
     )
     SELECT d2.user_id AS other_user_id, 'shared_device' AS reason
       FROM player_devices d1 JOIN player_devices d2 ON d2.device_hash = d1.device_hash
       WHERE d1.user_id = $1 AND d2.user_id IN (SELECT user_id FROM takers)
     UNION ALL
     SELECT w2.user_id, 'shared_withdrawal_address'
       FROM withdrawals w1 JOIN withdrawals w2 ON w2.address = w1.address AND w2.provider = w1.provider
       WHERE w1.user_id = $1 AND w2.user_id IN (SELECT user_id FROM takers)
     UNION ALL
     SELECT u2.id, 'shared_identity'
       FROM users u1 JOIN users u2 ON lower(u2.first_name) = lower(u1.first_name)
         AND lower(u2.last_name) = lower(u1.last_name) AND u2.date_of_birth = u1.date_of_birth
       WHERE u1.id = $1 AND u1.verification_state = 'verified' AND u2.verification_state = 'verified'
         AND u1.first_name <> '' AND u1.date_of_birth IS NOT NULL AND u2.id IN (SELECT user_id FROM takers)
     LIMIT 1`,
    [userId],
  );
  return rows[0];
}

export async function insertRefusal(
  db: Queryable,
  r: { userId: number; termsId: number; reason: LinkReason; otherUserId: number; now: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO bonus_refusals (user_id, terms_id, reason, other_user_id, created_at) VALUES ($1, $2, $3, $4, $5)`,
    [r.userId, r.termsId, r.reason, r.otherUserId, r.now],
  );
}

export async function listRefusals(
  db: Queryable,
  limit: number,
): Promise<
  Array<{
    id: number;
    user_id: number;
    terms_code: string;
    reason: LinkReason;
    other_user_id: number;
    created_at: Date;
  }>
> {
  const { rows } = await db.query<{
    id: number;
    user_id: number;
    terms_code: string;
    reason: LinkReason;
    other_user_id: number;
    created_at: Date;
  }>(
    `SELECT r.id, r.user_id, t.code AS terms_code, r.reason, r.other_user_id, r.created_at
     FROM bonus_refusals r JOIN bonus_terms t ON t.id = r.terms_id ORDER BY r.id DESC LIMIT $1`,
    [limit],
  );
  return rows;
}

export interface PromoCodeRow {
  id: number;
  code: string;
  terms_id: number;
  starts_at: Date;
  ends_at: Date | null;
  max_uses: number | null;
  uses: number;
}

export async function findPromoCode(
  db: Queryable,
  code: string,
  lock = false,
): Promise<PromoCodeRow | undefined> {
  const { rows } = await db.query<PromoCodeRow>(
    `SELECT id, code, terms_id, starts_at, ends_at, max_uses, uses FROM promo_codes WHERE code = $1
     ${lock ? 'FOR UPDATE' : ''}`,
    [code],
  );
  return rows[0];
}

export async function insertMissingPromoCode(
  db: Queryable,
  p: { code: string; termsCode: string; startsAt: Date; endsAt: Date | null; maxUses: number | null },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO promo_codes (code, terms_id, starts_at, ends_at, max_uses)
     SELECT $1, id, $3, $4, $5 FROM bonus_terms WHERE code = $2
     ON CONFLICT (code) DO NOTHING`,
    [p.code, p.termsCode, p.startsAt, p.endsAt, p.maxUses],
  );
  return (rowCount ?? 0) > 0;
}

export async function hasUsedPromoCode(db: Queryable, codeId: number, userId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM promo_code_uses WHERE code_id = $1 AND user_id = $2', [
    codeId,
    userId,
  ]);
  return rows.length > 0;
}

/** Records the use; answers false when the player used the code already (a concurrent request). */
export async function insertPromoUse(
  db: Queryable,
  u: { codeId: number; userId: number; playerBonusId: number; now: Date },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO promo_code_uses (code_id, user_id, player_bonus_id, used_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING`,
    [u.codeId, u.userId, u.playerBonusId, u.now],
  );
  if ((rowCount ?? 0) === 0) return false;
  await db.query('UPDATE promo_codes SET uses = uses + 1 WHERE id = $1', [u.codeId]);
  return true;
}

export async function listUsedPromoCodes(
  db: Queryable,
  userId: number,
): Promise<Array<{ code: string; used_at: Date; title: Localized }>> {
  const { rows } = await db.query<{ code: string; used_at: Date; title: Localized }>(
    `SELECT c.code, u.used_at, t.title FROM promo_code_uses u JOIN promo_codes c ON c.id = u.code_id
     JOIN bonus_terms t ON t.id = c.terms_id WHERE u.user_id = $1 ORDER BY u.used_at DESC, c.id DESC LIMIT 100`,
    [userId],
  );
  return rows;
}

/** Development only: the bonus's current deadline (offer, deposit or wagering) moves to now. */
export async function pullDeadline(db: Queryable, id: number, now: Date): Promise<void> {
  await db.query(
    `UPDATE player_bonuses SET
       offer_ends_at = CASE WHEN state = 'offered' THEN $2 ELSE offer_ends_at END,
       deposit_by = CASE WHEN state = 'pending' THEN $2 ELSE deposit_by END,
       wager_ends_at = CASE WHEN state = 'active' THEN $2 ELSE wager_ends_at END
     WHERE id = $1`,
    [id, now],
  );
}
