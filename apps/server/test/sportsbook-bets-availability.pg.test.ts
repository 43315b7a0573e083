import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SESSION_SETTINGS } from '../src/platform/db/postgres.js';
import { holdAccounts, timed } from './availability-helpers.js';
import { checkMoneyPath } from '../src/modules/wallet/ledger-check.js';
import { sportsBetsKit } from './sportsbook-bets-helpers.js';

// A placement locks only its own player's accounts (docs/decisions/047, 023): another player's
// held rows delay nobody else, and the held player's placement ends within the lock timeout with
// nothing taken. Only a real server has several connections, so this file runs on PostgreSQL only.
const kit = await sportsBetsKit();
const { db, clock, place, newEvent, newPlayer, cash, betCount, single } = kit;
const LOCK_TIMEOUT_MS = parseInt(SESSION_SETTINGS.lock_timeout, 10) * 1000;

describe('sports bets: one player never holds up another', () => {
  it("places other players' bets at once while one player's rows are held; the held player may retry", async () => {
    const e = await newEvent();
    const held = await newPlayer();
    const other = await newPlayer();
    const bet = () => single(e.outcome('match_result:home'), '2.00', 1);
    const quiet: number[] = [];
    for (let i = 0; i < 10; i++) quiet.push((await timed(place(other, bet()))).ms);
    const normal = Math.max(...quiet);

    const lock = await holdAccounts(db, held.id);
    const heldBody = { key: `held-${crypto.randomUUID()}`, ...bet() };
    const heldCall = timed(place(held, heldBody));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const busy: Array<{ ms: number; value: { status: number } }> = [];
    let answered;
    try {
      for (let i = 0; i < 5; i++) busy.push(await timed(place(other, bet())));
      answered = await heldCall;
    } finally {
      await lock.release();
    }
    expect(busy.map((b) => b.value.status)).toEqual([201, 201, 201, 201, 201]);
    expect(Math.max(...busy.map((b) => b.ms)), `normal worst ${normal.toFixed(1)} ms`).toBeLessThan(
      Math.min(normal + 250, 1_000),
    );
    expect(answered.value.status).toBe(503);
    expect(answered.value.body.detail).toBe(
      'The bet could not be placed just now and nothing was taken. Please try again.',
    );
    expect(answered.ms).toBeLessThan(LOCK_TIMEOUT_MS + 1_500);
    expect(await cash(held)).toBe(1_000_00);
    expect(await betCount(held)).toBe(0);

    // The slip's retry of the same key, once the rows are free, places the bet once.
    const retried = await place(held, heldBody);
    expect(retried.status).toBe(201);
    expect((await place(held, heldBody)).status).toBe(200);
    expect(await cash(held)).toBe(999_00);
    expect((await checkMoneyPath({ db, clock })).ok).toBe(true);
  }, 60_000);
});
