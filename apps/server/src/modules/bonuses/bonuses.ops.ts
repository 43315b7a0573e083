import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/types.js';
import { AppError } from '../../platform/http/errors.js';
import { translate } from '../../platform/i18n/translate.js';
import { operatorActor } from '../audit/audit.service.js';
import { walletOf } from '../wallet/wallet.service.js';
import * as admin from './bonuses-admin.repository.js';
import type { OperatorBonusRow, PromoCodeListRow, TermsColumn } from './bonuses-admin.repository.js';
import * as repo from './bonuses.repository.js';
import type { TermsRow } from './bonuses.repository.js';
import { seedBonusTerms } from './bonuses.seed.js';
import { cancelPlayerBonus, grantOperatorBonus } from './bonuses-operator.service.js';

export const BONUSES_USAGE = `bonus commands:
  bonus:terms                                     every bonus terms row: offer, value, caps, wagering, spins
  bonus:set <terms code> <field> <value>          change one field of the terms (bonus:set help lists them)
  bonus:player <player id>                        the player's bonuses and bonus balance
  bonus:cancel <player bonus id> <reason ...>     cancel a pending or active bonus (its bonus balance is written off)
  bonus:grant <player id> <terms code> <USD> <reason ...>
                                                  grant a fixed bonus on personal or promo terms (no approval
                                                  asked: the console asks a second person above its threshold)
  bonus:refusals [limit]                          welcome bonuses refused as one per person (default 50)
  promo:create <CODE> <terms code> [--ends YYYY-MM-DD] [--max-uses N]
                                                  a promo code, open from now (to the end of --ends, UTC)
  promo:list                                      every promo code: terms, window, uses`;

/** A mistake in an operator's command: printed as is, nothing changed; `npm run ops` exits with 2. */
export class BonusCommandError extends Error {
  readonly exitCode = 2;
  constructor(message: string) {
    super(message);
    this.name = 'BonusCommandError';
  }
}

const MAX_USD_CENTS = 1_000_000 * 100;
const MAX_REASON = 200;

/** Cents as USD with two decimals (e.g. 1234 -> "12.34"). */
const usd = (cents: number) => (cents / 100).toFixed(2);
const minute = (d: Date | null) => (d ? `${new Date(d).toISOString().slice(0, 16).replace('T', ' ')}Z` : '-');
const day = (d: Date) => new Date(d).toISOString().slice(0, 10);

function parseWhole(text: string | undefined, what: string, min: number, max: number): number {
  if (!text || !/^-?\d{1,9}$/.test(text) || Number(text) < min || Number(text) > max)
    throw new BonusCommandError(`${what} must be a whole number from ${min} to ${max}, got "${text ?? ''}"`);
  return Number(text);
}

function parseUsd(text: string | undefined, what: string, min: number): number {
  const m = text ? /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text) : null;
  const cents = m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : NaN;
  if (!m || cents < min || cents > MAX_USD_CENTS)
    throw new BonusCommandError(
      `${what} must be a USD amount ${min > 0 ? 'above 0' : 'from 0'} to ${usd(MAX_USD_CENTS)} with at most 2 decimals, got "${text ?? ''}"`,
    );
  return cents;
}

function parseId(text: string | undefined, what: string): number {
  if (!text || !/^\d{1,15}$/.test(text) || Number(text) < 1)
    throw new BonusCommandError(`expected ${what}, got "${text ?? ''}"`);
  return Number(text);
}

/** The reason words of a command: required, kept with the change and in the audit log. */
function operatorReason(words: readonly string[], command: string): string {
  const reason = words.join(' ').trim();
  if (!reason) throw new BonusCommandError(`${command} needs a reason: it is kept with the change`);
  if (reason.length > MAX_REASON)
    throw new BonusCommandError(`the reason is longer than ${MAX_REASON} characters`);
  return reason;
}

/** Runs a shared service, turning its refusal (a 4xx) into the command's readable error. */
async function asCommand<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError && err.status < 500)
      throw new BonusCommandError(`refused: ${describeAppError(err)}`);
    throw err;
  }
}

/** A service's refusal in English, as the operator's terminal shows it. */
function describeAppError(err: AppError): string {
  const messages = 'fields' in err.body ? Object.values(err.body.fields).flat() : [err.body.detail];
  return messages.map((m) => translate(m.key, 'en', m.params)).join('; ');
}

async function printLedgerCheck(deps: { db: Db; clock: Clock }, print: (line: string) => void) {
  const check = await walletOf(deps).checkLedger();
  print(`ledger check: ${check.ok ? 'OK' : 'VIOLATED (run ledger:check)'}`);
  if (!check.ok) throw new Error('the ledger check failed after this command');
}

// ---- bonus:set ----

/** When a change reaches players: limits are copied on offer, grants read the terms when they happen. */
const COPIED_ON_OFFER = 'offers made from now on copy the new value';
const READ_AT_GRANT =
  'applies to grants from now on, including offers and pending bonuses players already hold; active bonuses keep what they were granted';

interface FieldSpec {
  column: TermsColumn;
  accepts: string;
  parse(text: string | undefined): number | boolean | string | null;
  /** When the change reaches players. */
  reaches: string;
}

const FIELDS: Record<string, FieldSpec> = {
  enabled: {
    column: 'enabled',
    accepts: 'true or false',
    parse: (text) => {
      if (text !== 'true' && text !== 'false')
        throw new BonusCommandError(`enabled must be true or false, got "${text ?? ''}"`);
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
        throw new BonusCommandError(`wager_base must be deposit_and_bonus or bonus, got "${text ?? ''}"`);
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

const FIELDS_HELP = Object.entries(FIELDS)
  .map(([name, f]) => `  ${name.padEnd(22)} ${f.accepts}`)
  .join('\n');

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

// ---- descriptions ----

/** One readable line per terms row. */
export function describeTerms(t: TermsRow): string {
  const deposit =
    t.percentage > 0 ? `${t.percentage}% up to ${usd(t.max_bonus_cents)} USD` : 'no deposit bonus';
  const wagering = [
    t.percentage > 0 ? `wager ${t.wager}x ${t.wager_base === 'bonus' ? 'bonus' : 'deposit+bonus'}` : null,
    t.spin_tiers.length > 0 ? `spins wager ${t.spins_wager}x winnings` : null,
  ]
    .filter(Boolean)
    .join(', ');
  const spins =
    t.spin_tiers.length > 0
      ? `spins ${t.spin_tiers.map((s) => `${s.spins} at ${usd(s.bet_cents)} from ${usd(s.min_deposit_cents)}`).join(', ')} on ${t.spin_games.join(',') || '(no games)'}`
      : 'no spins';
  return [
    t.code.padEnd(20),
    `${t.offer}/${t.type}`.padEnd(30),
    t.enabled ? 'enabled ' : 'DISABLED',
    deposit,
    `caps ${usd(t.max_winning_cents)}/${usd(t.spins_max_winning_cents)} USD (deposit/spins)`,
    `${wagering || 'no wagering'} in ${t.wager_days} days`,
    t.requires_deposit ? `min deposit ${usd(t.min_deposit_cents)} USD` : 'no deposit needed',
    `max bet ${t.max_bet_cents === null ? 'none' : `${usd(t.max_bet_cents)} USD`}`,
    spins,
    `sort ${t.sort}`,
  ].join('  ');
}

function describeBonus(b: OperatorBonusRow): string {
  const dates = [
    `offered ${minute(b.offered_at)}`,
    b.offer_ends_at && b.state === 'offered' ? `activate by ${minute(b.offer_ends_at)}` : null,
    b.activated_at ? `activated ${minute(b.activated_at)}` : null,
    b.deposit_by && b.state === 'pending' ? `deposit by ${minute(b.deposit_by)}` : null,
    b.granted_at ? `granted ${minute(b.granted_at)}` : null,
    b.wager_ends_at ? `wager by ${minute(b.wager_ends_at)}` : null,
    b.spins_end_at && b.spins_total > 0 ? `spins by ${minute(b.spins_end_at)}` : null,
    b.ended_at ? `ended ${minute(b.ended_at)} (${b.end_reason ?? '?'})` : null,
  ];
  return [
    `#${b.id}`.padEnd(7),
    b.terms_code.padEnd(20),
    b.source.padEnd(8),
    b.state.padEnd(9),
    `wagered ${usd(b.wagered_cents)}/${usd(b.wager_required_cents)} USD`,
    `spins ${b.spins_left}/${b.spins_total}${b.spins_total > 0 ? ` at ${usd(b.spin_bet_cents)}` : ''}`,
    `deposit ${usd(b.deposit_cents)} bonus ${usd(b.bonus_cents)} spin wins ${usd(b.spins_winnings_cents)} converted ${usd(b.converted_cents)} written off ${usd(b.written_off_cents)}`,
    ...dates.filter(Boolean),
  ].join('  ');
}

function describePromo(p: PromoCodeListRow, now: Date): string {
  const state = !p.terms_enabled
    ? 'terms disabled'
    : p.starts_at.getTime() > now.getTime()
      ? 'not started'
      : p.ends_at && p.ends_at.getTime() <= now.getTime()
        ? 'ended'
        : p.max_uses !== null && p.uses >= p.max_uses
          ? 'used up'
          : 'open';
  return [
    p.code.padEnd(16),
    `terms ${p.terms_code}`.padEnd(26),
    `${minute(p.starts_at)} to ${p.ends_at ? minute(p.ends_at) : 'no end'}`.padEnd(40),
    `uses ${p.uses}/${p.max_uses ?? 'unlimited'}`.padEnd(22),
    state,
  ].join('  ');
}

/** Offers a promo code may carry: the welcome family, wheel prizes and gifts have their own rules. */
const PROMO_OFFERS = new Set(['promo', 'personal']);

/** `--ends YYYY-MM-DD`: the code works through that day (UTC), so it ends at the next midnight. */
function parseEnds(text: string | undefined, now: Date): Date {
  const m = text ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) : null;
  const start = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : NaN;
  if (!m || Number.isNaN(start) || new Date(start).toISOString().slice(0, 10) !== text)
    throw new BonusCommandError(`--ends must be a date YYYY-MM-DD, got "${text ?? ''}"`);
  const ends = new Date(start + 24 * 3_600_000);
  if (ends.getTime() <= now.getTime())
    throw new BonusCommandError(`--ends ${text ?? ''} is in the past: the code would never work`);
  return ends;
}

/**
 * The operator's bonus commands (`npm run ops -- bonus:...` and `promo:...`). Answers false when
 * args[0] is not one of them; a bad argument throws BonusCommandError and changes nothing.
 */
export async function runBonusesCommand(
  args: readonly string[],
  deps: { db: Db; clock: Clock },
  print: (line: string) => void = (line) => console.log(line),
): Promise<boolean> {
  const [command, ...rest] = args;
  if (!command?.startsWith('bonus:') && !command?.startsWith('promo:')) return false;
  // The published terms exist even if the server has not started on this database yet.
  await seedBonusTerms(deps.db);
  switch (command) {
    case 'bonus:terms': {
      const terms = await repo.listAllTerms(deps.db);
      terms.forEach((t) => print(describeTerms(t)));
      if (terms.length === 0) print('no bonus terms');
      return true;
    }
    case 'bonus:set': {
      const [code, field, value, ...extra] = rest;
      if (code === 'help') {
        print(`bonus:set <terms code> <field> <value>, the fields:\n${FIELDS_HELP}`);
        return true;
      }
      if (code === undefined)
        throw new BonusCommandError(
          `bonus:set needs <terms code> <field> <value>; the fields:\n${FIELDS_HELP}`,
        );
      // Own keys only: "toString" or "__proto__" are not fields.
      const spec = field !== undefined && Object.hasOwn(FIELDS, field) ? FIELDS[field] : undefined;
      if (!spec || field === undefined)
        throw new BonusCommandError(`unknown field "${field ?? ''}"; the fields:\n${FIELDS_HELP}`);
      if (extra.length > 0)
        throw new BonusCommandError(`bonus:set takes one value, got "${rest.slice(2).join(' ')}"`);
      const parsed = spec.parse(value);
      const changed = await deps.db.transaction(async (tx) => {
        const before = await repo.findTermsByCode(tx, code);
        if (!before) throw new BonusCommandError(`no bonus terms "${code}" (bonus:terms lists them)`);
        const after = { ...before, [spec.column]: parsed } as TermsRow;
        const why = unusable(after);
        if (why) throw new BonusCommandError(`refused: ${why}`);
        await admin.updateTermsColumn(tx, code, spec.column, parsed);
        return repo.findTermsByCode(tx, code);
      });
      if (!changed) throw new Error(`bonus terms ${code} vanished while being changed`);
      print(describeTerms(changed));
      print(`${field} changed: ${spec.reaches}.`);
      print(
        'Bonuses players already hold keep the limits copied when they were offered (maximum bet, caps, contributions).',
      );
      return true;
    }
    case 'bonus:player': {
      const userId = parseId(rest[0], 'a player id');
      if (!(await admin.playerExists(deps.db, userId))) throw new BonusCommandError(`no player ${userId}`);
      const bonuses = await admin.listBonusesOfPlayer(deps.db, userId);
      bonuses.forEach((b) => print(describeBonus(b)));
      if (bonuses.length === 0) print(`player ${userId} has no bonuses`);
      const balances = await walletOf(deps).getBalances(userId);
      print(`player ${userId}: cash ${usd(balances.cashCents)} USD, bonus ${usd(balances.bonusCents)} USD`);
      return true;
    }
    case 'bonus:cancel': {
      const id = parseId(rest[0], 'a player bonus id (the first column of bonus:player)');
      const reason = operatorReason(rest.slice(1), 'bonus:cancel');
      const found = await admin.findBonusById(deps.db, id);
      if (!found) throw new BonusCommandError(`no player bonus #${id}`);
      if (found.state !== 'pending' && found.state !== 'active')
        throw new BonusCommandError(
          `bonus #${id} is ${found.state}: only a pending or active bonus can be cancelled`,
        );
      const ended = await asCommand(() =>
        cancelPlayerBonus(deps, { bonusId: id, reason, actor: operatorActor() }),
      );
      print(
        `bonus #${id} (${ended.termsCode}) of player ${ended.userId}: ${ended.state} (${ended.endReason}), written off ${usd(ended.writtenOffCents)} USD`,
      );
      await printLedgerCheck(deps, print);
      return true;
    }
    case 'bonus:grant': {
      const userId = parseId(rest[0], 'a player id');
      const termsCode = rest[1];
      if (!termsCode)
        throw new BonusCommandError(`bonus:grant needs <player id> <terms code> <USD> <reason ...>`);
      const amountCents = parseUsd(rest[2], 'the amount', 1);
      const reason = operatorReason(rest.slice(3), 'bonus:grant');
      if (!(await admin.playerExists(deps.db, userId))) throw new BonusCommandError(`no player ${userId}`);
      const granted = await asCommand(() =>
        deps.db.transaction((tx) =>
          grantOperatorBonus(deps, tx, { userId, termsCode, amountCents, reason, actor: operatorActor() }),
        ),
      );
      print(
        `bonus #${granted.id} (${termsCode}) granted to player ${userId}: ${usd(granted.bonus_cents)} USD, wager ${usd(granted.wager_required_cents)} USD`,
      );
      await printLedgerCheck(deps, print);
      return true;
    }
    case 'bonus:refusals': {
      const limit = rest[0] === undefined ? 50 : parseWhole(rest[0], 'the limit', 1, 1000);
      const refusals = await repo.listRefusals(deps.db, limit);
      for (const r of refusals)
        print(
          `#${r.id}  ${minute(r.created_at)}  player ${r.user_id}  refused ${r.terms_code}  linked to player ${r.other_user_id}  ${r.reason}`,
        );
      if (refusals.length === 0) print('no refusals');
      return true;
    }
    case 'promo:create': {
      const [rawCode, termsCode, ...options] = rest;
      const code = rawCode?.toUpperCase();
      if (!code || !/^[A-Z0-9_-]{3,32}$/.test(code))
        throw new BonusCommandError(
          `the code must be 3 to 32 letters, digits, _ or -, got "${rawCode ?? ''}"\n${BONUSES_USAGE}`,
        );
      if (!termsCode) throw new BonusCommandError(`promo:create needs <CODE> <terms code>\n${BONUSES_USAGE}`);
      const now = deps.clock.now();
      let endsAt: Date | null = null;
      let maxUses: number | null = null;
      for (let i = 0; i < options.length; i += 2) {
        const [option, value] = [options[i], options[i + 1]];
        if (option === '--ends') endsAt = parseEnds(value, now);
        else if (option === '--max-uses') maxUses = parseWhole(value, '--max-uses', 1, 1_000_000_000);
        else
          throw new BonusCommandError(`unknown option "${option ?? ''}" (--ends YYYY-MM-DD, --max-uses N)`);
      }
      const terms = await repo.findTermsByCode(deps.db, termsCode);
      if (!terms) throw new BonusCommandError(`no bonus terms "${termsCode}" (bonus:terms lists them)`);
      if (!PROMO_OFFERS.has(terms.offer))
        throw new BonusCommandError(
          `refused: ${termsCode} is a ${terms.offer} bonus; a promo code may give promo or personal terms only`,
        );
      if (!terms.enabled)
        throw new BonusCommandError(
          `refused: ${termsCode} is disabled (bonus:set ${termsCode} enabled true first)`,
        );
      const created = await admin.insertPromoCode(deps.db, {
        code,
        termsId: terms.id,
        startsAt: now,
        endsAt,
        maxUses,
      });
      if (!created) throw new BonusCommandError(`the promo code ${code} exists already (promo:list)`);
      print(
        `promo code ${code}: terms ${termsCode}, from ${minute(now)} to ${endsAt ? `${day(new Date(endsAt.getTime() - 1))} 23:59Z` : 'no end'}, ${maxUses === null ? 'unlimited uses' : `at most ${maxUses} uses`}`,
      );
      return true;
    }
    case 'promo:list': {
      const codes = await admin.listPromoCodes(deps.db);
      const now = deps.clock.now();
      codes.forEach((p) => print(describePromo(p, now)));
      if (codes.length === 0) print('no promo codes');
      return true;
    }
    default:
      throw new BonusCommandError(`unknown command ${command}\n${BONUSES_USAGE}`);
  }
}
