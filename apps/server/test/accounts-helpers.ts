import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../src/platform/db/types.js';

export const STRONG_PASSWORD = 'Secret123';
/** A country id that exists in the seeded list (Malta). */
export const MALTA = 153;

let counter = 0;
/** A unique e-mail per call, so tests of one file never collide. */
export function uniqueEmail(prefix = 'player'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${Date.now()}.${counter}@example.com`;
}

export function registrationBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email: uniqueEmail(),
    phone: '+35699123456',
    password: STRONG_PASSWORD,
    first_name: 'Ann',
    last_name: 'Lee',
    gender: 'female',
    date_of_birth: '1990-05-17',
    country: MALTA,
    referral: 'friend-42',
    lead_id: 'lead-7',
    ...overrides,
  };
}

export interface RegisteredPlayer {
  id: number;
  email: string;
  access: string;
  refresh: string;
}

/** Signs up a new player through the API. */
export async function registerPlayer(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  remoteAddress = '10.0.0.1',
): Promise<RegisteredPlayer> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/frontend/user/register/',
    payload: registrationBody(overrides),
    remoteAddress,
  });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  const body = res.json<{ id: number; email: string; tokens: { access: string; refresh: string } }>();
  return { id: body.id, email: body.email, access: body.tokens.access, refresh: body.tokens.refresh };
}

export const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

export function json(res: LightMyRequestResponse): Record<string, unknown> {
  return res.json<Record<string, unknown>>();
}

/** The newest message the server sent to recipient (the outbox record). */
export async function lastMessage(
  db: Db,
  recipient: string,
): Promise<{ subject: string; body: string; channel: string } | undefined> {
  const { rows } = await db.query<{ subject: string; body: string; channel: string }>(
    'SELECT subject, body, channel FROM outbound_messages WHERE lower(recipient) = lower($1) ORDER BY id DESC LIMIT 1',
    [recipient],
  );
  return rows[0];
}

export async function countRows(db: Db, sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) AS t`, params);
  return rows[0]?.n ?? 0;
}
