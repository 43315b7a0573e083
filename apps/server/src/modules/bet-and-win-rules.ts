import type { Deps } from '../platform/deps.js';
import { bonusesOf } from './bonuses/bonuses.service.js';
import { ACTIVE_THRESHOLD_CENTS } from './bonuses/rules.js';
import { batchPartsOf } from './games/fast-calls.js';
import { limitsOf } from './limits/limits.service.js';
import { roundEventsOf } from './games/round-events.js';
import { SPORTS_BET_RULES } from './sportsbook/bets/bets.rules.js';
import { loyaltyOf } from './loyalty/loyalty.service.js';
import { tournamentsOf } from './tournaments/tournaments.service.js';
import { betRulesOf } from './wallet/bet-rules.js';
import { walletOf } from './wallet/wallet.service.js';

/** Databases whose list is declared: the services are one per database, and so is their wiring. */
const declared = new WeakSet<object>();

/**
 * The one list of bet and win rules (docs/decisions/021, "the declared rule list"): every rule
 * that can refuse or change a stake or a win, and every listener that counts one, with the wallet
 * calls it applies to and how a batched call applies it: the part of the batch's SQL
 * (games_fast_calls in games/sql/fast-calls.sql) that does, or 'full-path'. The seamless wallet's
 * batches are derived from this list, and the app does not start when the list and the SQL's
 * parts differ. A new rule (a loss or deposit limit, a self-exclusion, a sports stake limit) is
 * one more entry here, with its part written in the SQL or declared 'full-path'. The sportsbook's
 * placement rules are here too (action 'sports_bet', all 'full-path'): the placement runs only
 * declared ones, and start-up compares them with the ones it runs.
 */
export async function declareBetAndWinRules(deps: Deps): Promise<void> {
  const rules = betRulesOf(deps.db);
  // A second app on the same database object (a test standing for a second process) shares the
  // first one's services, whose listeners are registered already.
  if (!declared.has(deps.db)) {
    declared.add(deps.db);
    const wallet = walletOf(deps);
    const bonuses = bonusesOf(deps);
    const loyalty = loyaltyOf(deps);
    const tournaments = tournamentsOf(deps);
    const limits = limitsOf(deps);

    // The seamless wallet's own rules (games/seamless-wallet.service.ts).
    rules.declare({
      name: 'a repeated call gets its first answer',
      actions: ['bet', 'win'],
      batch: { part: 'repeat' },
      fullPathWhen: 'the transaction id was recorded for another request (a conflict) or left as a tombstone',
    });
    rules.declare({
      name: "a live session of the call's player, game and currency",
      actions: ['bet', 'win'],
      batch: { part: 'session' },
      fullPathWhen: "there is no such session, or a bet's has expired (a win is owed on an expired one)",
    });
    rules.declare({
      name: 'an open round of the player and game',
      actions: ['bet', 'win'],
      batch: { part: 'round' },
      fullPathWhen: "the round is closed, another player's or game's, or (for a win) unknown",
    });
    rules.declare({
      name: "stakes from cash, then bonus; a win's share of a bonus stake to the bonus",
      actions: ['bet', 'win'],
      batch: { part: 'funds' },
      fullPathWhen:
        'cash does not cover the stake (bonus money, or insufficient funds), the player holds bonus money ' +
        'outside an active bonus, or the won round took part of its stake from the bonus',
    });
    rules.declare({
      name: "free rounds: a spin of the bonus, its win the bonus's",
      actions: ['bet', 'win'],
      batch: { part: 'free_rounds' },
      fullPathWhen: "the bet names a free round, or the win is a free round's",
    });
    rules.declare({
      name: 'rollbacks: the stake given back once, a tombstone for a bet not seen yet, never a win',
      actions: ['rollback'],
      batch: 'full-path',
      fullPathWhen: 'always',
    });

    // The bonus engine (bonuses/bonuses.service.ts).
    rules.declare({
      name: 'the maximum bet of the bonus being wagered',
      actions: ['bet'],
      batch: { part: 'bonus_maximum_bet' },
      fullPathWhen: 'the stake is above it (the full path refuses it)',
    });
    wallet.onBet((bet, tx) => bonuses.countBet(bet, tx), {
      name: 'bonus wagering',
      batch: { part: 'bonus_wagering' },
      fullPathWhen: 'never: a batched bet is counted by the same database function',
    });
    rules.declare({
      name: 'a closing win may end the bonus being wagered',
      actions: ['win'],
      batch: { part: 'bonus_ending', settings: { active_threshold_cents: ACTIVE_THRESHOLD_CENTS } },
      fullPathWhen:
        'the win closes its round while the wagering is met or the bonus balance is below the threshold',
    });

    // The status programme (loyalty/loyalty.service.ts).
    wallet.onBet((bet, tx) => loyalty.countBet(bet, tx), {
      name: 'status points and stations',
      batch: { part: 'loyalty', settings: loyalty.batchSettings() },
      fullPathWhen:
        'the bet reaches a station (spins and an inbox message), or falls in another month than its batch',
    });
    wallet.onRefund((refund, tx) => loyalty.uncountRefund(refund, tx), {
      name: "a refunded stake's status points",
      batch: 'full-path',
      fullPathWhen: 'always',
    });

    // Responsible gambling (limits/limits.service.ts, limits/sql/limits.sql; docs/decisions/038).
    wallet.onBet((bet, tx) => limits.takeStake(bet, tx), {
      name: 'loss and wager limits, time-outs and self-exclusions',
      batch: { part: 'limits' },
      fullPathWhen:
        'the player is in a time-out or self-exclusion, or the stake goes beyond what a loss or wager limit ' +
        'leaves (the full path refuses it)',
    });
    wallet.onBet((bet, tx) => limits.takeTime(bet, tx), {
      name: 'the daily play-time limit and reality checks (docs/decisions/039)',
      batch: { part: 'play_time', settings: limits.batchSettings() },
      fullPathWhen:
        "the bet would take the day's play time beyond the time limit, or a reality check is due (the full " +
        'path refuses it)',
    });
    rules.declare({
      name: 'wins counted towards the loss limits',
      actions: ['win'],
      batch: { part: 'limit_wins' },
      fullPathWhen: 'never: a batched win is counted by the same database function',
    });
    wallet.onRefund((refund, tx) => limits.countRefund(refund, tx), {
      name: "a refunded stake taken off the limits' count",
      batch: 'full-path',
      fullPathWhen: 'always',
    });

    // Events (tournaments/tournaments.service.ts).
    roundEventsOf(deps.db).onRoundClosed(
      (tx, round) => tournaments.scoreRound(tx, round),
      {
        name: 'tournament scores',
        batch: { part: 'tournaments' },
        fullPathWhen: 'never: a batched round is scored by the same database function',
      },
      (ids) => tournaments.scoredInBatch(ids),
    );

    // The sportsbook's placement (sportsbook/bets/bets.service.ts; docs/decisions/047, 048, 049).
    // Never batched: each bet is placed in its own transaction. Its stake also meets every 'bet'
    // rule above that the wallet's listeners apply (limits, time, status points).
    const sportsFullPath = 'always: a sports bet is placed by the sportsbook, never in a batch';
    for (const name of Object.values(SPORTS_BET_RULES))
      rules.declare({ name, actions: ['sports_bet'], batch: 'full-path', fullPathWhen: sportsFullPath });
  }
  rules.checkBatchParts(await batchPartsOf(deps.db));
  rules.checkRulesRun('sports_bet', Object.values(SPORTS_BET_RULES));
}
