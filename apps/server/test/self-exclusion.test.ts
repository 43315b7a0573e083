import { describe, expect, it } from 'vitest';
import { bonusesOf } from '../src/modules/bonuses/bonuses.service.js';
import { seedBonusTerms } from '../src/modules/bonuses/bonuses.seed.js';
import { InboxService } from '../src/modules/inbox/inbox.service.js';
import { ManualClock } from '../src/platform/clock.js';
import { registrationBody, uniqueEmail } from './accounts-helpers.js';
import { buildGamesApp, roundFields, uid } from './games-helpers.js';

// Self-exclusion in full (docs/decisions/040): the bonus cancelled through the bonus engine,
// marketing stopped, sign-up refused with any identifier of the excluded player for the whole
// period, and the account reopened only on the player's request after a 24-hour cooling-off.

const clock = new ManualClock(new Date('2026-05-04T10:20:00Z'));
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const kit = await buildGamesApp({ clock });
const { app, db, call, fund, openSession } = kit;
await seedBonusTerms(db);
const inbox = new InboxService({ db, clock });

type Auth = { authorization: string };
type Player = { id: number; auth: Auth };

async function newPlayer(): Promise<Player> {
  const p = await kit.newPlayer();
  await db.query('UPDATE users SET is_email_verified = true WHERE id = $1', [p.id]);
  await fund(p.id, 100_00);
  await kit.wallet.warmAccounts(p.id);
  return p;
}

const fresh = async (p: { id: number }): Promise<Auth> => ({
  authorization: `Bearer ${await app.deps.accessTokens.sign(p.id)}`,
});

async function takeBreak(p: { id: number }, kind: string, period: string) {
  return app.inject({
    method: 'POST',
    url: '/api/frontend/limits/break/',
    headers: await fresh(p),
    payload: { kind, period },
  });
}

async function overview(p: { id: number }) {
  const res = await app.inject({ method: 'GET', url: '/api/frontend/limits/', headers: await fresh(p) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ account_state: string; cooling_off_until: string | null; break: unknown }>();
}

const reopen = async (p: { id: number }, lang = 'en') =>
  app.inject({
    method: 'POST',
    url: '/api/frontend/limits/reopen/',
    headers: { ...(await fresh(p)), 'accept-language': lang },
  });

/** A fixed bonus granted through the engine (active, wagering running). */
async function grantBonus(p: Player, cents: number) {
  const { rows } = await db.query<{ id: number }>(`SELECT id FROM bonus_terms WHERE code = 'welcome-1'`);
  return db.transaction((tx) =>
    bonusesOf(kit).grantFixed(tx, {
      userId: p.id,
      termsId: rows[0]?.id ?? 0,
      amountCents: cents,
      source: 'operator',
      from: 'bonus_grants',
      now: clock.now(),
    }),
  );
}

/** A live game session again: the break ended it, as a session racing the break would be. */
async function liveSession(p: Player) {
  const session = await openSession(p);
  return async () => {
    await db.query('UPDATE game_sessions SET expires_at = $2 WHERE user_id = $1', [
      p.id,
      new Date(clock.now().getTime() + HOUR),
    ]);
    return call('bet', { ...roundFields(session), transaction_id: uid('bet'), amount: 100 });
  };
}

describe('the bonus on self-exclusion', () => {
  it('is cancelled through the bonus engine, its balance written off once; the cash stays withdrawable', async () => {
    const p = await newPlayer();
    const bonus = await grantBonus(p, 25_00);
    expect((await kit.balances(p.id)).bonusCents).toBe(25_00);

    const taken = await takeBreak(p, 'self_exclusion', '6m');
    expect(taken.statusCode, taken.body).toBe(200);

    const { rows } = await db.query<{ state: string; end_reason: string }>(
      'SELECT state, end_reason FROM player_bonuses WHERE id = $1',
      [bonus.id],
    );
    expect(rows[0]).toEqual({ state: 'cancelled', end_reason: 'self_exclusion' });
    const balances = await kit.balances(p.id);
    expect(balances.bonusCents).toBe(0);
    expect(balances.cashCents).toBe(100_00);
    const writeOffs = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM transfers WHERE idempotency_key = $1`,
      [`bonus:${bonus.id}:write-off`],
    );
    expect(writeOffs.rows[0]?.n).toBe(1);

    // A longer exclusion on top finds no bonus left: nothing moves twice.
    expect((await takeBreak(p, 'self_exclusion', '1y')).statusCode).toBe(200);
    expect((await kit.balances(p.id)).bonusCents).toBe(0);
    await kit.expectLedgerOk();
  });

  it('is kept through a time-out (no new bonus may be taken then, but the running one is not lost)', async () => {
    const p = await newPlayer();
    const bonus = await grantBonus(p, 10_00);
    expect((await takeBreak(p, 'time_out', '24h')).statusCode).toBe(200);
    const { rows } = await db.query<{ state: string }>('SELECT state FROM player_bonuses WHERE id = $1', [
      bonus.id,
    ]);
    expect(rows[0]?.state).toBe('active');
    expect((await kit.balances(p.id)).bonusCents).toBe(10_00);
  });
});

describe('marketing during a break', () => {
  const texts = Object.fromEntries(
    ['en', 'es', 'pt', 'ru'].map((l) => [
      l,
      { title: `News ${l}`, description: 'Come back', button_text: 'Go' },
    ]),
  ) as Parameters<InboxService['broadcast']>[0]['texts'];

  it('skips excluded and timed-out players in broadcasts, tournament news, bonus reminders and offers', async () => {
    const open = await newPlayer();
    const timedOut = await newPlayer();
    const excluded = await newPlayer();
    // Everyone holds an active bonus whose wagering ends within the reminder's window.
    for (const p of [open, timedOut]) {
      const b = await grantBonus(p, 5_00);
      await db.query('UPDATE player_bonuses SET wager_ends_at = $2 WHERE id = $1', [
        b.id,
        new Date(clock.now().getTime() + 2 * HOUR),
      ]);
    }
    expect((await takeBreak(timedOut, 'time_out', '7d')).statusCode).toBe(200);
    expect((await takeBreak(excluded, 'self_exclusion', '1y')).statusCode).toBe(200);
    const ours = [open.id, timedOut.id, excluded.id];
    const eventsOf = async (type: string) =>
      (
        await db.query<{ user_id: number }>(
          'SELECT user_id FROM player_events WHERE type = $1 AND user_id = ANY($2::bigint[]) ORDER BY user_id',
          [type, ours],
        )
      ).rows.map((r) => Number(r.user_id));

    const audience = await inbox.audience('all');
    const sent = await inbox.broadcast({
      code: uid('spring'),
      segment: 'all',
      route: '/promo/events',
      texts,
    });
    expect(sent.recipients).toBe(audience);
    expect(await eventsOf('broadcast')).toEqual([open.id]);

    await inbox.warnExpiringBonuses(clock.now());
    expect(await eventsOf('bonus_expiring')).toEqual([open.id]);

    const month = `${clock.now().toISOString().slice(0, 7)}-01`;
    for (const id of ours)
      await db.query(
        'INSERT INTO loyalty_months (user_id, month, weighted_stake, station, updated_at) VALUES ($1, $2, 100, 1, $3)',
        [id, month, clock.now()],
      );
    const name = JSON.stringify({ en: 'Spring race' });
    await db.query(
      `INSERT INTO tournaments (code, name, description, prize_cents, category, prizes, start_date, end_date)
       VALUES ($1, $2, $2, 1000, 'bet_sum', ARRAY[1000::bigint], $3, $4)`,
      [uid('race'), name, new Date(clock.now().getTime() - HOUR), new Date(clock.now().getTime() + DAY)],
    );
    await inbox.announceTournaments(clock.now());
    expect(await eventsOf('tournament_started')).toEqual([open.id]);

    const offersOf = async (p: Player) => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/frontend/bonus/available/',
        headers: await fresh(p),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Array<{ state?: string; status?: string }>>();
    };
    const fresh2 = await newPlayer();
    expect((await offersOf(fresh2)).length).toBeGreaterThan(0);
    const paused = await newPlayer();
    expect((await takeBreak(paused, 'time_out', '24h')).statusCode).toBe(200);
    expect(await offersOf(paused)).toEqual([]);
    const superOptions = await app.inject({
      method: 'GET',
      url: '/api/frontend/bonus/super/',
      headers: await fresh(paused),
    });
    expect(superOptions.json()).toEqual([]);
  });
});

describe('sign-up by a self-excluded person', () => {
  const deviceId = 'device-of-the-excluded-player-0001';
  let address = 0;
  const signUp = (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
    address += 1;
    return app.inject({
      method: 'POST',
      url: '/api/frontend/user/register/',
      payload: registrationBody(body),
      headers,
      remoteAddress: `10.9.0.${address}`,
    });
  };

  it('is refused for the whole period with the same e-mail, phone, verified identity or device, without saying which', async () => {
    const email = uniqueEmail('excluded');
    const first = await signUp(
      { email, phone: '+35699111222', first_name: 'José', last_name: "O'Neil", date_of_birth: '1985-03-09' },
      { 'x-device-id': deviceId },
    );
    expect(first.statusCode, first.body).toBe(201);
    const id = first.json<{ id: number }>().id;
    await db.query(`UPDATE users SET verification_state = 'verified' WHERE id = $1`, [id]);
    expect((await takeBreak({ id }, 'self_exclusion', '6m')).statusCode).toBe(200);

    // The register keeps keyed hashes only: no e-mail, phone or name in it.
    const kept = await db.query<{ kind: string; digest: string }>(
      'SELECT kind, digest FROM exclusion_register WHERE user_id = $1 ORDER BY kind',
      [id],
    );
    expect(kept.rows.map((r) => r.kind)).toEqual(['device', 'email', 'identity', 'phone']);
    expect(JSON.stringify(kept.rows)).not.toMatch(/excluded|35699111222|jose/i);

    const attempts = [
      { email: email.toUpperCase() },
      { phone: '+356 99 111 222' },
      { first_name: 'jose', last_name: 'ONEIL', date_of_birth: '1985-03-09' },
    ];
    const answers = [];
    for (const a of attempts) answers.push(await signUp(a, { 'accept-language': 'es' }));
    answers.push(await signUp({}, { 'x-device-id': deviceId, 'accept-language': 'es' }));
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({
        detail: 'No podemos abrirte una cuenta: estos datos pertenecen a un jugador autoexcluido.',
      });
    }
    // A different person on another device signs up.
    expect((await signUp({}, { 'x-device-id': 'another-device-entirely-0002' })).statusCode).toBe(201);

    // Anonymising the account later does not open the door.
    await db.query(`UPDATE users SET email = $2, phone = '', first_name = '', last_name = '' WHERE id = $1`, [
      id,
      `erased-${id}@invalid`,
    ]);
    expect((await signUp({ email })).statusCode).toBe(403);

    // After the period, the same person may sign up again.
    const start = clock.now();
    clock.set(new Date(start.getTime() + 185 * DAY));
    try {
      expect((await signUp({ email })).statusCode).toBe(201);
    } finally {
      clock.set(start);
    }
  });

  it('is refused for ever after a permanent exclusion', async () => {
    const email = uniqueEmail('forever');
    const first = await signUp({ email, phone: '+35699333444' });
    const id = first.json<{ id: number }>().id;
    expect((await takeBreak({ id }, 'self_exclusion', 'permanent')).statusCode).toBe(200);
    const start = clock.now();
    clock.set(new Date(start.getTime() + 20 * 365 * DAY));
    try {
      expect((await signUp({ phone: '+35699333444' })).statusCode).toBe(403);
    } finally {
      clock.set(start);
    }
  });
});

describe('reopening after a self-exclusion', () => {
  it('only on request once the period is over, then after a 24-hour cooling-off', async () => {
    const p = await newPlayer();
    const bet = await liveSession(p);
    expect((await takeBreak(p, 'self_exclusion', '6m')).statusCode).toBe(200);
    expect((await overview(p)).account_state).toBe('excluded');

    const early = await reopen(p);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ detail: string }>().detail).toMatch(
      /^Your self-exclusion runs until 2026-11-04 10:20 UTC/,
    );

    const start = clock.now();
    try {
      clock.set(new Date(start.getTime() + 200 * DAY));
      // The period is over, but time alone reopens nothing.
      expect(await overview(p)).toMatchObject({ account_state: 'reopenable', break: null });
      expect((await bet()).json()).toMatchObject({ error: 'play_paused' });

      // Two tabs asking at once: one reopening, one cooling-off.
      const [a, b] = await Promise.all([reopen(p), reopen(p)]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const asked = clock.now();
      expect(await overview(p)).toMatchObject({
        account_state: 'cooling_off',
        cooling_off_until: new Date(asked.getTime() + DAY).toISOString(),
      });
      const events = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM player_events WHERE user_id = $1 AND type = 'gambling_exclusion_changed'`,
        [p.id],
      );
      expect(events.rows[0]?.n).toBe(1);
      const audit = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM audit_log WHERE action = 'responsible_gambling.exclusion.reopen_asked' AND subject_id = $1`,
        [String(p.id)],
      );
      expect(audit.rows[0]?.n).toBe(1);

      clock.set(new Date(asked.getTime() + DAY - 60_000));
      expect((await bet()).json()).toMatchObject({ error: 'play_paused' });
      clock.set(new Date(asked.getTime() + DAY + 1000));
      expect((await bet()).status).toBe(200);
      expect((await overview(p)).account_state).toBe('open');
      expect((await reopen(p)).statusCode).toBe(409);
    } finally {
      clock.set(start);
    }
  });

  it('never reopens a permanent exclusion', async () => {
    const p = await newPlayer();
    expect((await takeBreak(p, 'self_exclusion', 'permanent')).statusCode).toBe(200);
    const start = clock.now();
    try {
      clock.set(new Date(start.getTime() + 30 * 365 * DAY));
      const res = await reopen(p, 'pt');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: 'Uma autoexclusão permanente não pode ser reaberta.' });
      expect((await overview(p)).account_state).toBe('excluded');
    } finally {
      clock.set(start);
    }
  });

  it('has nothing to reopen for a player who never excluded themselves', async () => {
    const p = await newPlayer();
    expect((await reopen(p)).statusCode).toBe(409);
    expect((await overview(p)).account_state).toBe('open');
  });
});
