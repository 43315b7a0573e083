import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { planSearch, searchPlayers } from '../src/modules/backoffice-reports/player-search.service.js';
import { reportFixtures } from './backoffice-fixtures.js';
import { buildTestApp } from './helper.js';

const { db } = await buildTestApp();
const fx = reportFixtures(db);

const at = '2026-03-01T10:00:00Z';
const anna = await fx.player({
  email: 'Anna.Schmidt@Example.com',
  country: 'DE',
  createdAt: at,
  phone: '+49 151 2345 6789',
  nickname: 'LuckyAnna',
  firstName: 'Anna',
  lastName: 'Schmidt',
});
const bruno = await fx.player({
  email: 'bruno@example.org',
  country: 'FR',
  createdAt: at,
  phone: '+33 6 12 34 56 78',
  nickname: 'br',
  firstName: 'Bruno',
  lastName: 'Annabelle',
});
const TRON = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const ETH = '0x52908400098527886E0F7030069857D2E4169EE7';
const DEVICE = 'device-0123456789abcdef';
await db.query(
  `INSERT INTO user_sessions (user_id, source, ip) VALUES ($1, 'signin', '203.0.113.7'), ($2, 'signin', '203.0.113.99')`,
  [anna, bruno],
);
await db.query(
  `INSERT INTO deposit_addresses (chain, address, user_id, derivation_path) VALUES ('tron', $1, $2, 'm/0')`,
  [TRON, anna],
);
await fx.withdrawal({ user: bruno, at, cents: 100, paid: false, address: ETH.toLowerCase() });
await db.query(
  `INSERT INTO player_devices (user_id, device_hash, first_seen_at, last_seen_at) VALUES ($1, $2, $3, $3)`,
  [bruno, crypto.createHash('sha256').update(DEVICE).digest('hex'), at],
);

const find = async (query: string, page = { limit: 50 as number | null, offset: 0 }) => {
  const { rows, total } = await searchPlayers({ db }, query, page);
  return { ids: rows.map((r) => r.id), matched: rows.map((r) => r.matched), total };
};

describe('player search', () => {
  it('finds a player by id, e-mail, phone, name and nickname', async () => {
    expect((await find(String(anna))).ids).toEqual([anna]);
    expect(await find('anna.schmidt@example.com')).toMatchObject({ ids: [anna], matched: [['email']] });
    expect((await find('example.')).ids).toEqual([bruno, anna]);
    expect(await find('151 2345')).toMatchObject({ ids: [anna], matched: [['phone']] });
    expect(await find('+33 6 12')).toMatchObject({ ids: [bruno], matched: [['phone']] });
    expect(await find('schmidt')).toMatchObject({ ids: [anna], matched: [['email', 'name']] });
    expect(await find('luckyanna')).toMatchObject({ ids: [anna], matched: [['nickname']] });
    // "anna": Anna's name, e-mail and nickname, and Bruno's last name.
    expect((await find('Anna')).ids).toEqual([bruno, anna]);
    // Two letters: only a nickname equal to them.
    expect(await find('BR')).toMatchObject({ ids: [bruno], matched: [['nickname']] });
  });

  it('finds a player by IP address (or its prefix), device and deposit or withdrawal address', async () => {
    expect(await find('203.0.113.7')).toMatchObject({ ids: [anna], matched: [['ip']] });
    expect((await find('203.0.113.')).ids).toEqual([bruno, anna]);
    expect(await find(DEVICE)).toMatchObject({ ids: [bruno], matched: [['device']] });
    expect(await find(TRON)).toMatchObject({ ids: [anna], matched: [['deposit_address']] });
    expect(await find(ETH)).toMatchObject({ ids: [bruno], matched: [['withdrawal_address']] });
  });

  it('pages on the server and counts every match', async () => {
    expect(await find('example', { limit: 1, offset: 0 })).toMatchObject({ ids: [bruno], total: 2 });
    expect(await find('example', { limit: 1, offset: 1 })).toMatchObject({ ids: [anna], total: 2 });
    expect(await find('nobody-like-this')).toEqual({ ids: [], matched: [], total: 0 });
  });

  it('treats LIKE wildcards as text', async () => {
    expect(planSearch('100%_off').emailLike).toBe('%100\\%\\_off%');
    expect((await find('%%%')).total).toBe(0);
  });
});
