import { requireRow, type StudioQueryable } from '../platform/db.js';

export interface SeedRow {
  id: number;
  owner: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
  active: boolean;
  createdAt: Date;
  revealedAt: Date | null;
}

interface Raw {
  id: unknown;
  owner: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
  active: boolean;
  created_at: Date;
  revealed_at: Date | null;
}

const toSeed = (r: Raw): SeedRow => ({
  id: Number(r.id),
  owner: r.owner,
  serverSeed: r.server_seed,
  serverSeedHash: r.server_seed_hash,
  clientSeed: r.client_seed,
  nextNonce: r.next_nonce,
  active: r.active,
  createdAt: r.created_at,
  revealedAt: r.revealed_at,
});

export interface NewSeed {
  owner: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  createdAt: Date;
}

/** Creates the owner's active pair unless one exists (a returning player keeps theirs). */
export async function ensureActiveSeed(q: StudioQueryable, seed: NewSeed): Promise<void> {
  await q.query(
    `INSERT INTO studio_seeds (owner, server_seed, server_seed_hash, client_seed, active, created_at)
     VALUES ($1, $2, $3, $4, true, $5)
     ON CONFLICT (owner) WHERE active DO NOTHING`,
    [seed.owner, seed.serverSeed, seed.serverSeedHash, seed.clientSeed, seed.createdAt],
  );
}

export async function insertActiveSeed(tx: StudioQueryable, seed: NewSeed): Promise<SeedRow> {
  const { rows } = await tx.query<Raw>(
    `INSERT INTO studio_seeds (owner, server_seed, server_seed_hash, client_seed, active, created_at)
     VALUES ($1, $2, $3, $4, true, $5) RETURNING *`,
    [seed.owner, seed.serverSeed, seed.serverSeedHash, seed.clientSeed, seed.createdAt],
  );
  return toSeed(requireRow(rows, 'seed insert returned nothing'));
}

export async function findActiveSeed(q: StudioQueryable, owner: string): Promise<SeedRow | undefined> {
  const { rows } = await q.query<Raw>('SELECT * FROM studio_seeds WHERE owner = $1 AND active', [owner]);
  return rows[0] && toSeed(rows[0]);
}

/** The owner's active pair, locked: whoever holds it takes the next nonce or changes the pair. */
export async function lockActiveSeed(tx: StudioQueryable, owner: string): Promise<SeedRow | undefined> {
  const { rows } = await tx.query<Raw>('SELECT * FROM studio_seeds WHERE owner = $1 AND active FOR UPDATE', [
    owner,
  ]);
  return rows[0] && toSeed(rows[0]);
}

/** Takes the pair's next nonce (the row must be locked by the caller). */
export async function takeNonce(tx: StudioQueryable, seedId: number): Promise<number> {
  const { rows } = await tx.query<{ nonce: number }>(
    'UPDATE studio_seeds SET next_nonce = next_nonce + 1 WHERE id = $1 RETURNING next_nonce - 1 AS nonce',
    [seedId],
  );
  return requireRow(rows, `seed ${seedId} vanished`).nonce;
}

export async function setClientSeed(tx: StudioQueryable, seedId: number, clientSeed: string): Promise<void> {
  await tx.query('UPDATE studio_seeds SET client_seed = $2 WHERE id = $1', [seedId, clientSeed]);
}

/** Retires the pair: its server seed may be shown from now on. */
export async function revealSeed(tx: StudioQueryable, seedId: number, now: Date): Promise<void> {
  await tx.query('UPDATE studio_seeds SET active = false, revealed_at = $2 WHERE id = $1', [seedId, now]);
}

export async function findSeedById(q: StudioQueryable, id: number): Promise<SeedRow | undefined> {
  const { rows } = await q.query<Raw>('SELECT * FROM studio_seeds WHERE id = $1', [id]);
  return rows[0] && toSeed(rows[0]);
}

export async function findSeedByHash(q: StudioQueryable, hash: string): Promise<SeedRow | undefined> {
  const { rows } = await q.query<Raw>('SELECT * FROM studio_seeds WHERE server_seed_hash = $1', [hash]);
  return rows[0] && toSeed(rows[0]);
}
