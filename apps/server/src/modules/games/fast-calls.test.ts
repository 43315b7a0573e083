import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../platform/db/types.js';
import { CALL_DEADLINE_MS, FastCalls, MAX_QUEUE, type FastCall } from './fast-calls.js';

/** A database whose batches answer only when the test says so. */
function heldDatabase() {
  const pending: Array<{ calls: number; answer: (rows: unknown[]) => void }> = [];
  const connection: Queryable = {
    query: <Row>(_text: string, params: readonly unknown[] = []) =>
      new Promise<{ rows: Row[]; rowCount: number }>((resolve) => {
        const calls = (JSON.parse(String(params[0])) as unknown[]).length;
        pending.push({ calls, answer: (rows) => resolve({ rows: rows as Row[], rowCount: rows.length }) });
      }),
    exec: async () => undefined,
  };
  const db = { kind: 'postgres', dedicated: () => connection } as unknown as Db;
  return { db, pending };
}

const call = (i: number): FastCall => ({
  action: 'bet',
  provider: 'p',
  token_hash: 't',
  transaction_id: `tx-${i}`,
  player_id: String(i + 1),
  game: 'g',
  currency: 'USD',
  round_id: `r-${i}`,
  amount: 1,
  request_hash: 'h',
  ledger_key: `k-${i}`,
  now: new Date(0).toISOString(),
});

const silent = Fastify({ logger: false }).log;
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('FastCalls lanes', () => {
  it('answer "busy" at once when a lane already holds MAX_QUEUE waiting calls', async () => {
    const { db, pending } = heldDatabase();
    const lanes = new FastCalls(db, silent, 8);
    const first = lanes.settle(call(0), {});
    await tick();
    expect(pending).toHaveLength(1);
    // The first batch is in the database; these wait for the next.
    const waiting = Array.from({ length: MAX_QUEUE }, (_, i) => lanes.settle(call(i + 1), {}));
    await expect(lanes.settle(call(MAX_QUEUE + 1), {})).resolves.toBe('busy');
    pending[0]?.answer([{ answers: [{ status: 200, body: '{}' }] }]);
    await expect(first).resolves.toEqual({ status: 200, body: '{}' });
    // The next batch takes at most 64 of the waiting calls; answer every batch with "full path".
    for (let done = 0; done < MAX_QUEUE;) {
      await tick();
      const batch = pending.at(-1);
      if (!batch || pending.length === 1) continue;
      pending.splice(1);
      done += batch.calls;
      batch.answer([{ answers: Array.from({ length: batch.calls }, () => null) }]);
    }
    expect(new Set(await Promise.all(waiting))).toEqual(new Set(['full-path']));
  });

  it('answer "busy" to calls that waited past their deadline instead of sending them', async () => {
    const { db, pending } = heldDatabase();
    const lanes = new FastCalls(db, silent, 8);
    const first = lanes.settle(call(0), {});
    await tick();
    const late = lanes.settle(call(1), {});
    await new Promise((resolve) => setTimeout(resolve, CALL_DEADLINE_MS + 50));
    pending[0]?.answer([{ answers: [null] }]);
    await expect(first).resolves.toBe('full-path');
    await expect(late).resolves.toBe('busy');
    // The late call was never sent to the database.
    expect(pending).toHaveLength(1);
  });

  it('try a failing batch in halves only while one half settles: a fault of every call costs three statements', async () => {
    let statements = 0;
    const failing: Queryable = {
      query: () => {
        statements++;
        return Promise.reject(Object.assign(new Error('invalid input syntax'), { code: '22007' }));
      },
      exec: async () => undefined,
    };
    const db = { kind: 'postgres', dedicated: () => failing } as unknown as Db;
    const lanes = new FastCalls(db, silent, 8);
    const outcomes = await Promise.all(Array.from({ length: 16 }, (_, i) => lanes.settle(call(i), {})));
    expect(new Set(outcomes)).toEqual(new Set(['full-path']));
    expect(statements).toBe(3);
  });
});
