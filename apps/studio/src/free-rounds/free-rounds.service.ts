import type { ProviderLaunchRequest } from '@casino/contract';
import { BetError } from '@casino/game-math';
import type { AnyGame } from '../games/registry.js';
import type { StudioQueryable } from '../platform/db.js';
import { invalidRequest } from '../platform/errors.js';
import type { FreeRoundsView } from '../protocol.js';
import { ownerOf, type SessionRow } from '../sessions/sessions.repository.js';
import {
  findFreeRounds,
  freeRoundsPlayed,
  insertFreeRounds,
  type FreeRoundsRow,
} from './free-rounds.repository.js';

type Grant = NonNullable<ProviderLaunchRequest['free_rounds']>;

/**
 * The grant a launch carries, if this session keeps it: bonuses grant spins on slots only, and
 * only for real play, so tables and demo sessions ignore it. A slot's grant must be at one of the
 * game's stakes (the outcome is drawn at that stake): anything else is a 400 that opens nothing.
 */
export function grantForLaunch(game: AnyGame, real: boolean, grant: Grant | undefined): Grant | undefined {
  if (!grant || !real || game.kind !== 'slot') return undefined;
  try {
    game.parseBet({ stake: grant.bet });
  } catch (err) {
    if (err instanceof BetError) {
      // Said in full: the casino logs it, and its bonus terms must then pick one of these.
      throw invalidRequest(
        `free_rounds.bet ${grant.bet} is not one of this game's stakes (${game.stakes.join(', ')})`,
      );
    }
    throw err;
  }
  return grant;
}

/** Keeps the grant with the session, in the launch's transaction. */
export async function keepGrant(
  tx: StudioQueryable,
  sessionId: string,
  grant: Grant,
  now: Date,
): Promise<void> {
  await insertFreeRounds(tx, { sessionId, grantId: grant.id, bet: grant.bet, count: grant.count, now });
}

/** The grant as the client sees it, with what its free rounds have won so far. */
export async function presentFreeRounds(
  q: StudioQueryable,
  session: Pick<SessionRow, 'id' | 'demo' | 'playerId'>,
  row: FreeRoundsRow,
): Promise<FreeRoundsView> {
  const { played, won } = await freeRoundsPlayed(q, ownerOf(session), row.grantId);
  return {
    bet: row.bet,
    granted: row.granted,
    left: row.status === 'active' ? row.remaining : 0,
    played,
    won,
    status: row.status === 'refused' ? 'ended' : row.status,
  };
}

/** The session's free rounds as the client sees them, or null when it was launched without. */
export async function freeRoundsView(
  q: StudioQueryable,
  session: Pick<SessionRow, 'id' | 'demo' | 'playerId'>,
): Promise<FreeRoundsView | null> {
  if (session.demo) return null;
  const row = await findFreeRounds(q, session.id);
  return row ? presentFreeRounds(q, session, row) : null;
}
