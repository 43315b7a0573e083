import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.js';
import type { AccessTokens } from './access-token.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requirePlayer: the signed-in player's id. */
    playerId?: number;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** The player id of a request with a valid access token, undefined for a guest; 401 for a bad token. */
export async function optionalPlayer(
  tokens: AccessTokens,
  request: FastifyRequest,
): Promise<number | undefined> {
  const token = bearer(request);
  if (!token) return undefined;
  const claims = await tokens.verify(token);
  if (!claims) throw new AppError(401, { detail: { key: 'token_invalid' } });
  return claims.userId;
}

/** A preHandler that admits only signed-in players and records who they are on the request. */
export function requirePlayer(tokens: AccessTokens) {
  return async (request: FastifyRequest): Promise<void> => {
    const id = await optionalPlayer(tokens, request);
    if (id === undefined) throw new AppError(401, { detail: { key: 'not_authenticated' } });
    request.playerId = id;
  };
}

/** The signed-in player's id inside a handler guarded by requirePlayer. */
export function playerIdOf(request: FastifyRequest): number {
  if (request.playerId === undefined) throw new AppError(401, { detail: { key: 'not_authenticated' } });
  return request.playerId;
}
