import { z } from 'zod';
import type { StudioDeps } from '../deps.js';
import type { StudioQueryable } from '../platform/db.js';
import { invalidRequest, roundOpen } from '../platform/errors.js';
import type { FairView, SeedRotation } from '../protocol.js';
import { hasAnyOpenRound } from '../rounds/rounds.repository.js';
import { ownerOf } from '../sessions/sessions.repository.js';
import { requireSession } from '../sessions/sessions.service.js';
import { activeSeedOf, freshSeed, presentFair } from './fair-view.js';
import {
  insertActiveSeed,
  lockActiveSeed,
  revealSeed,
  setClientSeed,
  type SeedRow,
} from './seeds.repository.js';

/** Printable ASCII, so a seed reads the same everywhere (the page, the CLI, a URL). */
export const clientSeedSchema = z
  .string()
  .min(1, 'the client seed is empty')
  .max(64, 'the client seed is longer than 64 characters')
  .regex(/^[\x20-\x7e]+$/, 'the client seed may hold printable characters only');

const clientSeedInput = z.object({ client_seed: clientSeedSchema });

/**
 * The owner's active pair, locked, with no round in play: changing the seeds mid-round would
 * change a committed outcome, and revealing them would give away a blackjack shoe.
 */
async function lockIdleSeed(tx: StudioQueryable, owner: string, now: Date): Promise<SeedRow> {
  await activeSeedOf(tx, owner, now);
  const seed = await lockActiveSeed(tx, owner);
  if (!seed) throw new Error(`no active seed for ${owner}`);
  if (await hasAnyOpenRound(tx, owner)) throw roundOpen();
  return seed;
}

/** PUT seed: the player's own client seed for the next rounds. */
export async function changeClientSeed(
  deps: StudioDeps,
  sessionId: string,
  body: unknown,
): Promise<FairView> {
  const session = await requireSession(deps.db, sessionId, deps.clock.now());
  const parsed = clientSeedInput.safeParse(body);
  if (!parsed.success) throw invalidRequest(parsed.error.issues.map((i) => i.message).join('; '));
  const owner = ownerOf(session);
  return deps.db.transaction(async (tx) => {
    const seed = await lockIdleSeed(tx, owner, deps.clock.now());
    await setClientSeed(tx, seed.id, parsed.data.client_seed);
    return presentFair({ ...seed, clientSeed: parsed.data.client_seed });
  });
}

/** POST seed/rotate: reveals the server seed in use and commits to a new one (nonce back to 0). */
export async function rotateSeed(deps: StudioDeps, sessionId: string): Promise<SeedRotation> {
  const now = deps.clock.now();
  const session = await requireSession(deps.db, sessionId, now);
  const owner = ownerOf(session);
  return deps.db.transaction(async (tx) => {
    const seed = await lockIdleSeed(tx, owner, deps.clock.now());
    await revealSeed(tx, seed.id, now);
    const next = await insertActiveSeed(tx, freshSeed(owner, now, seed.clientSeed));
    return {
      revealed_server_seed: seed.serverSeed,
      revealed_server_seed_hash: seed.serverSeedHash,
      rounds: seed.nextNonce,
      fair: presentFair(next),
    };
  });
}
