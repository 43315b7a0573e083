import { BetError, FairRng, hashServerSeed } from '@casino/game-math';
import { z } from 'zod';
import type { StudioDeps } from '../deps.js';
import { publishedMath } from '../games/math.js';
import type { AnyGame } from '../games/registry.js';
import { gameNotFound, invalidRequest, StudioHttpError } from '../platform/errors.js';
import type { VerifyResult } from '../protocol.js';
import { clientSeedSchema } from './seeds.service.js';
import { findSeedByHash } from './seeds.repository.js';

const printable = /^[\x20-\x7e]+$/;

export const verifyQuery = z
  .object({
    server_seed: z.string().min(1).max(128).regex(printable).optional(),
    server_seed_hash: z
      .string()
      .regex(/^[0-9a-f]{64}$/, 'a server seed hash is 64 lowercase hex characters')
      .optional(),
    client_seed: clientSeedSchema,
    nonce: z.coerce
      .number()
      .int()
      .min(0)
      .max(2 ** 31 - 1),
    game: z.string().min(1).max(100),
    decisions: z
      .string()
      .max(400)
      .regex(/^[a-z]+(,[a-z]+)*$/, 'decisions are words separated by commas, e.g. hit,stand')
      .optional(),
    math: z
      .string()
      .regex(/^[0-9a-f]{64}$/, 'a math hash is 64 lowercase hex characters')
      .optional(),
  })
  .refine((q) => (q.server_seed === undefined) !== (q.server_seed_hash === undefined), {
    message: 'give either server_seed or server_seed_hash',
  });
export type VerifyQuery = z.infer<typeof verifyQuery>;

/** The round's draws recomputed from its three inputs: what anyone can check once the seed is revealed. */
export function recompute(
  game: AnyGame,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  decisions?: readonly string[],
  publicBase = '',
): VerifyResult {
  let revealed: { view: unknown; summary: string };
  try {
    revealed = game.reveal(new FairRng(serverSeed, clientSeed, nonce), decisions);
  } catch (err) {
    if (err instanceof BetError) throw invalidRequest('these decisions are not a round of this game');
    throw err;
  }
  const { hash, document } = publishedMath(game);
  return {
    game: game.id,
    server_seed: serverSeed,
    server_seed_hash: hashServerSeed(serverSeed),
    client_seed: clientSeed,
    nonce,
    ...(decisions === undefined ? {} : { decisions: [...decisions] }),
    view: revealed.view,
    summary: revealed.summary,
    math: { version: document.version, hash, url: mathUrl(publicBase, game.id) },
  };
}

export const mathUrl = (publicBase: string, game: string) => `${publicBase}/api/games/${game}/math`;
export const archivedMathUrl = (publicBase: string, hash: string) => `${publicBase}/api/math/${hash}`;

export const seedInUse = () => new StudioHttpError(409, 'seed_in_use', 'seed still in use; rotate to reveal');

/** GET api/verify: by a server seed, or by the hash of one of ours once it is revealed. */
export async function verifyRound(deps: StudioDeps, input: VerifyQuery): Promise<VerifyResult> {
  const game = deps.games.get(input.game);
  if (!game) throw gameNotFound();
  let serverSeed = input.server_seed;
  if (serverSeed === undefined) {
    const seed = await findSeedByHash(deps.db, input.server_seed_hash ?? '');
    if (!seed) throw new StudioHttpError(404, 'seed_unknown', 'no seed of ours has this hash');
    if (seed.revealedAt === null) throw seedInUse();
    serverSeed = seed.serverSeed;
  }
  const decisions = input.decisions?.split(',');
  const result = recompute(game, serverSeed, input.client_seed, input.nonce, decisions, deps.publicBase);
  if (input.math !== undefined && input.math !== result.math.hash)
    result.math.played_under = { hash: input.math, url: archivedMathUrl(deps.publicBase, input.math) };
  return result;
}

/** Parses the query of a verify request, or a 400. */
export function parseVerifyQuery(query: unknown): VerifyQuery {
  const parsed = verifyQuery.safeParse(query);
  if (!parsed.success) throw invalidRequest(parsed.error.issues.map((i) => i.message).join('; '));
  return parsed.data;
}
