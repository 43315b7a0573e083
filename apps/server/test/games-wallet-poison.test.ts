import { describe, expect, it } from 'vitest';
import { sha256 } from '../src/modules/accounts/secret-tokens.js';
import { FastCalls, batchStatsOf, type FastCall } from '../src/modules/games/fast-calls.js';
import { STUDIO_PROVIDER_CODE } from '../src/modules/games/integrations.js';
import { betRulesOf } from '../src/modules/wallet/bet-rules.js';
import { HOUSE_SHARDS } from '../src/modules/wallet/wallet.service.js';
import { buildGamesApp, roundFields, uid } from './games-helpers.js';

// A batch that fails on one call's data is tried again in halves, so only that call goes the full
// path (docs/decisions/023): one bad call sent again and again by a provider must not knock every
// batch it joins back to the full path.
const kit = await buildGamesApp();

/** A plain bet of a funded player's open session, as the wallet service hands it to a batch. */
async function plainBet(name: string): Promise<{ call: FastCall; userId: number }> {
  const player = await kit.newPlayer(name);
  await kit.fund(player.id, 10_000);
  const session = await kit.openSession(player);
  // The first round makes the house's account of the player's shard (the full path's work).
  await kit.playRound(session, 100, 0);
  const fields = roundFields(session);
  const transactionId = uid('bet');
  return {
    userId: player.id,
    call: {
      action: 'bet',
      provider: STUDIO_PROVIDER_CODE,
      token_hash: sha256(session.token),
      transaction_id: transactionId,
      player_id: session.playerId,
      game: session.game,
      currency: 'USD',
      round_id: fields.round_id,
      amount: 250,
      request_hash: uid('hash'),
      ledger_key: `game:${STUDIO_PROVIDER_CODE}:bet:${transactionId}`,
      now: kit.clock.now().toISOString(),
    },
  };
}

/** The declared rules' parts, as the wallet service hands them to its batches. */
function batchSettings(): Record<string, unknown> {
  return { house_shards: HOUSE_SHARDS, ...betRulesOf(kit.db).batchSettings('bet') };
}

describe('seamless wallet: a call the database refuses', () => {
  it('goes the full path alone; the other calls of its batch are settled by batches', async () => {
    // One at a time: a launch is matched with the provider's record of it by their order.
    const good = [];
    for (const name of ['Poison A', 'Poison B', 'Poison C', 'Poison D', 'Poison E'])
      good.push(await plainBet(name));
    const bad = await plainBet('Poison F');
    // A value no check before the database catches (a time that is not one): the whole statement fails.
    const poisoned: FastCall = { ...bad.call, now: 'not a time' };
    const fastCalls = new FastCalls(kit.db, kit.app.log, HOUSE_SHARDS);
    const before = { ...batchStatsOf(kit.db) };
    const calls = [...good.slice(0, 3).map((g) => g.call), poisoned, ...good.slice(3).map((g) => g.call)];
    // Sent in one turn of the event loop, so they form one batch.
    const outcomes = await Promise.all(calls.map((c) => fastCalls.settle(c, batchSettings())));
    expect(outcomes[3], JSON.stringify(outcomes)).toBe('full-path');
    for (const [i, outcome] of outcomes.entries()) {
      if (i === 3) continue;
      expect(outcome).toMatchObject({ status: 200 });
    }
    const stats = batchStatsOf(kit.db);
    expect(stats.answered - before.answered).toBe(5);
    expect(stats.passed - before.passed).toBe(1);
    for (const g of good)
      expect(await kit.balances(g.userId)).toEqual({ cashCents: 10_000 - 100 - 250, bonusCents: 0 });
    // The poisoned call moved nothing.
    expect(await kit.balances(bad.userId)).toEqual({ cashCents: 10_000 - 100, bonusCents: 0 });
    await kit.expectLedgerOk();
  });
});
