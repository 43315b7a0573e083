import { hashServerSeed, newClientSeed, newServerSeed } from '@casino/game-math';
import type { StudioQueryable } from '../platform/db.js';
import type { FairView } from '../protocol.js';
import { ensureActiveSeed, findActiveSeed, type NewSeed, type SeedRow } from './seeds.repository.js';

/** A fresh pair for an owner: a secret server seed (committed by its hash) and a client seed. */
export function freshSeed(owner: string, now: Date, clientSeed: string = newClientSeed()): NewSeed {
  const serverSeed = newServerSeed();
  return { owner, serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed, createdAt: now };
}

export function presentFair(seed: SeedRow): FairView {
  return { server_seed_hash: seed.serverSeedHash, client_seed: seed.clientSeed, nonce: seed.nextNonce };
}

/** The owner's active pair, created on first need. */
export async function activeSeedOf(q: StudioQueryable, owner: string, now: Date): Promise<SeedRow> {
  const existing = await findActiveSeed(q, owner);
  if (existing) return existing;
  await ensureActiveSeed(q, freshSeed(owner, now));
  const created = await findActiveSeed(q, owner);
  if (!created) throw new Error(`no active seed for ${owner}`);
  return created;
}

/** What the client shows of the seeds for the next round. */
export async function fairOf(q: StudioQueryable, owner: string, now: Date): Promise<FairView> {
  return presentFair(await activeSeedOf(q, owner, now));
}
