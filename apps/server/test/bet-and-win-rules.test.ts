import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { roundEventsOf } from '../src/modules/games/round-events.js';
import { SPORTS_BET_RULES } from '../src/modules/sportsbook/bets/bets.rules.js';
import { betRulesOf } from '../src/modules/wallet/bet-rules.js';
import { HOUSE_SHARDS, walletOf } from '../src/modules/wallet/wallet.service.js';
import { systemClock } from '../src/platform/clock.js';
import type { Db } from '../src/platform/db/types.js';
import { buildTestApp, openTestDb, testConfig } from './helper.js';

// Every rule of bets and wins is declared once with how the wallet's batches apply it, and the
// batch's SQL states the parts it applies (docs/decisions/021, "the declared rule list"): the two
// must match, or the app does not start, and the SQL refuses settings naming other parts.

const { db } = await buildTestApp();

/** The parts games_fast_calls applies, as its SQL states them. */
async function sqlParts(on: Db): Promise<Array<{ part: string; actions: string[] }>> {
  return (
    await on.query<{ part: string; actions: string[] }>('SELECT part, actions FROM games_batch_parts()')
  ).rows;
}

/** An app built on a fresh database after `prepare` ran on it: answers why it did not start. */
async function startUpFailure(prepare: (fresh: Db) => Promise<void> | void): Promise<string> {
  const fresh = await openTestDb();
  try {
    await prepare(fresh);
    const app = await buildApp({ config: testConfig(), db: fresh, clock: systemClock, logger: false }).catch(
      (err: unknown) => err,
    );
    if (!(app instanceof Error)) {
      await (app as { close(): Promise<unknown> }).close();
      throw new Error('the app started');
    }
    return app.message;
  } finally {
    await fresh.close();
  }
}

/** games_fast_calls on no calls with these settings. */
const runBatch = (settings: Record<string, unknown>) =>
  db.query("SELECT games_fast_calls('[]'::jsonb, $1::jsonb)", [JSON.stringify(settings)]);

afterAll(async () => {
  expect((await walletOf({ db, clock: systemClock }).checkLedger()).ok).toBe(true);
});

describe('the declared bet and win rules', () => {
  it('name exactly the parts the batch applies, and tell a batch each with its settings', async () => {
    const parts = await sqlParts(db);
    expect(parts.length).toBeGreaterThan(0);
    for (const action of ['bet', 'win'] as const) {
      const settings = betRulesOf(db).batchSettings(action);
      expect(Object.keys(settings ?? {}).sort()).toEqual(parts.map((p) => p.part).sort());
    }
    expect(betRulesOf(db).batchSettings('bet')?.loyalty).toMatchObject({
      stake_per_point: expect.any(Number),
    });
    // Rollbacks need the full path.
    expect(betRulesOf(db).batchSettings('rollback')).toBeUndefined();
  });

  it("declare the sportsbook's placement rules, never batched, and leave the casino's batches as they were", async () => {
    const rules = betRulesOf(db);
    expect(rules.batchSettings('sports_bet')).toBeUndefined();
    for (const name of Object.values(SPORTS_BET_RULES))
      expect(() => rules.requireDeclared('sports_bet', name)).not.toThrow();
    // The casino's batches still take bets and wins with every part the SQL applies.
    const parts = (await sqlParts(db)).map((p) => p.part).sort();
    expect(Object.keys(rules.batchSettings('bet') ?? {}).sort()).toEqual(parts);
    // A rule the placement would run without its declaration stops the comparison start-up makes.
    expect(() =>
      rules.checkRulesRun('sports_bet', [...Object.values(SPORTS_BET_RULES), 'a sports-only loss limit']),
    ).toThrow(/'a sports-only loss limit' runs, but is not declared/);
  });

  it('stop the app when a listener names a part the batch does not apply', async () => {
    const message = await startUpFailure((fresh) => {
      walletOf({ db: fresh, clock: systemClock }).onBet(() => undefined, {
        name: 'loss limits',
        batch: { part: 'loss_limits' },
        fullPathWhen: 'the stake would pass the limit',
      });
    });
    expect(message).toMatch(
      /'loss limits' names the batch's part 'loss_limits', which games_fast_calls does not apply/,
    );
  });

  it('stop the app when the batch applies a part no rule declares', async () => {
    const message = await startUpFailure(async (fresh) => {
      // The SQL gains a part the declared list does not have.
      await fresh.exec(`CREATE OR REPLACE FUNCTION games_batch_parts() RETURNS TABLE (part TEXT, actions TEXT[])
        LANGUAGE sql IMMUTABLE AS $$ VALUES ${(await sqlParts(fresh))
          .map((p) => `('${p.part}', ARRAY[${p.actions.map((a) => `'${a}'`).join(', ')}])`)
          .join(', ')}, ('self_exclusion', ARRAY['bet']) $$`);
    });
    expect(message).toMatch(/the batch applies its part 'self_exclusion', but no declared rule names it/);
  });

  it('refuse a listener without a batch behaviour when it registers', () => {
    const fresh = {} as Db;
    expect(() =>
      roundEventsOf(fresh).onRoundClosed(async () => undefined, { name: 'jackpot contributions' } as never),
    ).toThrow(/'jackpot contributions' declares no batch behaviour/);
    expect(() =>
      walletOf({ db: fresh, clock: systemClock }).onBet(() => undefined, {
        name: 'wager limits',
        fullPathWhen: 'always',
      } as never),
    ).toThrow(/'wager limits' declares no batch behaviour/);
  });

  it('are all the batch applies: it refuses settings naming another part or leaving one out', async () => {
    const declared: Record<string, unknown> = {
      house_shards: HOUSE_SHARDS,
      ...betRulesOf(db).batchSettings('bet'),
    };
    await expect(runBatch(declared)).resolves.toBeDefined();
    await expect(runBatch({ ...declared, loss_limits: {} })).rejects.toThrow(
      /the settings name parts it does not apply \(loss_limits\) or leave out parts it applies \(none\)/,
    );
    const { loyalty: _left, ...withoutLoyalty } = declared;
    await expect(runBatch(withoutLoyalty)).rejects.toThrow(
      /the settings name parts it does not apply \(none\) or leave out parts it applies \(loyalty\)/,
    );
  });
});
