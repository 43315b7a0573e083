import type { ActiveBonus, BonusActionResult, BonusItem } from '@casino/contract';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/platform/clock.js';
import { buildGamesApp, GAME_CODES, uid } from './games-helpers.js';
import { PAYMENTS_SECRET, paymentsKit } from './payments-helpers.js';

// Bonuses end to end through the API (docs/decisions/013): offers, activation, the deposit that
// grants, wagering by category with the maximum bet, free rounds, conversion, loss, expiry,
// cancellation, promo codes and the super bonus. The ledger holds after every test.

const clock = new ManualClock(new Date('2026-05-04T10:00:00Z'));
const kit = await buildGamesApp({
  clock,
  env: { PAYMENTS_WEBHOOK_SECRET: PAYMENTS_SECRET },
  // Two tests complete a bonus's wagering by hand, which the wagering check rightly refuses.
  ledgerChecksSkipped: ['bonus-wagering'],
});
const { app, db, call, newPlayer, openSession, balances, expectLedgerOk } = kit;
const pay = paymentsKit(app, db, clock);

afterEach(async () => {
  await expectLedgerOk();
});
afterAll(async () => {
  await expectLedgerOk();
});

type Player = Awaited<ReturnType<typeof newPlayer>>;

async function api<T>(
  player: Player | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
  lang = 'en',
) {
  const res = await app.inject({
    method,
    url,
    headers: { ...(player ? await pay.freshAuth(player) : {}), 'accept-language': lang },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.json<T>() };
}

/** A deposit of `usd` through the signed webhook (the same path as the simulated chain). */
async function deposit(player: Player, usd: number) {
  const application = await pay.openApplication(player, { usd_amount: usd });
  const res = await pay.webhook(pay.payment(application));
  expect(res.statusCode, res.body).toBe(200);
}

async function newVerifiedPlayer(): Promise<Player> {
  const p = await newPlayer('Bonus Player');
  await db.query(
    `UPDATE users SET is_email_verified = true, is_phone_verified = true, verification_state = 'verified', created_at = $2 WHERE id = $1`,
    [p.id, clock.now()],
  );
  return p;
}

async function available(p: Player): Promise<BonusItem[]> {
  const res = await api<BonusItem[]>(p, 'GET', '/api/frontend/bonus/available/');
  expect(res.status).toBe(200);
  expect(Array.isArray(res.body)).toBe(true);
  return res.body;
}

async function active(p: Player): Promise<ActiveBonus | null> {
  const res = await api<ActiveBonus | null>(p, 'GET', '/api/frontend/bonus/active/');
  expect(res.status).toBe(200);
  return res.body;
}

/** The value, or a failed test when it is missing. */
function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}

const byTitle = (items: BonusItem[], title: string) => {
  const item = items.find((i) => i.title.startsWith(title));
  if (!item) throw new Error(`no offer ${title} in ${items.map((i) => i.title).join(', ')}`);
  return item;
};

async function stateOf(id: number): Promise<{ state: string; end_reason: string | null }> {
  const { rows } = await db.query<{ state: string; end_reason: string | null }>(
    'SELECT state, end_reason FROM player_bonuses WHERE id = $1',
    [id],
  );
  return must(rows[0]);
}

/** A settled paid round: bet then win (closing) through the signed seamless wallet. */
async function round(session: Awaited<ReturnType<typeof openSession>>, betCents: number, winCents: number) {
  const roundId = uid('round');
  const base = {
    session_token: session.token,
    player_id: session.playerId,
    currency: 'USD',
    round_id: roundId,
    game: session.game,
  };
  const b = await call('bet', { ...base, transaction_id: uid('bet'), amount: betCents });
  if (b.status !== 200) return b;
  return call('win', { ...base, transaction_id: uid('win'), amount: winCents, round_closed: true });
}

/** Terms as an operator would set them for a test (wager, maximum bet, spin games). */
async function setTerms(code: string, patch: Record<string, unknown>) {
  for (const [column, value] of Object.entries(patch)) {
    await db.query(`UPDATE bonus_terms SET ${column} = $2 WHERE code = $1`, [code, value]);
  }
}

describe('bonus calls: access and shapes', () => {
  it('answers 401 to a guest on every call and never a 5xx on bad input', async () => {
    for (const [method, url] of [
      ['GET', '/api/frontend/bonus/available/'],
      ['GET', '/api/frontend/bonus/active/'],
      ['POST', '/api/frontend/bonus/activate/'],
      ['POST', '/api/frontend/bonus_reactivate/'],
      ['DELETE', '/api/frontend/bonus_deactivate/1/'],
      ['GET', '/api/frontend/bonus/super/'],
      ['POST', '/api/frontend/bonus/super/'],
      ['POST', '/api/frontend/bonus_reject/'],
      ['POST', '/api/frontend/promo-code/activate/'],
      ['GET', '/api/frontend/promo-code/used/'],
    ] as const) {
      const res = await api<{ detail: string }>(null, method, url, method === 'POST' ? {} : undefined);
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(typeof res.body.detail).toBe('string');
    }
    const p = await newPlayer();
    for (const payload of [
      {},
      { bonus_id: 'x' },
      { bonus_id: -1 },
      { bonus_id: 1.5 },
      { bonus_id: 2 ** 40 },
    ]) {
      const res = await api<Record<string, string[]>>(p, 'POST', '/api/frontend/bonus/activate/', payload);
      expect(res.status).toBe(400);
      expect(res.body.bonus_id?.[0]).toBeTruthy();
    }
    expect((await api(p, 'POST', '/api/frontend/bonus/activate/', { bonus_id: 999_999 })).status).toBe(404);
    expect((await api(p, 'DELETE', '/api/frontend/bonus_deactivate/abc/')).status).toBe(404);
    expect((await api(p, 'DELETE', '/api/frontend/bonus_deactivate/999999/')).status).toBe(404);
    const promo = await api<Record<string, string[]>>(p, 'POST', '/api/frontend/promo-code/activate/', {
      promo_code: '',
    });
    expect(promo.status).toBe(400);
    expect(promo.body.promo_code?.[0]).toBe('Enter a promo code.');
  });

  it("never shows or acts on another player's bonus", async () => {
    const owner = await newVerifiedPlayer();
    const other = await newVerifiedPlayer();
    const offer = byTitle(await available(owner), '75%');
    expect((await api(other, 'POST', '/api/frontend/bonus/activate/', { bonus_id: offer.id })).status).toBe(
      404,
    );
    expect((await api(owner, 'POST', '/api/frontend/bonus/activate/', { bonus_id: offer.id })).status).toBe(
      200,
    );
    expect((await api(other, 'DELETE', `/api/frontend/bonus_deactivate/${offer.id}/`)).status).toBe(404);
    expect((await active(owner))?.id).toBe(offer.id);
    expect(await active(other)).toBeNull();
  });
});

describe('welcome package: deposit, grant, wagering, conversion', () => {
  it('grants 75% and the spin tier on a qualifying first deposit and converts within the cap once wagered', async () => {
    const p = await newVerifiedPlayer();
    const offers = await available(p);
    const first = byTitle(offers, '75%');
    expect(first).toMatchObject({
      type: 'deposit_and_fs',
      wager: 35,
      max_winning: 3000,
      min_deposit_amount: 50,
      is_active: false,
    });
    // The second and third deposits' offers are not listed before the first deposit.
    expect(offers.some((o) => o.title.startsWith('50%'))).toBe(false);
    const activated = await api<BonusActionResult>(p, 'POST', '/api/frontend/bonus/activate/', {
      bonus_id: first.id,
    });
    expect(activated.status).toBe(200);
    expect(activated.body.bonus).toMatchObject({ is_active: true, is_used: false, button_text: 'Deposit' });
    await deposit(p, 40); // below the minimum: stays pending
    expect((await active(p))?.state).toBe('pending');
    await deposit(p, 100);
    const granted = must(await active(p));
    expect(granted).toMatchObject({
      state: 'active',
      bonus_balance: 75,
      spins_left: 175,
      bet_per_spin: 0.2,
      wager_required: 35 * 175,
    });
    expect(await balances(p.id)).toEqual({ cashCents: 14_000, bonusCents: 7_500 });

    // Wagering: a slot bet counts 100%, a table bet 10%; the maximum bet is 20 USD.
    const slot = await openSession(p);
    const table = await openSession(p, GAME_CODES.table);
    const refused = await round(slot, 2_001, 0);
    expect(refused.status).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'bet_limit' });
    expect(await balances(p.id)).toEqual({ cashCents: 14_000, bonusCents: 7_500 });
    expect((await round(slot, 2_000, 2_000)).status).toBe(200);
    expect((await round(table, 1_000, 1_000)).status).toBe(200);
    expect((await active(p))?.wagered).toBe(20 + 1);

    // Met: move the count to the requirement and settle one more round: converts min(balance, cap).
    await db.query(
      `UPDATE player_bonuses SET wagered_cents = wager_required_cents, spins_left = 0 WHERE id = $1`,
      [first.id],
    );
    expect((await round(slot, 100, 0)).status).toBe(200);
    expect(await stateOf(first.id)).toEqual({ state: 'completed', end_reason: 'wagered' });
    expect(await active(p)).toBeNull();
    const after = await balances(p.id);
    expect(after.bonusCents).toBe(0);
    expect(after.cashCents).toBe(14_000 - 100 + 7_500);
    // The package's step for the player's next deposit is offered now: two deposits were made
    // (the 40 USD one, below the minimum, counts as a deposit), so the third step.
    expect(byTitle(await available(p), '100% up to 500').is_active).toBe(false);
    expect((await available(p)).some((o) => o.title.startsWith('50%'))).toBe(false);
  });

  it('caps the conversion at max_winning and writes the rest off', async () => {
    const p = await newVerifiedPlayer();
    const offer = byTitle(await available(p), '75%');
    await api(p, 'POST', '/api/frontend/bonus/activate/', { bonus_id: offer.id });
    await deposit(p, 100);
    // Bonus winnings beyond the cap (3,000 + 5,000 for the spins) stay with the house.
    await db.query(
      `UPDATE player_bonuses SET max_winning_cents = 5000, spins_max_winning_cents = 1000, wagered_cents = wager_required_cents, spins_left = 0 WHERE id = $1`,
      [offer.id],
    );
    const slot = await openSession(p);
    expect((await round(slot, 100, 0)).status).toBe(200);
    const row = await db.query<{ converted_cents: number; written_off_cents: number }>(
      'SELECT converted_cents, written_off_cents FROM player_bonuses WHERE id = $1',
      [offer.id],
    );
    expect(row.rows[0]).toEqual({ converted_cents: 6_000, written_off_cents: 1_500 });
    expect((await balances(p.id)).bonusCents).toBe(0);
  });

  it('shares a win with the bonus account in proportion to the stake the bonus paid', async () => {
    const p = await newVerifiedPlayer();
    const offer = byTitle(await available(p), '75%');
    await api(p, 'POST', '/api/frontend/bonus/activate/', { bonus_id: offer.id });
    await deposit(p, 100);
    const slot = await openSession(p);
    // Spend the cash first (98 of 100 in 5 losing rounds), then a 20 USD bet: 2 cash + 18 bonus.
    for (const cents of [2_000, 2_000, 2_000, 2_000, 1_800])
      expect((await round(slot, cents, 0)).status).toBe(200);
    expect(await balances(p.id)).toEqual({ cashCents: 200, bonusCents: 7_500 });
    expect((await round(slot, 2_000, 10_000)).status).toBe(200);
    expect(await balances(p.id)).toEqual({ cashCents: 1_000, bonusCents: 7_500 - 1_800 + 9_000 });
  });

  it('loses the bonus when its balance falls below 1.50 USD with no spins left', async () => {
    const p = await newVerifiedPlayer();
    const offer = byTitle(await available(p), '75%');
    await api(p, 'POST', '/api/frontend/bonus/activate/', { bonus_id: offer.id });
    await deposit(p, 100);
    await db.query(`UPDATE player_bonuses SET spins_left = 0 WHERE id = $1`, [offer.id]);
    const slot = await openSession(p);
    for (let i = 0; i < 5; i++) expect((await round(slot, 2_000, 0)).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await round(slot, 2_000, 0)).status).toBe(200);
    expect(await balances(p.id)).toEqual({ cashCents: 0, bonusCents: 1_500 });
    expect((await round(slot, 1_400, 0)).status).toBe(200);
    expect(await stateOf(offer.id)).toEqual({ state: 'lost', end_reason: 'depleted' });
    expect(await balances(p.id)).toEqual({ cashCents: 0, bonusCents: 0 });
  });
});

describe('free rounds', () => {
  it('hands the spins to the game at launch, plays them without touching the balance and wagers their winnings', async () => {
    await setTerms('verification-spins', { spin_games: [GAME_CODES.slot] });
    const p = await newVerifiedPlayer();
    await deposit(p, 20);
    const offer = byTitle(await available(p), '100 spins');
    const res = await api<BonusActionResult>(p, 'POST', '/api/frontend/bonus/activate/', {
      bonus_id: offer.id,
    });
    expect(res.body.bonus).toMatchObject({ is_used: true, number_of_spins: 100 });
    const before = kit.provider.launches.length;
    const slot = await openSession(p);
    const launched = must(kit.provider.launches[before]).body;
    expect(launched.free_rounds).toEqual({ id: `bonus-${offer.id}`, count: 100, bet: 20 });
    // Table games get no spins.
    const tableBefore = kit.provider.launches.length;
    await openSession(p, GAME_CODES.table);
    expect(must(kit.provider.launches[tableBefore]).body.free_rounds).toBeUndefined();

    const base = { session_token: slot.token, player_id: slot.playerId, currency: 'USD', game: slot.game };
    const roundId = uid('free');
    const bet = await call('bet', {
      ...base,
      round_id: roundId,
      transaction_id: uid('bet'),
      amount: 20,
      free_round_id: `bonus-${offer.id}`,
    });
    expect(bet.status, bet.text).toBe(200);
    expect(bet.json()).toMatchObject({ balance: 2_000, free_rounds_left: 99 });
    expect(
      (
        await call('win', {
          ...base,
          round_id: roundId,
          transaction_id: uid('win'),
          amount: 300,
          round_closed: true,
        })
      ).status,
    ).toBe(200);
    expect(await balances(p.id)).toEqual({ cashCents: 2_000, bonusCents: 300 });
    const now = must(await active(p));
    expect(now).toMatchObject({ spins_left: 99, spins_winnings: 3, wager_required: 3 * 45 });

    // Another bet size, another game or a made-up grant are refused and move nothing.
    for (const bad of [
      { amount: 40, free_round_id: `bonus-${offer.id}` },
      { amount: 20, free_round_id: 'bonus-999999' },
      { amount: 20, free_round_id: 'nonsense' },
    ]) {
      const r = await call('bet', { ...base, round_id: uid('free'), transaction_id: uid('bet'), ...bad });
      expect(r.status).toBe(409);
      expect(r.json()).toMatchObject({ error: 'free_round_unavailable' });
    }
    expect(await balances(p.id)).toEqual({ cashCents: 2_000, bonusCents: 300 });
  });
});

describe('ends: expiry, deactivation, withdrawal, replacement', () => {
  it('expires a pending bonus without its deposit and an active one at the end of its period, writing its balance off', async () => {
    const p = await newVerifiedPlayer();
    const offer = byTitle(await available(p), '75%');
    await api(p, 'POST', '/api/frontend/bonus/activate/', { bonus_id: offer.id });
    await deposit(p, 60);
    expect((await balances(p.id)).bonusCents).toBe(4_500);
    clock.advance(8 * 24 * 3600 * 1000);
    const { bonusesOf } = await import('../src/modules/bonuses/bonuses.service.js');
    expect(await bonusesOf({ db, clock }).expireDue(clock.now())).toBeGreaterThanOrEqual(1);
    expect(await stateOf(offer.id)).toEqual({ state: 'expired', end_reason: 'wagering_period' });
    expect(await balances(p.id)).toEqual({ cashCents: 6_000, bonusCents: 0 });
    // Running it again changes nothing.
    await bonusesOf({ db, clock }).expireDue(clock.now());
    expect(await balances(p.id)).toEqual({ cashCents: 6_000, bonusCents: 0 });
  });

  it('deactivates with a translated message; a withdrawal request cancels the active bonus', async () => {
    const p = await newVerifiedPlayer();
    const offer = byTitle(await available(p), '75%');
    await api(p, 'POST', '/api/frontend/bonus/activate/', { bonus_id: offer.id });
    const off = await api<BonusActionResult>(
      p,
      'DELETE',
      `/api/frontend/bonus_deactivate/${offer.id}/`,
      undefined,
      'es',
    );
    expect(off.status).toBe(200);
    expect(off.body.detail).toBe('El bono se ha desactivado.');
    expect(await stateOf(offer.id)).toEqual({ state: 'cancelled', end_reason: 'deactivated' });
    expect((await api(p, 'DELETE', `/api/frontend/bonus_deactivate/${offer.id}/`)).status).toBe(400);

    const q = await newVerifiedPlayer();
    const qOffer = byTitle(await available(q), '75%');
    await api(q, 'POST', '/api/frontend/bonus/activate/', { bonus_id: qOffer.id });
    await deposit(q, 100);
    const w = await app.inject({
      method: 'POST',
      url: '/api/frontend/withdrawals/',
      headers: await pay.freshAuth(q),
      payload: {
        amount: 10,
        provider: 'TRX',
        token_type: 'USDT',
        address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
      },
    });
    expect(w.statusCode, w.body).toBe(201);
    expect(await stateOf(qOffer.id)).toEqual({ state: 'cancelled', end_reason: 'withdrawal' });
    expect(await balances(q.id)).toEqual({ cashCents: 9_000, bonusCents: 0 });
  });

  it('refuses a second bonus unless it replaces the first (bonus_reactivate)', async () => {
    const p = await newVerifiedPlayer();
    await deposit(p, 20);
    const offers = await available(p);
    const reload = byTitle(offers, 'Reload');
    const spins = byTitle(offers, '100 spins');
    expect((await api(p, 'POST', '/api/frontend/bonus/activate/', { bonus_id: reload.id })).status).toBe(200);
    const second = await api<Record<string, string[]>>(p, 'POST', '/api/frontend/bonus/activate/', {
      bonus_id: spins.id,
    });
    expect(second.status).toBe(400);
    expect(second.body.bonus_id?.[0]).toMatch(/already have an active bonus/);
    const replaced = await api<BonusActionResult>(p, 'POST', '/api/frontend/bonus_reactivate/', {
      bonus_id: spins.id,
    });
    expect(replaced.status).toBe(200);
    expect(await stateOf(reload.id)).toEqual({ state: 'cancelled', end_reason: 'replaced' });
    expect((await active(p))?.id).toBe(spins.id);
  });
});

describe('promo codes', () => {
  it('activates once; unknown, used and ineligible codes each have their own message; attempts are limited', async () => {
    const p = await newPlayer();
    const msg = async (code: string, lang = 'en') =>
      (
        await api<Record<string, string[]>>(
          p,
          'POST',
          '/api/frontend/promo-code/activate/',
          { promo_code: code },
          lang,
        )
      ).body.promo_code?.[0];
    expect(await msg('NOPE-CODE')).toBe('This promo code does not exist.');
    expect(await msg('%_\'"')).toBe('This promo code does not exist.');
    const ok = await api<{ detail: string; bonus: BonusItem }>(
      p,
      'POST',
      '/api/frontend/promo-code/activate/',
      { promo_code: ' welcome50 ' },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.detail).toBe('The promo code has been activated.');
    expect(ok.body.bonus).toMatchObject({ offer: 'promo', is_active: true, is_used: false });
    expect(await msg('WELCOME50', 'pt')).toBe('Você já usou este código promocional.');
    const used = await api<Array<{ promo_code: string }>>(p, 'GET', '/api/frontend/promo-code/used/');
    expect(used.body.map((u) => u.promo_code)).toEqual(['WELCOME50']);
    await db.query(
      `INSERT INTO promo_codes (code, terms_id, starts_at, ends_at) SELECT 'OLDCODE', id, $1, $2 FROM bonus_terms WHERE code = 'promo-spins'`,
      [new Date('2026-01-01T00:00:00Z'), new Date('2026-02-01T00:00:00Z')],
    );
    expect(await msg('OLDCODE')).toBe('This promo code has expired.');
    await db.query(
      `INSERT INTO promo_codes (code, terms_id, starts_at) SELECT 'VERIFIED', id, $1 FROM bonus_terms WHERE code = 'verification-spins'`,
      [new Date('2026-01-01T00:00:00Z')],
    );
    expect(await msg('VERIFIED')).toBe('This promo code is not available for your account.');
    // Brute force: the 11th attempt in the window is throttled.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await api(p, 'POST', '/api/frontend/promo-code/activate/', { promo_code: `GUESS${i}` })).status,
      );
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('super bonus and one welcome per person', () => {
  it('offers four options once (the sports welcome among them); choosing one pends it and ends is_new_user; declining is final', async () => {
    const p = await newPlayer();
    const options = await api<BonusItem[]>(p, 'GET', '/api/frontend/bonus/super/');
    expect(options.body).toHaveLength(4);
    expect(options.body.map((o) => o.type)).toEqual([
      'super_deposit',
      'super_fs',
      'super_deposit_and_fs',
      'freebet',
    ]);
    const chosen = await api<BonusActionResult>(p, 'POST', '/api/frontend/bonus/super/', {
      id: must(options.body[0]).id,
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.bonus).toMatchObject({ is_active: true, is_used: false, min_deposit_amount: 80 });
    expect((await api<BonusItem[]>(p, 'GET', '/api/frontend/bonus/super/')).body).toEqual([]);
    expect(
      (await api(p, 'POST', '/api/frontend/bonus/super/', { id: must(options.body[1]).id })).status,
    ).toBe(400);
    const me = await api<{ is_new_user: boolean }>(p, 'GET', '/api/frontend/wallet/me/');
    expect(me.body.is_new_user).toBe(false);
    await deposit(p, 100);
    expect(await active(p)).toMatchObject({ state: 'active', bonus_balance: 150, wager_required: 40 * 250 });

    const q = await newPlayer();
    const declined = await api<{ detail: string }>(q, 'POST', '/api/frontend/bonus_reject/');
    expect(declined.status).toBe(200);
    expect((await api<BonusItem[]>(q, 'GET', '/api/frontend/bonus/super/')).body).toEqual([]);
  });

  it('refuses a welcome bonus to an account sharing a device with one that took it, and records why', async () => {
    const first = await newPlayer();
    const second = await newPlayer();
    const device = `dev-${uid('d')}`;
    for (const p of [first, second])
      await db.query(
        `INSERT INTO player_devices (user_id, device_hash, first_seen_at, last_seen_at) VALUES ($1, $2, $3, $3)`,
        [p.id, device, clock.now()],
      );
    const a = (await api<BonusItem[]>(first, 'GET', '/api/frontend/bonus/super/')).body;
    expect((await api(first, 'POST', '/api/frontend/bonus/super/', { id: must(a[0]).id })).status).toBe(200);
    const b = (await api<BonusItem[]>(second, 'GET', '/api/frontend/bonus/super/')).body;
    const refused = await api<Record<string, string[]>>(second, 'POST', '/api/frontend/bonus/super/', {
      id: must(b[0]).id,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.bonus_id?.[0]).toMatch(/once per person/);
    const { rows } = await db.query<{ reason: string; other_user_id: number }>(
      'SELECT reason, other_user_id FROM bonus_refusals WHERE user_id = $1',
      [second.id],
    );
    expect(rows).toEqual([{ reason: 'shared_device', other_user_id: first.id }]);
  });
});

describe('fixed grants (cashback, loyalty rewards)', () => {
  it('grants a fixed amount at once from the cashback account, and refuses while another bonus is current', async () => {
    const { bonusesOf } = await import('../src/modules/bonuses/bonuses.service.js');
    const engine = bonusesOf({ db, clock });
    const p = await newVerifiedPlayer();
    const terms = await db.query<{ id: number }>(`SELECT id FROM bonus_terms WHERE code = 'reload-weekly'`);
    const termsId = must(terms.rows[0]).id;
    const granted = await db.transaction((tx) =>
      engine.grantFixed(tx, {
        userId: p.id,
        termsId,
        amountCents: 1_234,
        source: 'loyalty',
        from: 'cashback',
        now: clock.now(),
      }),
    );
    expect(granted).toMatchObject({ state: 'active', bonus_cents: 1_234, wager_required_cents: 1_234 * 30 });
    expect(await balances(p.id)).toEqual({ cashCents: 0, bonusCents: 1_234 });
    await expect(
      db.transaction((tx) =>
        engine.grantFixed(tx, {
          userId: p.id,
          termsId,
          amountCents: 100,
          source: 'loyalty',
          from: 'cashback',
          now: clock.now(),
        }),
      ),
    ).rejects.toThrow();
    expect(await balances(p.id)).toEqual({ cashCents: 0, bonusCents: 1_234 });
  });
});
