import { cents, requireRow, type StudioQueryable } from '../platform/db.js';

export interface SessionRow {
  id: string;
  sessionToken: string | null;
  playerId: string | null;
  game: string;
  currency: string;
  demo: boolean;
  demoBalance: number | null;
  lastBalance: number | null;
  language: 'en' | 'es' | 'pt' | 'ru';
  lobbyUrl: string;
  createdAt: Date;
  expiresAt: Date;
}

interface Raw {
  id: string;
  session_token: string | null;
  player_id: string | null;
  game: string;
  currency: string;
  demo: boolean;
  demo_balance: unknown;
  last_balance: unknown;
  language: SessionRow['language'];
  lobby_url: string;
  created_at: Date;
  expires_at: Date;
}

const toSession = (r: Raw): SessionRow => ({
  id: r.id,
  sessionToken: r.session_token,
  playerId: r.player_id,
  game: r.game,
  currency: r.currency,
  demo: r.demo,
  demoBalance: r.demo_balance === null ? null : cents(r.demo_balance),
  lastBalance: r.last_balance === null ? null : cents(r.last_balance),
  language: r.language,
  lobbyUrl: r.lobby_url,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
});

/** The seed owner of a session: the player for real play (one seed pair across sessions), the session for demo. */
export function ownerOf(session: Pick<SessionRow, 'id' | 'demo' | 'playerId'>): string {
  return session.demo || session.playerId === null ? `d:${session.id}` : `p:${session.playerId}`;
}

export async function insertSession(q: StudioQueryable, s: SessionRow): Promise<void> {
  await q.query(
    `INSERT INTO studio_sessions (id, session_token, player_id, game, currency, demo, demo_balance,
       last_balance, language, lobby_url, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      s.id,
      s.sessionToken,
      s.playerId,
      s.game,
      s.currency,
      s.demo,
      s.demoBalance,
      s.lastBalance,
      s.language,
      s.lobbyUrl,
      s.createdAt,
      s.expiresAt,
    ],
  );
}

export async function findSession(q: StudioQueryable, id: string): Promise<SessionRow | undefined> {
  const { rows } = await q.query<Raw>('SELECT * FROM studio_sessions WHERE id = $1', [id]);
  return rows[0] && toSession(rows[0]);
}

/** The session row locked for the transaction (demo balance changes). */
export async function lockSession(tx: StudioQueryable, id: string): Promise<SessionRow> {
  const { rows } = await tx.query<Raw>('SELECT * FROM studio_sessions WHERE id = $1 FOR UPDATE', [id]);
  return toSession(requireRow(rows, `session ${id} vanished`));
}

export async function setDemoBalance(tx: StudioQueryable, id: string, balance: number): Promise<void> {
  await tx.query('UPDATE studio_sessions SET demo_balance = $2 WHERE id = $1', [id, balance]);
}

/** Remembers the casino's latest balance, shown when the wallet cannot be asked. */
export async function setLastBalance(q: StudioQueryable, id: string, balance: number): Promise<void> {
  await q.query('UPDATE studio_sessions SET last_balance = $2 WHERE id = $1', [id, balance]);
}
