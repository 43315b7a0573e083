import crypto from 'node:crypto';
import type { BonusItem } from '@casino/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { BonusCommandError, runBonusesCommand } from '../src/modules/bonuses/bonuses.ops.js';
import { ManualClock } from '../src/platform/clock.js';
import { buildTestApp } from './helper.js';
import { PAYMENTS_SECRET, paymentsKit, type Player } from './payments-helpers.js';

// The operator's bonus commands (`npm run ops -- bonus:* | promo:*`) through their function, on
// a real database: what they print, what they change, and that bad input changes nothing.

const clock = new ManualClock(new Date('2026-06-10T09:00:00Z'));
const { app, db } = await buildTestApp({ clock, env: { PAYMENTS_WEBHOOK_SECRET: PAYMENTS_SECRET } });
const pay = paymentsKit(app, db, clock);

afterEach(async () => {
  await pay.expectLedgerOk();
});

/** Runs a command; answers what it printed. */
async function ops(...args: string[]): Promise<string[]> {
  const lines: string[] = [];
  expect(await runBonusesCommand(args, { db, clock }, (l) => lines.push(l))).toBe(true);
  return lines;
}

/** A command that must be refused with a BonusCommandError matching `message`. */
async function refused(args: string[], message: RegExp): Promise<void> {
  const lines: string[] = [];
  const error = await runBonusesCommand(args, { db, clock }, (l) => lines.push(l)).then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error, `${args.join(' ')} was not refused`).toBeInstanceOf(BonusCommandError);
  expect((error as BonusCommandError).message).toMatch(message);
  expect((error as BonusCommandError).exitCode).toBe(2);
}

async function termsRow(code: string): Promise<Record<string, unknown>> {
  const { rows } = await db.query<Record<string, unknown>>('SELECT * FROM bonus_terms WHERE code = $1', [
    code,
  ]);
  const row = rows[0];
  if (!row) throw new Error(`no terms ${code}`);
  return row;
}

async function api<T>(player: Player, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await app.inject({
    method,
    url,
    headers: await pay.freshAuth(player),
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json<T>() };
}

async function deposit(player: Player, usd: number): Promise<void> {
  const application = await pay.openApplication(player, { usd_amount: usd });
  const res = await pay.webhook(pay.payment(application));
  expect(res.statusCode, res.body).toBe(200);
}

/** A new player who chose the super deposit bonus (150% up to 300 USD) and deposited `usd`. */
async function playerWithSuperDeposit(usd: number): Promise<{ player: Player; bonusId: number }> {
  const player = await pay.newPlayer();
  const options = await api<BonusItem[]>(player, 'GET', '/api/frontend/bonus/super/');
  expect(options.status).toBe(200);
  const superDeposit = options.body.find((o) => o.title.startsWith('150% up to 300'));
  if (!superDeposit) throw new Error('the super deposit option is not offered');
  expect((await api(player, 'POST', '/api/frontend/bonus/super/', { id: superDeposit.id })).status).toBe(200);
  await deposit(player, usd);
  return { player, bonusId: superDeposit.id };
}

describe('bonus:terms', () => {
  it('prints one line per terms row with its value, caps, wagering and spins', async () => {
    const lines = await ops('bonus:terms');
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM bonus_terms');
    expect(lines).toHaveLength(Number(rows[0]?.n));
    const welcome = lines.find((l) => l.startsWith('welcome-1 '));
    expect(welcome).toContain('welcome/deposit_and_fs');
    expect(welcome).toContain('enabled');
    expect(welcome).toContain('75% up to 1000.00 USD');
    expect(welcome).toContain('caps 3000.00/5000.00 USD');
    expect(welcome).toContain('wager 35x deposit+bonus, spins wager 35x winnings in 7 days');
    expect(welcome).toContain('min deposit 50.00 USD');
    expect(welcome).toContain('max bet 20.00 USD');
    expect(welcome).toContain('spins 175 at 0.20 from 50.00, 250 at 0.40 from 500.00 on neon-fruits,');
    expect(lines.find((l) => l.startsWith('wheel-spins-25 '))).toContain('no deposit needed');
  });
});

describe('bonus:set', () => {
  it('changes one field, prints the terms and says what players already hold keeps', async () => {
    const lines = await ops('bonus:set', 'reload-weekly', 'max_bet_usd', '12.5');
    expect((await termsRow('reload-weekly')).max_bet_cents).toBe(1250);
    expect(lines[0]).toContain('max bet 12.50 USD');
    expect(lines.join('\n')).toMatch(/already hold keep the limits copied/);

    await ops('bonus:set', 'reload-weekly', 'max_bet_usd', 'none');
    expect((await termsRow('reload-weekly')).max_bet_cents).toBeNull();
    await ops('bonus:set', 'reload-weekly', 'percentage', '60');
    await ops('bonus:set', 'reload-weekly', 'max_bonus_usd', '300');
    await ops('bonus:set', 'reload-weekly', 'activation_hours', '48');
    await ops('bonus:set', 'reload-weekly', 'enabled', 'false');
    expect(await termsRow('reload-weekly')).toMatchObject({
      percentage: 60,
      max_bonus_cents: 30_000,
      activation_hours: 48,
      enabled: false,
    });
    expect((await ops('bonus:terms')).find((l) => l.startsWith('reload-weekly '))).toContain('DISABLED');
    await ops('bonus:set', 'reload-weekly', 'enabled', 'true');
    await ops('bonus:set', 'reload-weekly', 'activation_hours', 'none');
    expect((await ops('bonus:set', 'help')).join('\n')).toContain('spins_max_winning_usd');
  });

  it('refuses an unknown code, field or a bad value and changes nothing', async () => {
    const before = await termsRow('welcome-2');
    await refused(['bonus:set', 'no-such-terms', 'wager', '30'], /no bonus terms "no-such-terms"/);
    await refused(['bonus:set', 'welcome-2', 'title', 'Free money'], /unknown field "title"/);
    await refused(['bonus:set', 'welcome-2', 'toString', '1'], /unknown field "toString"/);
    await refused(['bonus:set', 'welcome-2', 'spin_games', 'neon-fruits'], /unknown field/);
    await refused(['bonus:set', 'welcome-2'], /unknown field ""/);
    await refused(['bonus:set'], /needs <terms code> <field> <value>/);
    await refused(['bonus:set', 'welcome-2', 'wager', '201'], /wager must be a whole number from 0 to 200/);
    await refused(['bonus:set', 'welcome-2', 'wager', '3.5'], /whole number/);
    await refused(['bonus:set', 'welcome-2', 'wager', ''], /whole number/);
    await refused(['bonus:set', 'welcome-2', 'percentage', '-5'], /from 0 to 1000/);
    await refused(['bonus:set', 'welcome-2', 'max_bet_usd', '0'], /above 0/);
    await refused(['bonus:set', 'welcome-2', 'max_bet_usd', '1.234'], /at most 2 decimals/);
    await refused(['bonus:set', 'welcome-2', 'max_winning_usd', 'none'], /USD amount/);
    await refused(['bonus:set', 'welcome-2', 'min_deposit_usd', '1e3'], /USD amount/);
    await refused(['bonus:set', 'welcome-2', 'enabled', 'yes'], /true or false/);
    await refused(['bonus:set', 'welcome-2', 'wager_days', '0'], /from 1 to 365/);
    await refused(['bonus:set', 'welcome-2', 'wager', '30', 'extra'], /one value/);
    // Values the engine could not honour: nothing to grant, or nothing left to wager.
    await refused(['bonus:set', 'reload-weekly', 'percentage', '0'], /grant nothing/);
    await refused(['bonus:set', 'welcome-2', 'max_bonus_usd', '0'], /maximum of 0 USD/);
    await refused(['bonus:set', 'welcome-2', 'wager', '0'], /could never be converted/);
    await refused(['bonus:set', 'welcome-2', 'spins_wager', '0'], /could never be converted/);
    expect(await termsRow('welcome-2')).toEqual(before);
  });
});

describe('bonus:player and bonus:cancel', () => {
  it("lists a player's bonuses with wagering and balances, then cancels the active one through the engine", async () => {
    const { player, bonusId } = await playerWithSuperDeposit(100);
    const lines = await ops('bonus:player', String(player.id));
    const line = lines.find((l) => l.startsWith(`#${bonusId} `));
    expect(line).toContain('super-deposit');
    expect(line).toContain('super ');
    expect(line).toContain('active');
    expect(line).toContain(`wagered 0.00/${(40 * 250).toFixed(2)} USD`);
    expect(line).toContain('deposit 100.00 bonus 150.00');
    expect(line).toMatch(/granted 2026-06-10 09:00Z/);
    // The other super options were declined when this one was chosen.
    expect(lines.filter((l) => / rejected /.test(l)).length).toBeGreaterThan(0);
    expect(lines.at(-1)).toBe(`player ${player.id}: cash 100.00 USD, bonus 150.00 USD`);

    const cancelled = await ops('bonus:cancel', String(bonusId), 'bonus', 'abuse', 'review');
    expect(cancelled[0]).toBe(
      `bonus #${bonusId} (super-deposit) of player ${player.id}: cancelled (operator: bonus abuse review), written off 150.00 USD`,
    );
    expect(cancelled).toContain('ledger check: OK');
    expect((await ops('bonus:player', String(player.id))).at(-1)).toBe(
      `player ${player.id}: cash 100.00 USD, bonus 0.00 USD`,
    );
    const active = await api<unknown>(player, 'GET', '/api/frontend/bonus/active/');
    expect(active.body).toBeNull();
  });

  it('cancels a pending bonus too, and refuses ended, unknown and malformed ones', async () => {
    const player = await pay.newPlayer();
    const options = await api<BonusItem[]>(player, 'GET', '/api/frontend/bonus/super/');
    const option = options.body[0];
    if (!option) throw new Error('no super option');
    expect((await api(player, 'POST', '/api/frontend/bonus/super/', { id: option.id })).status).toBe(200);
    const cancelled = await ops('bonus:cancel', String(option.id), 'duplicate', 'account');
    expect(cancelled[0]).toContain('cancelled (operator: duplicate account), written off 0.00 USD');

    await refused(['bonus:cancel', String(option.id), 'again'], /is cancelled: only a pending or active/);
    await refused(['bonus:cancel', '999999999', 'why'], /no player bonus #999999999/);
    await refused(['bonus:cancel', 'abc', 'why'], /expected a player bonus id/);
    await refused(['bonus:cancel', '0', 'why'], /expected a player bonus id/);
    await refused(['bonus:cancel', String(option.id)], /needs a reason/);
    await refused(['bonus:cancel', String(option.id), 'x'.repeat(201)], /longer than 200/);
    await refused(['bonus:player', 'me'], /expected a player id/);
    await refused(['bonus:player', '999999999'], /no player 999999999/);
  });

  it('leaves a bonus that is not the current one alone', async () => {
    const { player, bonusId } = await playerWithSuperDeposit(100);
    const { rows } = await db.query<{ id: number }>(
      `SELECT id FROM player_bonuses WHERE user_id = $1 AND id <> $2 LIMIT 1`,
      [player.id, bonusId],
    );
    const other = rows[0]?.id;
    if (other === undefined) throw new Error('the player has no other bonus');
    await refused(['bonus:cancel', String(other), 'wrong', 'one'], /is rejected/);
    const { rows: state } = await db.query<{ state: string }>(
      'SELECT state FROM player_bonuses WHERE id = $1',
      [bonusId],
    );
    expect(state[0]?.state).toBe('active');
  });
});

describe('bonus:grant', () => {
  it('grants a fixed bonus on personal terms through the ledger, audited as the operator', async () => {
    const player = await pay.newPlayer();
    const lines = await ops(
      'bonus:grant',
      String(player.id),
      'reload-weekly',
      '12.50',
      'service',
      'recovery',
    );
    expect(lines[0]).toMatch(
      new RegExp(`^bonus #\\d+ \\(reload-weekly\\) granted to player ${player.id}: 12.50 USD`),
    );
    expect(lines[1]).toBe('ledger check: OK');
    const { rows } = await db.query<{ actor: string; reason: string }>(
      `SELECT actor, reason FROM audit_log WHERE action = 'bonus.grant' AND subject_id = $1`,
      [String(player.id)],
    );
    expect(rows).toEqual([{ actor: expect.stringMatching(/^ops:/) as string, reason: 'service recovery' }]);
    await refused(
      ['bonus:grant', String(player.id), 'reload-weekly', '5', 'again'],
      /already has a pending or active bonus/,
    );
    await refused(['bonus:grant', String(player.id), 'welcome-1', '5', 'x'], /personal or promo terms/);
    await refused(['bonus:grant', String(player.id), 'reload-weekly', '5'], /needs a reason/);
    await refused(['bonus:grant', String(player.id), 'reload-weekly', '0', 'x'], /amount/);
  });
});

describe('bonus:refusals', () => {
  it('lists welcome bonuses refused to linked accounts, newest first, with the other account', async () => {
    expect(await ops('bonus:refusals')).toEqual(['no refusals']);
    const first = await playerWithSuperDeposit(100);
    const second = await pay.newPlayer();
    const device = `device-${crypto.randomUUID()}`;
    for (const id of [first.player.id, second.id])
      await db.query(
        'INSERT INTO player_devices (user_id, device_hash, first_seen_at, last_seen_at) VALUES ($1, $2, $3, $3)',
        [id, device, clock.now()],
      );
    const options = await api<BonusItem[]>(second, 'GET', '/api/frontend/bonus/super/');
    const option = options.body[0];
    if (!option) throw new Error('no super option');
    expect((await api(second, 'POST', '/api/frontend/bonus/super/', { id: option.id })).status).toBe(400);

    const lines = await ops('bonus:refusals', '10');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `player ${second.id}  refused super-\\S+  linked to player ${first.player.id}  shared_device$`,
      ),
    );
    await refused(['bonus:refusals', '0'], /from 1 to 1000/);
    await refused(['bonus:refusals', 'all'], /whole number/);
  });
});

describe('promo:create and promo:list', () => {
  it('creates a code players can activate, with an end date and a use limit', async () => {
    const created = await ops(
      'promo:create',
      'summer26',
      'promo-spins',
      '--ends',
      '2026-08-31',
      '--max-uses',
      '1',
    );
    expect(created[0]).toBe(
      'promo code SUMMER26: terms promo-spins, from 2026-06-10 09:00Z to 2026-08-31 23:59Z, at most 1 uses',
    );
    const listed = await ops('promo:list');
    expect(listed.find((l) => l.startsWith('WELCOME50 '))).toMatch(/no end .*uses 0\/unlimited\s+open$/);
    expect(listed.find((l) => l.startsWith('SUMMER26 '))).toMatch(
      /terms promo-spins .*2026-06-10 09:00Z to 2026-09-01 00:00Z .*uses 0\/1\s+open$/,
    );

    const player = await pay.newPlayer();
    const used = await api(player, 'POST', '/api/frontend/promo-code/activate/', { promo_code: 'summer26' });
    expect(used.status).toBe(200);
    expect((await ops('promo:list')).find((l) => l.startsWith('SUMMER26 '))).toMatch(/uses 1\/1\s+used up$/);
    const late = await api<Record<string, string[]>>(
      await pay.newPlayer(),
      'POST',
      '/api/frontend/promo-code/activate/',
      {
        promo_code: 'SUMMER26',
      },
    );
    expect(late.status).toBe(400);
  });

  it('refuses a bad code, unknown or unsuitable terms, a past date and a bad limit, and creates nothing', async () => {
    const before = await pay.count('promo_codes');
    await refused(['promo:create', 'WELCOME50', 'promo-spins'], /exists already/);
    await refused(['promo:create', 'AB', 'promo-spins'], /3 to 32 letters/);
    await refused(['promo:create', 'NO SPACES', 'promo-spins'], /3 to 32 letters/);
    await refused(['promo:create', 'CODE1'], /needs <CODE> <terms code>/);
    await refused(['promo:create', 'CODE1', 'nope'], /no bonus terms "nope"/);
    await refused(
      ['promo:create', 'CODE1', 'welcome-1'],
      /welcome bonus; a promo code may give promo or personal/,
    );
    await refused(['promo:create', 'CODE1', 'wheel-spins-25'], /wheel bonus/);
    await refused(['promo:create', 'CODE1', 'promo-spins', '--ends', '2026-06-09'], /in the past/);
    await refused(['promo:create', 'CODE1', 'promo-spins', '--ends', '2026-02-30'], /YYYY-MM-DD/);
    await refused(['promo:create', 'CODE1', 'promo-spins', '--ends'], /YYYY-MM-DD/);
    await refused(['promo:create', 'CODE1', 'promo-spins', '--max-uses', '0'], /from 1 to/);
    await refused(['promo:create', 'CODE1', 'promo-spins', '--forever'], /unknown option "--forever"/);
    await ops('bonus:set', 'reload-weekly', 'enabled', 'false');
    await refused(['promo:create', 'CODE1', 'reload-weekly'], /disabled/);
    await ops('bonus:set', 'reload-weekly', 'enabled', 'true');
    expect(await pay.count('promo_codes')).toBe(before);
  });
});

describe('dispatch', () => {
  it('answers false for other modules and refuses an unknown bonus command', async () => {
    expect(await runBonusesCommand(['wheel:prizes'], { db, clock }, () => {})).toBe(false);
    expect(await runBonusesCommand([], { db, clock }, () => {})).toBe(false);
    await refused(['bonus:nonsense'], /unknown command bonus:nonsense/);
    await refused(['promo:delete', 'WELCOME50'], /unknown command promo:delete/);
  });
});
