import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/types.js';
import { AppError } from '../../platform/http/errors.js';
import { translate } from '../../platform/i18n/translate.js';
import { operatorActor } from '../audit/audit.service.js';
import { walletOf } from '../wallet/wallet.service.js';
import * as admin from './bonuses-admin.repository.js';
import type { OperatorBonusRow, PromoCodeListRow } from './bonuses-admin.repository.js';
import * as repo from './bonuses.repository.js';
import type { TermsRow } from './bonuses.repository.js';
import { seedBonusTerms } from './bonuses.seed.js';
import { cancelPlayerBonus, grantOperatorBonus } from './bonuses-operator.service.js';
import {
  BonusInputError,
  changeTerms,
  createPromoCode,
  disablePromoCode,
  parseEndDay,
  parseUsd,
  parseWhole,
  promoCodeText,
  promoState,
  TERMS_FIELDS,
  termsField,
  usd,
} from './bonuses-admin.service.js';

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
  promo:disable <CODE> <reason ...>               end a promo code now (bonuses it gave go on)
  promo:list                                      every promo code: terms, window, uses`;

/** A mistake in an operator's command: printed as is, nothing changed; `npm run ops` exits with 2. */
export class BonusCommandError extends Error {
  readonly exitCode = 2;
  constructor(message: string) {
    super(message);
    this.name = 'BonusCommandError';
  }
}

const MAX_REASON = 200;

const minute = (d: Date | null) => (d ? `${new Date(d).toISOString().slice(0, 16).replace('T', ' ')}Z` : '-');
const day = (d: Date) => new Date(d).toISOString().slice(0, 10);

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

const FIELDS_HELP = Object.entries(TERMS_FIELDS)
  .map(([name, f]) => `  ${name.padEnd(22)} ${f.accepts}`)
  .join('\n');

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
  const state = promoState(p, now).replace('_', ' ');
  return [
    p.code.padEnd(16),
    `terms ${p.terms_code}`.padEnd(26),
    `${minute(p.starts_at)} to ${p.ends_at ? minute(p.ends_at) : 'no end'}`.padEnd(40),
    `uses ${p.uses}/${p.max_uses ?? 'unlimited'}`.padEnd(22),
    state,
  ].join('  ');
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
  try {
    return await runBonusesCommandUnchecked(args, deps, print);
  } catch (err) {
    // The rules' refusals are the command's mistakes: printed as they are, nothing changed.
    if (err instanceof BonusInputError) throw new BonusCommandError(err.message);
    throw err;
  }
}

async function runBonusesCommandUnchecked(
  args: readonly string[],
  deps: { db: Db; clock: Clock },
  print: (line: string) => void,
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
      const spec = termsField(field);
      if (!spec || field === undefined)
        throw new BonusCommandError(`unknown field "${field ?? ''}"; the fields:\n${FIELDS_HELP}`);
      if (extra.length > 0)
        throw new BonusCommandError(`bonus:set takes one value, got "${rest.slice(2).join(' ')}"`);
      // The value stays text: the field's own rule reads it ("none", "12.50", "true").
      const changed = await changeTerms(deps, code, { [field]: value ?? '' }, operatorActor(), null);
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
      if (rawCode !== undefined) promoCodeText(rawCode);
      if (!rawCode || !termsCode)
        throw new BonusCommandError(`promo:create needs <CODE> <terms code>\n${BONUSES_USAGE}`);
      const now = deps.clock.now();
      let endsAt: Date | null = null;
      let maxUses: number | null = null;
      for (let i = 0; i < options.length; i += 2) {
        const [option, value] = [options[i], options[i + 1]];
        if (option === '--ends') endsAt = parseEndDay(value, now);
        else if (option === '--max-uses') maxUses = parseWhole(value, '--max-uses', 1, 1_000_000_000);
        else
          throw new BonusCommandError(`unknown option "${option ?? ''}" (--ends YYYY-MM-DD, --max-uses N)`);
      }
      const created = await createPromoCode(
        deps,
        { code: rawCode, termsCode, endsAt, maxUses },
        operatorActor(),
      );
      print(
        `promo code ${created.code}: terms ${termsCode}, from ${minute(now)} to ${endsAt ? `${day(new Date(endsAt.getTime() - 1))} 23:59Z` : 'no end'}, ${maxUses === null ? 'unlimited uses' : `at most ${maxUses} uses`}`,
      );
      return true;
    }
    case 'promo:disable': {
      const [rawCode, ...words] = rest;
      if (!rawCode) throw new BonusCommandError(`promo:disable needs <CODE> <reason ...>\n${BONUSES_USAGE}`);
      const reason = operatorReason(words, 'promo:disable');
      const ended = await disablePromoCode(deps, promoCodeText(rawCode), operatorActor(), reason);
      print(describePromo(ended, deps.clock.now()));
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
