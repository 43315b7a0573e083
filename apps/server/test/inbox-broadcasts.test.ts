import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InboxNotification } from '@casino/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { InboxCommandError, runInboxCommand } from '../src/modules/inbox/inbox.ops.js';
import { ManualClock } from '../src/platform/clock.js';
import { buildTestApp } from './helper.js';
import { PAYMENTS_SECRET, paymentsKit, type Player } from './payments-helpers.js';

// Operator broadcasts (docs/decisions/019): `inbox:broadcast` keeps the texts once and writes a
// message for every player of the segment in one transaction; the same --id never sends twice;
// refused input changes nothing; `inbox:broadcasts` reports recipients and who kept the message.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'casino-inbox-broadcasts-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const clock = new ManualClock(new Date('2026-05-04T10:00:00Z'));
const { app, db } = await buildTestApp({ clock, env: { PAYMENTS_WEBHOOK_SECRET: PAYMENTS_SECRET } });
const pay = paymentsKit(app, db, clock);

const TEXTS = {
  en: { title: 'Spring spins', description: 'New events are live.\nJoin today.', button_text: 'See events' },
  es: { title: 'Giros de primavera', description: 'Hay nuevos eventos.', button_text: 'Ver eventos' },
  pt: { title: 'Rodadas de primavera', description: 'Novos eventos no ar.', button_text: 'Ver eventos' },
  ru: { title: 'Весенние вращения', description: 'Новые турниры уже идут.', button_text: 'К турнирам' },
};

let files = 0;
function textsFile(content: unknown): string {
  files += 1;
  const file = path.join(dir, `texts-${files}.json`);
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

async function ops(...args: string[]): Promise<string[]> {
  const lines: string[] = [];
  await runInboxCommand(args, { db, clock }, (l) => lines.push(l));
  return lines;
}

const broadcast = (id: string, segment: string, route = '/promo/events', file = textsFile(TEXTS)) =>
  ops('inbox:broadcast', '--id', id, '--segment', segment, '--route', route, '--file', file);

async function inbox(player: Player, lang = 'en'): Promise<InboxNotification[]> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/frontend/notification/',
    headers: { ...(await pay.freshAuth(player)), 'accept-language': lang },
  });
  expect(res.statusCode).toBe(200);
  return res.json<InboxNotification[]>();
}

const broadcastsOf = async (player: Player) => (await inbox(player)).filter((m) => m.type === 'broadcast');

async function counts() {
  const { rows } = await db.query<{ events: number; broadcasts: number }>(
    `SELECT (SELECT count(*)::int FROM player_events) AS events, (SELECT count(*)::int FROM inbox_broadcasts) AS broadcasts`,
  );
  return rows[0];
}

// The segments' players: one of each kind, and one at station 2 this month.
const plain = await pay.newPlayer();
const depositor = await pay.newPlayer();
{
  const application = await pay.openApplication(depositor, { usd_amount: 100 });
  expect((await pay.webhook(pay.payment(application))).statusCode).toBe(200);
}
const verified = await pay.newPlayer();
await db.query(`UPDATE users SET verification_state = 'verified' WHERE id = $1`, [verified.id]);
const vip = await pay.newPlayer();
await db.query(`UPDATE users SET vip_since = $2 WHERE id = $1`, [vip.id, clock.now()]);
const climber = await pay.newPlayer();
await db.query(
  `INSERT INTO loyalty_months (user_id, month, weighted_stake, station, updated_at) VALUES ($1, '2026-05-01', 0, 2, $2),
     ($3, '2026-04-01', 0, 5, $2)`,
  [climber.id, clock.now(), plain.id],
);
const everyone = [plain, depositor, verified, vip, climber];

describe('inbox:broadcast', () => {
  it("reaches exactly the segment's players, in each reader's language, with its route", async () => {
    expect(await broadcast('spring-depositors', 'depositors')).toEqual([
      expect.stringMatching(/^broadcast #\d+ spring-depositors: sent to 1 player\(s\)$/),
    ]);
    expect(await broadcast('spring-verified', 'verified')).toEqual([
      expect.stringContaining('sent to 1 player(s)'),
    ]);
    expect(await broadcast('spring-vip', 'vip', '/vip')).toEqual([
      expect.stringContaining('sent to 1 player(s)'),
    ]);
    // Station 2 or above this month: last month's station 5 does not count.
    expect(await broadcast('spring-station', 'station:2', '/status')).toEqual([
      expect.stringContaining('sent to 1 player(s)'),
    ]);
    expect(await broadcast('spring-station-3', 'station:3', '/status')).toEqual([
      expect.stringContaining('sent to 0 player(s)'),
    ]);
    expect((await broadcastsOf(plain)).length).toBe(0);
    expect((await broadcastsOf(depositor)).map((m) => m.button_action)).toEqual(['/promo/events']);
    expect((await broadcastsOf(verified)).length).toBe(1);
    expect((await broadcastsOf(vip)).map((m) => m.button_action)).toEqual(['/vip']);
    expect((await broadcastsOf(climber)).map((m) => m.button_action)).toEqual(['/status']);

    expect(await broadcast('spring-all', 'all', '/tournaments?tournamentId=1&eventStarted=true')).toEqual([
      expect.stringContaining(`sent to ${everyone.length} player(s)`),
    ]);
    const [message] = await broadcastsOf(plain);
    expect(message).toEqual({
      id: expect.any(Number),
      type: 'broadcast',
      title: 'Spring spins',
      description: 'New events are live.\nJoin today.',
      img: '/inbox/broadcast.svg',
      button_text: 'See events',
      button_action: '/tournaments?tournamentId=1&eventStarted=true',
      created_at: '2026-05-04T10:00:00.000Z',
    });
    expect((await inbox(plain, 'ru'))[0]).toMatchObject({
      title: 'Весенние вращения',
      button_text: 'К турнирам',
    });
    expect((await inbox(plain, 'es'))[0]?.description).toBe('Hay nuevos eventos.');
  });

  it('never sends the same --id twice; other content under a used --id is refused', async () => {
    const before = await counts();
    expect(await broadcast('spring-all', 'all', '/tournaments?tournamentId=1&eventStarted=true')).toEqual([
      expect.stringMatching(/^broadcast #\d+ spring-all was sent already to 5 player\(s\); nothing changed$/),
    ]);
    await expect(
      broadcast('spring-all', 'vip', '/tournaments?tournamentId=1&eventStarted=true'),
    ).rejects.toThrow(/was sent on 2026-05-04 10:00Z with other content; choose a new --id/);
    await expect(
      broadcast(
        'spring-all',
        'all',
        '/tournaments?tournamentId=1&eventStarted=true',
        textsFile({ ...TEXTS, en: { ...TEXTS.en, title: 'Other' } }),
      ),
    ).rejects.toThrow(InboxCommandError);
    expect(await counts()).toEqual(before);
  });

  it('refuses bad input with a reason and changes nothing', async () => {
    const before = await counts();
    const { ru: _ru, ...noRussian } = TEXTS;
    const refusals: Array<[() => Promise<unknown>, RegExp]> = [
      [() => broadcast('x-no-ru', 'all', '/', textsFile(noRussian)), /ru: required \(all four languages/],
      [
        () => broadcast('x-empty', 'all', '/', textsFile({ ...TEXTS, es: { ...TEXTS.es, title: '  ' } })),
        /es\.title: must not be empty/,
      ],
      [
        () =>
          broadcast(
            'x-long',
            'all',
            '/',
            textsFile({ ...TEXTS, pt: { ...TEXTS.pt, button_text: 'x'.repeat(41) } }),
          ),
        /pt\.button_text: at most 40/,
      ],
      [
        () => broadcast('x-nul', 'all', '/', textsFile({ ...TEXTS, en: { ...TEXTS.en, title: 'a\u0000b' } })),
        /control characters/,
      ],
      [() => broadcast('x-extra', 'all', '/', textsFile({ ...TEXTS, de: TEXTS.en })), /texts/],
      [() => broadcast('x-json', 'all', '/', textsFile('{"en": ')), /cannot read/],
      [() => broadcast('x-file', 'all', '/', path.join(dir, 'missing.json')), /cannot read/],
      [() => broadcast('x-route', 'all', 'https://elsewhere.example/'), /is not a route of the app/],
      [() => broadcast('x-route2', 'all', '/nowhere'), /is not a route of the app; the app's paths: \//],
      [() => broadcast('x-segment', 'whales'), /unknown segment "whales"/],
      [() => broadcast('x-station', 'station:9'), /unknown segment/],
      [() => broadcast('Bad Id', 'all'), /--id: lowercase letters/],
      [() => ops('inbox:broadcast', '--id', 'x-missing', '--segment', 'all'), /needs --route, --file/],
      [() => ops('inbox:broadcast', '--id', 'x-opt', '--colour', 'red'), /unknown option "--colour"/],
      [() => ops('inbox:broadcast', '--id', '--segment', 'all'), /--id needs a value/],
      [() => ops('inbox:nothing'), /unknown command inbox:nothing/],
      [() => ops('inbox:broadcasts', '0'), /limit of 1 to 1000/],
    ];
    for (const [attempt, message] of refusals) {
      const refused = attempt();
      await expect(refused).rejects.toThrow(InboxCommandError);
      await expect(refused).rejects.toThrow(message);
    }
    expect(await counts()).toEqual(before);
  });
});

describe('inbox:broadcasts', () => {
  it('lists broadcasts newest first with their recipients and how many kept the message', async () => {
    const [message] = await broadcastsOf(vip);
    if (!message) throw new Error('a broadcast expected');
    const res = await app.inject({
      method: 'POST',
      url: `/api/frontend/notification/${message.id}/detach/`,
      headers: await pay.freshAuth(vip),
    });
    expect(res.statusCode).toBe(204);
    const lines = await ops('inbox:broadcasts');
    expect(lines).toHaveLength(6);
    expect(lines[0]).toMatch(
      /^#\d+ spring-all {2}2026-05-04 10:00Z {2}segment all {2}route \/tournaments\?tournamentId=1&eventStarted=true {2}5 recipient\(s\), 4 kept {2}"Spring spins"$/,
    );
    expect(lines.at(-1)).toMatch(/spring-depositors .* 1 recipient\(s\), 1 kept/);
    expect(await ops('inbox:broadcasts', '1')).toHaveLength(1);
  });
});
