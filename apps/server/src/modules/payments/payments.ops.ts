import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/types.js';
import { formatUnits, parseUnits } from './decimal.js';
import * as repo from './payments.repository.js';
import { walletOf } from '../wallet/wallet.service.js';
import {
  assignPayment,
  expireApplications,
  listUnmatchedPayments,
  PaymentCommandError,
  seedPaymentTokens,
} from './payments.service.js';
import { RATE_SCALE, USD_SCALE } from './quote.js';

export const PAYMENTS_USAGE = `payments commands:
  payments:tokens                                  list deposit methods, rates and minimums
  payments:set-rate <provider> <token> <rate>      e.g. payments:set-rate TRX USDT 0.9995 (USD per token)
  payments:set-min <provider> <token> <usd>        minimum deposit in USD, e.g. payments:set-min ETH USDT 20
  payments:enable|disable <provider> <token>       offer or withdraw a method
  payments:events [outcome ...]                    the latest gateway events (e.g. unknown_address bad_amount)
  payments:unmatched                               payments nobody was credited for (e.g. to an address nobody owns)
  payments:assign <event id> <player id> <reason>  credit one unmatched payment to a player, once, at the current rate
  payments:expire                                  mark pending applications past their window as expired`;

const MAX_RATE_UNITS = 1_000_000n * 10n ** BigInt(RATE_SCALE);

/**
 * The operator's payments commands (run through `npm run ops -- payments:...`). Answers false
 * when args[0] is not a payments command; throws with a clear message on bad arguments.
 */
export async function runPaymentsCommand(
  args: readonly string[],
  deps: { db: Db; clock: Clock },
  print: (line: string) => void = (line) => console.log(line),
): Promise<boolean> {
  const [command, ...rest] = args;
  if (!command?.startsWith('payments:')) return false;
  // The methods exist even if the server has not started on this database yet.
  await seedPaymentTokens(deps.db);
  const method = (): [string, string] => {
    const [provider, token] = rest;
    if (!provider || !token) throw new Error(`${command} needs <provider> <token>\n${PAYMENTS_USAGE}`);
    return [provider.toUpperCase(), token.toUpperCase()];
  };
  const update = async (change: Parameters<typeof repo.updateToken>[3]) => {
    const [provider, token] = method();
    const found = await repo.updateToken(deps.db, provider, token, change, deps.clock.now());
    if (!found) throw new Error(`no deposit method ${provider} ${token}`);
    print(describe(await repo.findToken(deps.db, provider, token)));
  };

  switch (command) {
    case 'payments:tokens': {
      for (const t of await repo.listTokens(deps.db, { enabledOnly: false })) print(describe(t));
      return true;
    }
    case 'payments:set-rate': {
      const text = rest[2] ?? '';
      const units = parseUnits(text, RATE_SCALE);
      if (units === undefined || units <= 0n || units > MAX_RATE_UNITS) {
        throw new Error(
          `the rate must be a positive decimal (USD per token) with at most ${RATE_SCALE} decimals, got "${text}"`,
        );
      }
      await update({ rate_to_usd: formatUnits(units, RATE_SCALE) });
      return true;
    }
    case 'payments:set-min': {
      const text = rest[2] ?? '';
      const cents = parseUnits(text, USD_SCALE);
      if (cents === undefined || cents <= 0n || cents > 1_000_000n * 100n) {
        throw new Error(`the minimum must be a positive USD amount with at most 2 decimals, got "${text}"`);
      }
      await update({ min_amount_cents: Number(cents) });
      return true;
    }
    case 'payments:enable':
    case 'payments:disable':
      await update({ is_enabled: command === 'payments:enable' });
      return true;
    case 'payments:events': {
      const events = await repo.listEvents(deps.db, rest.length > 0 ? rest : undefined, 100);
      for (const e of events) print(describeEvent(e));
      if (events.length === 0) print('no events');
      return true;
    }
    case 'payments:unmatched': {
      const events = await listUnmatchedPayments(deps);
      for (const e of events) print(describeEvent(e));
      if (events.length === 0) print('no unmatched payments');
      return true;
    }
    case 'payments:assign': {
      const [eventText, playerText, ...words] = rest;
      const usage = `payments:assign needs <event id> <player id> <reason ...> (event ids are the first column of payments:unmatched)`;
      if (!eventText || !/^\d{1,15}$/.test(eventText) || !playerText || !/^\d{1,15}$/.test(playerText))
        throw new PaymentCommandError(usage);
      const reason = words.join(' ');
      if (!reason.trim()) throw new PaymentCommandError(`${usage}: the reason is kept with the credit`);
      const userId = Number(playerText);
      const credited = await assignPayment(deps, Number(eventText), userId, reason);
      print(
        `credited ${formatUnits(BigInt(credited.cents), USD_SCALE)} USD to player ${userId} (payment event ${eventText}, tx ${credited.txId}, credit ${credited.creditId})`,
      );
      const check = await walletOf(deps).checkLedger();
      print(`ledger check: ${check.ok ? 'OK' : 'VIOLATED (run ledger:check)'}`);
      if (!check.ok) throw new PaymentCommandError('the ledger check failed after this command');
      return true;
    }
    case 'payments:expire':
      print(`${await expireApplications(deps, deps.clock.now())} application(s) expired`);
      return true;
    default:
      throw new Error(`unknown command ${command}\n${PAYMENTS_USAGE}`);
  }
}

function describeEvent(e: repo.PaymentEventRow): string {
  return [
    `#${e.id}`,
    new Date(e.received_at).toISOString(),
    e.outcome,
    `event=${e.gateway_event_id}`,
    `${e.provider ?? '?'} ${e.token_type ?? '?'}`,
    `address=${e.address ?? '?'}`,
    `amount=${e.amount_text ?? '?'}`,
    `tx=${e.tx_id ?? '?'}`,
    e.user_id === null ? 'player=?' : `player=${e.user_id}`,
    e.application_id === null ? '' : `application=${e.application_id}`,
    e.credited_cents === null ? '' : `credited=${formatUnits(BigInt(e.credited_cents), USD_SCALE)} USD`,
  ]
    .filter(Boolean)
    .join('  ');
}

function describe(t: repo.PaymentTokenRow | undefined): string {
  if (!t) return '';
  const min = formatUnits(BigInt(t.min_amount_cents), USD_SCALE);
  const rate = t.rate_to_usd.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
  return `${t.provider} ${t.token_type} (${t.network})  rate_to_usd=${rate}  min_amount=${min} USD  ${t.is_enabled ? 'enabled' : 'DISABLED'}`;
}
