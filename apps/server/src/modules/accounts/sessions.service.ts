import { createHash } from 'node:crypto';
import type { Queryable } from '../../platform/db/types.js';
import type { Deps } from '../../platform/deps.js';
import { notFound } from '../../platform/http/errors.js';
import { lockUser } from './accounts.repository.js';
import { describeDevice } from './device.js';
import {
  findRecentSession,
  insertSession,
  listSessions,
  recordDevice,
  type SessionDbRow,
  type SessionSource,
} from './sessions.repository.js';

export const SESSION_LIST_LIMIT = 50;
/** A page reload or a second tab is not a new session: one row per IP and device in this window. */
export const SESSION_DEDUP_SECONDS = 10 * 60;
const USER_AGENT_MAX = 512;

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
  /** The web app's random id for this browser (X-Device-Id), when it sent a well-formed one. */
  deviceId?: string | undefined;
}

const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** The X-Device-Id header if well formed: anything else is ignored, never an error. */
export function deviceIdOf(header: string | string[] | undefined): string | undefined {
  return typeof header === 'string' && DEVICE_ID.test(header) ? header : undefined;
}

const clippedUserAgent = (client: ClientInfo) => (client.userAgent ?? '').slice(0, USER_AGENT_MAX);

/** Writes one account-activity row (sign-in, sign-up, provider sign-in) inside the caller's transaction. */
export async function recordSession(
  deps: Deps,
  tx: Queryable,
  userId: number,
  source: SessionSource,
  client: ClientInfo,
): Promise<SessionDbRow> {
  const userAgent = clippedUserAgent(client);
  // Kept hashed: the one-welcome-per-person rule compares devices (docs/decisions/013).
  if (client.deviceId)
    await recordDevice(
      tx,
      userId,
      createHash('sha256').update(client.deviceId).digest('hex'),
      deps.clock.now(),
    );
  return insertSession(tx, {
    userId,
    source,
    ip: client.ip,
    userAgent,
    device: describeDevice(userAgent),
    now: deps.clock.now(),
  });
}

/**
 * Records that the signed-in client started a session, unless the player already has a row
 * from the same IP and device within the last ten minutes; then that row is the answer.
 */
export async function startSession(
  deps: Deps,
  userId: number,
  client: ClientInfo,
): Promise<{ row: SessionDbRow; created: boolean }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // Serialises concurrent starts of one player, so two tabs cannot both write a row.
    // A token can outlive its player (a removed account): nothing to record, the same 404 as user/me/.
    if (!(await lockUser(tx, userId))) throw notFound();
    const recent = await findRecentSession(tx, {
      userId,
      ip: client.ip,
      device: describeDevice(clippedUserAgent(client)),
      since: new Date(now.getTime() - SESSION_DEDUP_SECONDS * 1000),
    });
    if (recent) return { row: recent, created: false };
    return { row: await recordSession(deps, tx, userId, 'session', client), created: true };
  });
}

/** The player's account activity, newest first. */
export function listPlayerSessions(deps: Deps, userId: number): Promise<SessionDbRow[]> {
  return listSessions(deps.db, userId, SESSION_LIST_LIMIT);
}
