import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BonusItem, InboxNotification } from '@casino/contract';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runDocumentsCommand } from '../src/modules/documents/documents.ops.js';
import { documentsOf } from '../src/modules/documents/documents.service.js';
import { tournamentsOf } from '../src/modules/tournaments/tournaments.service.js';
import { runWithdrawalsCommand } from '../src/modules/withdrawals/withdrawals.ops.js';
import { ManualClock } from '../src/platform/clock.js';
import {
  inboxBonusExpiringJob,
  inboxTournamentStartedJob,
  loyaltyCashbackJob,
  settleTournamentsJob,
} from '../src/platform/jobs/catalogue.js';
import { runJob, type JobDeps } from '../src/platform/jobs/jobs.js';
import { buildGamesApp, GAME_CODES, uid } from './games-helpers.js';
import { PAYMENTS_SECRET, paymentsKit } from './payments-helpers.js';

// Every cause of an inbox message, driven through its real flow (docs/decisions/019): a deposit
// through the signed webhook, a withdrawal paid and one rejected by the operator's commands,
// documents reviewed, a bonus activated and granted by its deposit, the station reached by
// real-money bets, cashback settled by its job, a tournament announced and its prize paid by
// settlement. Each message is checked for its words and the route its button opens, and the
// jobs for running twice without telling anyone twice. The ledger holds after every test.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-inbox-events-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const START = new Date('2026-05-04T10:00:00Z');
const clock = new ManualClock(START);
const kit = await buildGamesApp({
  clock,
  env: { PAYMENTS_WEBHOOK_SECRET: PAYMENTS_SECRET, DATA_DIR: dataDir },
  // Every test sets the clock back to START, so an event can be created "before" rounds that closed
  // later: the scores check, which places rounds by time, cannot pass here.
  ledgerChecksSkipped: ['tournament-scores'],
});
const { app, db, playRound, newPlayer, openSession, fund, gameId, expectLedgerOk } = kit;
const pay = paymentsKit(app, db, clock);
const jobDeps: JobDeps = app.deps;
const quiet = () => undefined;
const TRON_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeEach(() => clock.set(START));
afterEach(async () => {
  await expectLedgerOk();
});

type Player = Awaited<ReturnType<typeof newPlayer>>;

async function inbox(player: Player, lang = 'en'): Promise<InboxNotification[]> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/frontend/notification/',
    headers: { ...(await pay.freshAuth(player)), 'accept-language': lang },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<InboxNotification[]>();
}

/** The player's only message of a type (the test fails when there is none or more than one). */
async function only(
  player: Player,
  type: InboxNotification['type'],
  lang = 'en',
): Promise<InboxNotification> {
  const found = (await inbox(player, lang)).filter((m) => m.type === type);
  expect(found, `${type} messages`).toHaveLength(1);
  const [message] = found;
  if (!message) throw new Error(`no ${type} message`);
  return message;
}

async function deposit(player: Player, usd: number): Promise<void> {
  const application = await pay.openApplication(player, { usd_amount: usd });
  const res = await pay.webhook(pay.payment(application));
  expect(res.statusCode, res.body).toBe(200);
}

async function verified(nickname = 'Inbox'): Promise<Player> {
  const player = await newPlayer(nickname);
  await db.query(
    `UPDATE users SET is_email_verified = true, is_phone_verified = true, verification_state = 'verified', created_at = $2 WHERE id = $1`,
    [player.id, clock.now()],
  );
  return player;
}

describe('payments and verification', () => {
  it('a credited deposit: its amount, and the history as the button', async () => {
    const player = await newPlayer();
    await deposit(player, 80);
    const m = await only(player, 'deposit_credited');
    expect(m).toMatchObject({
      title: 'Deposit credited',
      button_text: 'View history',
      button_action: '/profile?tab=history',
    });
    expect(m.description).toContain('$80.00');
  });

  it('a withdrawal paid and one rejected (its reason), but no message for the request itself', async () => {
    const player = await verified();
    await deposit(player, 200);
    const request = async (amount: number) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/frontend/withdrawals/',
        headers: await pay.freshAuth(player),
        payload: { amount, provider: 'TRX', token_type: 'USDT', address: TRON_ADDRESS },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: number }>().id;
    };
    const paid = await request(40);
    const rejected = await request(30.75);
    expect((await inbox(player)).map((m) => m.type)).toEqual(['deposit_credited']);

    clock.advance(HOUR);
    await runWithdrawalsCommand(['withdrawal:pay', String(paid), 'f'.repeat(64)], { db, clock }, quiet);
    clock.advance(HOUR);
    await runWithdrawalsCommand(
      ['withdrawal:reject', String(rejected), 'Address', 'not', 'yours.'],
      { db, clock },
      quiet,
    );
    // Repeated operator commands tell the player nothing new.
    await runWithdrawalsCommand(['withdrawal:reject', String(rejected), 'again'], { db, clock }, quiet);

    const list = await inbox(player);
    expect(list.map((m) => m.type)).toEqual(['withdrawal_rejected', 'withdrawal_paid', 'deposit_credited']);
    expect(list[1]).toMatchObject({ title: 'Withdrawal sent', button_action: '/profile?tab=history' });
    expect(list[1]?.description).toBe(
      '$40.00 has been sent to your USDT wallet. It may take a few minutes to show on the network.',
    );
    expect(list[0]?.description).toBe(
      'Your withdrawal of $30.75 was declined and the amount is back on your balance. Reason: Address not yours.',
    );
    const [ru] = await inbox(player, 'ru');
    expect(ru?.title).toBe('Вывод отклонён');
  });

  it('a document verified, and one rejected with the reason: both to the profile', async () => {
    const player = await newPlayer();
    const documents = documentsOf(app.deps);
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      Buffer.from('IHDR'),
      Buffer.alloc(100, 1),
    ]);
    const first = (await documents.upload(player.id, { content: png, documentType: 'passport' })).document.id;
    const opsDeps = { db, clock, config: { dataDir } };
    await runDocumentsCommand(
      ['document:reject', String(first), 'The', 'photo', 'is', 'blurred.'],
      opsDeps,
      quiet,
    );
    const rejected = await only(player, 'document_rejected');
    expect(rejected).toMatchObject({
      title: 'Document not accepted',
      button_text: 'Upload again',
      button_action: '/profile',
    });
    expect(rejected.description).toMatch(/Reason: The photo is blurred\.$/);

    clock.advance(HOUR);
    const second = (await documents.upload(player.id, { content: png, documentType: 'id_card' })).document.id;
    await runDocumentsCommand(['document:verify', String(second)], opsDeps, quiet);
    const accepted = await only(player, 'document_verified', 'es');
    expect(accepted).toMatchObject({ title: 'Cuenta verificada', button_action: '/profile' });
  });
});

describe('bonuses', () => {
  it('activated (waits for a deposit), then granted by the deposit; the expiring job warns once', async () => {
    const player = await verified('Bonus');
    const offers = (
      await app.inject({
        method: 'GET',
        url: '/api/frontend/bonus/available/',
        headers: await pay.freshAuth(player),
      })
    ).json<BonusItem[]>();
    const welcome = offers.find((o) => o.title.startsWith('75%'));
    if (!welcome) throw new Error('no welcome offer');
    const activated = await app.inject({
      method: 'POST',
      url: '/api/frontend/bonus/activate/',
      headers: await pay.freshAuth(player),
      payload: { bonus_id: welcome.id },
    });
    expect(activated.statusCode, activated.body).toBe(200);
    const waiting = await only(player, 'bonus_activated');
    expect(waiting).toMatchObject({ title: 'Your bonus awaits a deposit', button_action: '/bonuses' });
    expect(waiting.description).toMatch(
      /^You activated 75%.*\. Deposit at least \$50\.00 by .+ UTC and it is yours\.$/,
    );

    clock.advance(HOUR);
    await deposit(player, 100);
    expect((await inbox(player)).map((m) => m.type)).toEqual([
      'deposit_credited',
      'bonus_granted',
      'bonus_activated',
    ]);
    const granted = await only(player, 'bonus_granted');
    expect(granted).toMatchObject({
      title: 'Your bonus is active',
      button_text: 'My bonus',
      button_action: '/bonuses',
    });
    expect(granted.description).toMatch(
      /\$75\.00 is on your bonus balance and 175 free spins are ready to play/,
    );
    const [pt] = (await inbox(player, 'pt')).filter((m) => m.type === 'bonus_granted');
    expect(pt?.description).toMatch(/175 rodadas grátis/);

    // The wagering period ends 30 days after the grant (the terms' wager_days): warned within its last day.
    const { rows } = await db.query<{ wager_ends_at: Date }>(
      `SELECT wager_ends_at FROM player_bonuses WHERE user_id = $1 AND state = 'active'`,
      [player.id],
    );
    const ends = rows[0]?.wager_ends_at;
    if (!ends) throw new Error('no active bonus');
    clock.set(new Date(ends.getTime() - DAY - HOUR));
    expect(await runJob(jobDeps, inboxBonusExpiringJob)).toMatchObject({ outcome: 'succeeded' });
    expect((await inbox(player)).some((m) => m.type === 'bonus_expiring')).toBe(false);
    clock.set(new Date(ends.getTime() - DAY + HOUR));
    expect(await runJob(jobDeps, inboxBonusExpiringJob)).toMatchObject({ outcome: 'succeeded' });
    // Later periods run again and find the bonus warned already.
    clock.advance(HOUR);
    expect(await runJob(jobDeps, inboxBonusExpiringJob)).toMatchObject({
      outcome: 'succeeded',
      summary: expect.stringMatching(/^0 player/),
    });
    const expiring = await only(player, 'bonus_expiring');
    expect(expiring).toMatchObject({ title: 'Your bonus ends soon', button_action: '/bonuses' });
    expect(expiring.description).toContain(
      `${new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(ends)} UTC`,
    );
  });
});

describe('loyalty', () => {
  it('a station reached by real-money bets, once, with its spins waiting in Bonuses', async () => {
    const player = await newPlayer('Climber');
    await fund(player.id, 3_000_00);
    const bets = async (amount: number) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/dev/loyalty/bets',
        headers: await pay.freshAuth(player),
        payload: { amount, count: 1 },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await bets(1_000);
    expect(await inbox(player)).toEqual([]);
    await bets(250); // 1,250 USD of slot bets: 125 points, station 1
    await bets(250);
    const station = await only(player, 'station_reached');
    expect(station).toMatchObject({
      title: 'Station 1 reached',
      button_text: 'Get my spins',
      button_action: '/bonuses',
    });
    expect(station.description).toContain('10 free spins are waiting for you in Bonuses');
    const [ru] = await inbox(player, 'ru');
    expect(ru?.description).toContain('10 фриспинов');
  });

  it('cashback settled by its weekly job: one message per claim, even when the job is forced again', async () => {
    clock.set(new Date('2026-05-05T12:00:00Z'));
    const player = await newPlayer('Unlucky');
    await fund(player.id, 8_000_00);
    const session = await openSession(player);
    // 7,500 USD staked and lost: station 2, 2% cashback of 7,500 is 150 USD.
    for (let i = 0; i < 5; i += 1) await playRound(session, 1_500_00);
    const station = (await inbox(player)).filter((m) => m.type === 'station_reached');
    expect(station.map((m) => m.title)).toEqual(['Station 2 reached', 'Station 1 reached']);

    clock.set(new Date('2026-05-08T00:00:30Z'));
    expect(await runJob(jobDeps, loyaltyCashbackJob)).toMatchObject({ outcome: 'succeeded' });
    await db.query(`DELETE FROM job_runs WHERE job = 'loyalty:cashback'`);
    expect(await runJob(jobDeps, loyaltyCashbackJob)).toMatchObject({ outcome: 'succeeded' });
    const cashback = await only(player, 'cashback_ready');
    expect(cashback).toMatchObject({
      title: 'Your cashback is ready',
      button_text: 'Claim cashback',
      button_action: '/status',
    });
    expect(cashback.description).toBe(
      "$150.00 of cashback (2% of last week's net losses) is waiting for you. Claim it by May 15, 2026, 12:00 AM UTC.",
    );
  });
});

describe('tournaments', () => {
  const tournaments = tournamentsOf({ db, clock });
  let sequence = 0;
  const create = (start: Date, end: Date) =>
    tournaments.create({
      code: `inbox-${++sequence}-${uid('t').slice(-6)}`,
      name: { en: 'Spin Race', es: 'Carrera de giros', pt: 'Corrida de giros', ru: 'Гонка' },
      description: '<p>Play.</p>',
      rounds: null,
      mainImg: '',
      previewImg: '',
      minBetCents: 0,
      category: 'bet_count',
      prizes: [100_00, 50_00],
      start,
      end,
      gameIds: [gameId(GAME_CODES.slot)],
    });

  it('a started event is announced once to players who played this month or last, not to others', async () => {
    const active = await newPlayer('Active');
    await fund(active.id, 100_00);
    await playRound(await openSession(active), 1_00);
    const idle = await newPlayer('Idle');
    const { id } = await create(new Date(START.getTime() + HOUR), new Date(START.getTime() + 3 * DAY));
    const { id: old } = await create(
      new Date(START.getTime() - 2 * DAY),
      new Date(START.getTime() + 3 * DAY),
    );

    expect(await runJob(jobDeps, inboxTournamentStartedJob)).toMatchObject({ outcome: 'succeeded' });
    expect((await inbox(active)).filter((m) => m.type === 'tournament_started')).toEqual([]);
    clock.advance(HOUR + 60_000);
    expect(await runJob(jobDeps, inboxTournamentStartedJob)).toMatchObject({
      outcome: 'succeeded',
      summary: expect.stringMatching(/^1 event\(s\) announced/),
    });
    clock.advance(60_000);
    expect(await runJob(jobDeps, inboxTournamentStartedJob)).toMatchObject({
      summary: '0 event(s) announced in 0 message(s)',
    });
    const started = await only(active, 'tournament_started');
    expect(started).toMatchObject({
      title: 'Spin Race has started',
      button_text: 'Join now',
      button_action: `/tournaments?tournamentId=${id}&eventStarted=true`,
    });
    expect(started.description).toContain('$150.00');
    expect((await only(active, 'tournament_started', 'es')).title).toBe('Carrera de giros ha comenzado');
    expect(await inbox(idle)).toEqual([]);
    // The event that started two days ago is not announced late.
    const announced = await db.query(
      'SELECT 1 FROM inbox_tournament_announcements WHERE tournament_id = $1',
      [old],
    );
    expect(announced.rows).toEqual([]);
  });

  it('a prize paid by settlement: the place and the prize, to the leaderboard', async () => {
    const { id } = await create(new Date(START.getTime() - HOUR), new Date(START.getTime() + DAY));
    const winner = await newPlayer('Winner');
    const second = await newPlayer('Second');
    await fund(winner.id, 100_00);
    await fund(second.id, 100_00);
    const a = await openSession(winner);
    const b = await openSession(second);
    for (let i = 0; i < 3; i += 1) await playRound(a, 1_00);
    await playRound(b, 1_00);
    clock.set(new Date(START.getTime() + DAY + 2 * 60_000));
    expect(await runJob(jobDeps, settleTournamentsJob)).toMatchObject({ outcome: 'succeeded' });
    const prize = await only(winner, 'tournament_prize');
    expect(prize).toMatchObject({
      title: 'You won a prize!',
      button_text: 'See leaderboard',
      button_action: `/tournaments?tournamentId=${id}&eventStarted=true`,
    });
    expect(prize.description).toBe(
      'You finished Spin Race in place 1: $100.00 has been added to your balance.',
    );
    expect((await only(second, 'tournament_prize', 'ru')).description.replace(/\u00a0/g, ' ')).toBe(
      'Вы заняли 2-е место в турнире «Гонка»: 50,00 $ зачислено на ваш баланс.',
    );
  });
});
