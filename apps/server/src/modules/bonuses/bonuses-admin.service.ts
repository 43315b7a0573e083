import type { Clock } from '../../platform/clock.js';
import type { Db, Queryable } from '../../platform/db/types.js';
import { recordAudit, type Actor } from '../audit/audit.service.js';
import * as admin from './bonuses-admin.repository.js';
import type { PromoCodeListRow, TermsColumn } from './bonuses-admin.repository.js';
import * as repo from './bonuses.repository.js';
import type { TermsRow } from './bonuses.repository.js';

/**
 * Changing bonus terms and promo codes: the rules the operator's commands (`bonus:set`,
 * `promo:*`) and the console's Marketing section both go through, each change audited with its
 * before and after (docs/decisions/037).
 */

/** Input an operator or staff member may not give; field names the input, message says why. Nothing changed. */
export class BonusInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
    /** A refusal of the change as a whole (a 409 in the console) rather than of one value. */
    readonly conflict = false,
  ) {
    super(message);
    this.name = 'BonusInputError';
  }
}

interface Deps {
  db: Db;
  clock: Clock;
}

const MAX_USD_CENTS = 1_000_000 * 100;

/** Cents as USD with two decimals (e.g. 1234 -> "12.34"). */
export const usd = (cents: number) => (cents / 100).toFixed(2);

export function parseWhole(text: string | undefined, what: string, min: number, max: number): number {
  if (!text || !/^-?\d{1,9}$/.test(text) || Number(text) < min || Number(text) > max)
    throw new BonusInputError(
      what,
      `${what} must be a whole number from ${min} to ${max}, got "${text ?? ''}"`,
    );
  return Number(text);
}

export function parseUsd(text: string | undefined, what: string, min: number): number {
  const m = text ? /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text) : null;
  const cents = m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : NaN;
  if (!m || cents < min || cents > MAX_USD_CENTS)
    throw new BonusInputError(
      what,
      `${what} must be a USD amount ${min > 0 ? 'above 0' : 'from 0'} to ${usd(MAX_USD_CENTS)} with at most 2 decimals, got "${text ?? ''}"`,
    );
  return cents;
}

/** When a change reaches players: limits are copied on offer, grants read the terms when they happen. */
const COPIED_ON_OFFER = 'offers made from now on copy the new value';
const READ_AT_GRANT =
  'applies to grants from now on, including offers and pending bonuses players already hold; active bonuses keep what they were granted';

export interface FieldSpec {
  column: TermsColumn;
  accepts: string;
  parse(text: string | undefined): number | boolean | string | null;
  /** When the change reaches players. */
  reaches: string;
}

/** Every field of the terms an operator may change, by its name on the command line and the wire. */
export const TERMS_FIELDS: Record<string, FieldSpec> = {
  enabled: {
    column: 'enabled',
    accepts: 'true or false',
    parse: (text) => {
      if (text !== 'true' && text !== 'false')
        throw new BonusInputError('enabled', `enabled must be true or false, got "${text ?? ''}"`);
      return text === 'true';
    },
    reaches:
      'disabled terms are neither listed nor activated nor drawn on the wheel; bonuses already pending or active go on',
  },
  wager_base: {
    column: 'wager_base',
    accepts: 'deposit_and_bonus (wager x (deposit + bonus)) or bonus (wager x bonus)',
    parse: (text) => {
      if (text !== 'deposit_and_bonus' && text !== 'bonus')
        throw new BonusInputError(
          'wager_base',
          `wager_base must be deposit_and_bonus or bonus, got "${text ?? ''}"`,
        );
      return text;
    },
    reaches: READ_AT_GRANT,
  },
  percentage: {
    column: 'percentage',
    accepts: 'whole percent of the deposit, 0 to 1000',
    parse: (text) => parseWhole(text, 'percentage', 0, 1000),
    reaches: READ_AT_GRANT,
  },
  max_bonus_usd: {
    column: 'max_bonus_cents',
    accepts: 'USD, the most a deposit bonus grants',
    parse: (text) => parseUsd(text, 'max_bonus_usd', 0),
    reaches: READ_AT_GRANT,
  },
  max_winning_usd: {
    column: 'max_winning_cents',
    accepts: 'USD, the most the deposit part converts to cash',
    parse: (text) => parseUsd(text, 'max_winning_usd', 1),
    reaches: COPIED_ON_OFFER,
  },
  spins_max_winning_usd: {
    column: 'spins_max_winning_cents',
    accepts: "USD, the most the spins' winnings convert to cash",
    parse: (text) => parseUsd(text, 'spins_max_winning_usd', 1),
    reaches: COPIED_ON_OFFER,
  },
  wager: {
    column: 'wager',
    accepts: 'wagering multiplier, 0 to 200',
    parse: (text) => parseWhole(text, 'wager', 0, 200),
    reaches: READ_AT_GRANT,
  },
  spins_wager: {
    column: 'spins_wager',
    accepts: "multiplier of the spins' winnings, 0 to 200",
    parse: (text) => parseWhole(text, 'spins_wager', 0, 200),
    reaches: 'applies to every spin win from now on, including those of bonuses already active',
  },
  min_deposit_usd: {
    column: 'min_deposit_cents',
    accepts: 'USD, the smallest qualifying deposit',
    parse: (text) => parseUsd(text, 'min_deposit_usd', 0),
    reaches: 'applies to deposits from now on, including those of pending bonuses players already hold',
  },
  max_bet_usd: {
    column: 'max_bet_cents',
    accepts: 'USD, the largest bet while wagering, or none',
    parse: (text) => (text === 'none' ? null : parseUsd(text, 'max_bet_usd', 1)),
    reaches: COPIED_ON_OFFER,
  },
  wager_days: {
    column: 'wager_days',
    accepts: 'days to wager, 1 to 365',
    parse: (text) => parseWhole(text, 'wager_days', 1, 365),
    reaches: READ_AT_GRANT,
  },
  activation_hours: {
    column: 'activation_hours',
    accepts: 'hours an offer may be activated in, 1 to 8760, or none',
    parse: (text) => (text === 'none' ? null : parseWhole(text, 'activation_hours', 1, 8760)),
    reaches: 'applies to offers made from now on',
  },
  deposit_hours: {
    column: 'deposit_hours',
    accepts: 'hours a pending bonus waits for its deposit, 1 to 8760',
    parse: (text) => parseWhole(text, 'deposit_hours', 1, 8760),
    reaches: 'applies to activations from now on',
  },
  sort: {
    column: 'sort',
    accepts: 'position in the lists, -1000000 to 1000000',
    parse: (text) => parseWhole(text, 'sort', -1_000_000, 1_000_000),
    reaches: 'the lists players see follow it at once',
  },
};

/** The field's spec; own keys only, so "toString" or "__proto__" are not fields. */
export function termsField(name: string | undefined): FieldSpec | undefined {
  return name !== undefined && Object.hasOwn(TERMS_FIELDS, name) ? TERMS_FIELDS[name] : undefined;
}

/**
 * Why the terms would be unusable after the change (the engine could grant nothing, or a bonus
 * could never be converted because nothing is left to wager), or undefined when they are fine.
 */
function unusable(t: TermsRow): string | undefined {
  if (t.percentage === 0 && t.spin_tiers.length === 0)
    return 'the terms would grant nothing (no percentage and no spins)';
  if (t.percentage > 0 && t.max_bonus_cents === 0)
    return `a ${t.percentage}% deposit bonus with a maximum of 0 USD grants nothing`;
  if (t.percentage > 0 && t.wager === 0)
    return 'a deposit bonus needs a wagering multiplier: with wager 0 it could never be converted';
  if (t.spin_tiers.length > 0 && t.spins_wager === 0)
    return 'spins need a multiplier of their winnings: with spins_wager 0 they could never be converted';
  return undefined;
}

/** A field's value as its text (true, 12.5, none): the console's values take the command line's rules. */
function asText(value: unknown): string | undefined {
  if (value === null) return 'none';
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  return typeof value === 'string' ? value.trim() : undefined;
}

/** The changes' values by column, each checked by its field's rule (not yet against the terms). */
function parseTermsChanges(
  changes: Readonly<Record<string, unknown>>,
): Partial<Record<TermsColumn, unknown>> {
  const names = Object.keys(changes);
  if (names.length === 0) throw new BonusInputError('non_field_errors', 'change at least one field');
  const columns: Partial<Record<TermsColumn, unknown>> = {};
  for (const name of names) {
    const spec = termsField(name);
    if (!spec) throw new BonusInputError(name, `unknown field "${name}"`);
    columns[spec.column] = spec.parse(asText(changes[name]));
  }
  return columns;
}

/**
 * The terms as they would be after the changes (field name to value), every value checked by
 * its field's rule and the whole by `unusable`; changes nothing.
 */
export function applyTermsChanges(
  terms: TermsRow,
  changes: Readonly<Record<string, unknown>>,
): { after: TermsRow; columns: Partial<Record<TermsColumn, unknown>> } {
  const columns = parseTermsChanges(changes);
  const after = { ...terms, ...columns } as TermsRow;
  const why = unusable(after);
  if (why) throw new BonusInputError('non_field_errors', `refused: ${why}`, true);
  return { after, columns };
}

/** The columns that differ between two versions of the terms: what the audit entry keeps. */
function termsDiff(before: TermsRow, after: TermsRow, columns: readonly TermsColumn[]) {
  const pick = (t: TermsRow) => Object.fromEntries(columns.map((c) => [c, t[c]]));
  return { before: pick(before), after: pick(after) };
}

/**
 * Changes fields of the terms with this code in one transaction, audited with the changed
 * columns' before and after; answers the terms as they are now. Bad input throws BonusInputError.
 */
export async function changeTerms(
  deps: Deps,
  code: string,
  changes: Readonly<Record<string, unknown>>,
  actor: Actor,
  reason: string | null,
): Promise<TermsRow> {
  parseTermsChanges(changes);
  return deps.db.transaction(async (tx) => {
    const before = await lockTerms(tx, code);
    if (!before) throw new BonusInputError('code', `no bonus terms "${code}" (bonus:terms lists them)`);
    const { after, columns } = applyTermsChanges(before, changes);
    const names = Object.keys(columns) as TermsColumn[];
    for (const column of names) await admin.updateTermsColumn(tx, code, column, after[column] as never);
    const changed = await repo.findTermsByCode(tx, code);
    if (!changed) throw new Error(`bonus terms ${code} vanished while being changed`);
    await recordAudit(tx, deps.clock, {
      actor,
      action: 'bonus_terms.change',
      subject: { type: 'bonus_terms', id: code },
      reason,
      ...termsDiff(before, changed, names),
    });
    return changed;
  });
}

async function lockTerms(tx: Queryable, code: string): Promise<TermsRow | undefined> {
  await tx.query('SELECT 1 FROM bonus_terms WHERE code = $1 FOR UPDATE', [code]);
  return repo.findTermsByCode(tx, code);
}

// ---- promo codes ----

/** Offers a promo code may carry: the welcome family, wheel prizes and gifts have their own rules. */
const PROMO_OFFERS = new Set(['promo', 'personal']);

export type PromoState = 'open' | 'not_started' | 'ended' | 'used_up' | 'terms_disabled';

export function promoState(p: PromoCodeListRow, now: Date): PromoState {
  if (!p.terms_enabled) return 'terms_disabled';
  if (p.starts_at.getTime() > now.getTime()) return 'not_started';
  if (p.ends_at && p.ends_at.getTime() <= now.getTime()) return 'ended';
  if (p.max_uses !== null && p.uses >= p.max_uses) return 'used_up';
  return 'open';
}

/** `YYYY-MM-DD`: the code works through that day (UTC), so it ends at the next midnight. */
export function parseEndDay(text: string | undefined, now: Date): Date {
  const m = text ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) : null;
  const start = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : NaN;
  if (!m || Number.isNaN(start) || new Date(start).toISOString().slice(0, 10) !== text)
    throw new BonusInputError('ends', `--ends must be a date YYYY-MM-DD, got "${text ?? ''}"`);
  const ends = new Date(start + 24 * 3_600_000);
  if (ends.getTime() <= now.getTime())
    throw new BonusInputError('ends', `--ends ${text ?? ''} is in the past: the code would never work`);
  return ends;
}

export interface PromoCodeInput {
  code: string;
  termsCode: string;
  endsAt: Date | null;
  maxUses: number | null;
}

/** Normalises and checks a promo code's text: 3 to 32 letters, digits, _ or -, kept upper case. */
export function promoCodeText(raw: string | undefined): string {
  const code = raw?.toUpperCase();
  if (!code || !/^[A-Z0-9_-]{3,32}$/.test(code))
    throw new BonusInputError('code', `the code must be 3 to 32 letters, digits, _ or -, got "${raw ?? ''}"`);
  return code;
}

/** A promo code open from now, audited; refuses terms a code may not carry and a code that exists. */
export async function createPromoCode(
  deps: Deps,
  input: PromoCodeInput,
  actor: Actor,
): Promise<PromoCodeListRow> {
  const code = promoCodeText(input.code);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const terms = await repo.findTermsByCode(tx, input.termsCode);
    if (!terms)
      throw new BonusInputError('terms_code', `no bonus terms "${input.termsCode}" (bonus:terms lists them)`);
    if (!PROMO_OFFERS.has(terms.offer))
      throw new BonusInputError(
        'terms_code',
        `refused: ${input.termsCode} is a ${terms.offer} bonus; a promo code may give promo or personal terms only`,
      );
    if (!terms.enabled)
      throw new BonusInputError(
        'terms_code',
        `refused: ${input.termsCode} is disabled (bonus:set ${input.termsCode} enabled true first)`,
      );
    const created = await admin.insertPromoCode(tx, {
      code,
      termsId: terms.id,
      startsAt: now,
      endsAt: input.endsAt,
      maxUses: input.maxUses,
    });
    if (!created)
      throw new BonusInputError('code', `the promo code ${code} exists already (promo:list)`, true);
    const row = await admin.findPromoCode(tx, code);
    if (!row) throw new Error(`promo code ${code} vanished while being created`);
    await recordAudit(tx, deps.clock, {
      actor,
      action: 'promo_code.create',
      subject: { type: 'promo_code', id: code },
      after: { terms: input.termsCode, starts_at: now, ends_at: input.endsAt, max_uses: input.maxUses },
    });
    return row;
  });
}

/**
 * Ends a promo code now (players can no longer redeem it; bonuses it gave go on), audited with
 * the reason. A code kept but ended stays in the list and in players' histories.
 */
export async function disablePromoCode(
  deps: Deps,
  code: string,
  actor: Actor,
  reason: string,
): Promise<PromoCodeListRow> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await admin.findPromoCode(tx, code, true);
    if (!before) throw new BonusInputError('code', `no promo code "${code}" (promo:list)`);
    if (before.ends_at && before.ends_at.getTime() <= now.getTime())
      throw new BonusInputError('code', `the promo code ${code} has ended already`, true);
    await admin.endPromoCode(tx, before.id, now);
    const after = await admin.findPromoCode(tx, code);
    if (!after) throw new Error(`promo code ${code} vanished while being disabled`);
    await recordAudit(tx, deps.clock, {
      actor,
      action: 'promo_code.disable',
      subject: { type: 'promo_code', id: code },
      reason,
      before: { ends_at: before.ends_at, state: promoState(before, now) },
      after: { ends_at: after.ends_at, state: promoState(after, now) },
    });
    return after;
  });
}
