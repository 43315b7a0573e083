import { describe, expect, it, vi } from 'vitest';
import type { RoundView } from '../src/protocol.js';
import { buildStudio, realLaunch } from './helper.js';

// The plugin's own timers, fast, instead of calling the jobs by hand.
const t = await buildStudio({ extra: { jobs: { outboxIntervalMs: 25, settlementIntervalMs: 25 } } });

const play = (session: string, bet: unknown) =>
  t.app.inject({ method: 'POST', url: `/studio/api/sessions/${session}/rounds`, payload: { bet } });

describe('studio jobs in the plugin', () => {
  it('retries a queued rollback on their own once the casino answers again', async () => {
    t.casino.balances.set('p-jobs', 1_000);
    const session = await t.open(realLaunch('p-jobs'));
    t.casino.loseAnswers.add('bet');
    expect((await play(session, { stake: 100 })).statusCode).toBe(502);
    t.casino.loseAnswers.clear();
    await vi.waitFor(() => expect(t.casino.callsOf('rollback')).toHaveLength(1), { timeout: 5_000 });
    expect(t.casino.balances.get('p-jobs')).toBe(1_000);
  });

  it('settles a multi-step round once it has been idle for an hour', async () => {
    t.casino.balances.set('p-jobs-idle', 1_000);
    const session = await t.open(realLaunch('p-jobs-idle', 'test-two-step'));
    const round = t.json<RoundView>(await play(session, { stake: 100 }));
    t.clock.advance(61 * 60_000);
    await vi.waitFor(
      () => expect(t.casino.callsOf('win').some((c) => c.body.round_id === round.round)).toBe(true),
      { timeout: 5_000 },
    );
  });
});
