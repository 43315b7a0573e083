import type { FairView, FreeRoundsView, HistoryItem, RoundView } from '../protocol.js';
import type { HistoryRow, RoundRow } from './rounds.repository.js';

const finished = (round: RoundRow) => round.status === 'settling' || round.status === 'closed';

export function presentRound(
  round: RoundRow,
  balance: number,
  fair: FairView,
  freeRounds: FreeRoundsView | null = null,
): RoundView {
  return {
    round: round.id,
    nonce: round.nonce,
    stake: round.stake,
    win: round.win,
    finished: finished(round),
    view: round.view,
    balance,
    fair,
    free_round: round.freeRoundId !== null,
    free_rounds: freeRounds,
  };
}

/** The player's decisions a finished round's view lists (blackjack), else none. */
function decisionsOf(view: unknown): string[] | undefined {
  const decisions = (view as { decisions?: unknown } | null)?.decisions;
  return Array.isArray(decisions) && decisions.length > 0 && decisions.every((d) => typeof d === 'string')
    ? decisions
    : undefined;
}

/**
 * The verify page for a round: by its server seed once revealed (anyone can recompute it), by
 * the seed's hash until then (the page shows the commitment and says to rotate first); with the
 * player's decisions where the game has them, and the hash of the maths it was played under.
 */
export function verifyUrl(publicBase: string, round: HistoryRow): string {
  // The hash is the commitment shown before play: the page checks a revealed seed against it.
  const query = new URLSearchParams(
    round.revealedServerSeed === null
      ? { server_seed_hash: round.serverSeedHash }
      : { server_seed: round.revealedServerSeed, server_seed_hash: round.serverSeedHash },
  );
  query.set('client_seed', round.clientSeed);
  query.set('nonce', String(round.nonce));
  query.set('game', round.game);
  const decisions =
    round.status === 'closed' || round.status === 'settling' ? decisionsOf(round.view) : undefined;
  if (decisions) query.set('decisions', decisions.join(','));
  if (round.mathHash) query.set('math', round.mathHash);
  return `${publicBase}/verify?${query.toString()}`;
}

export function presentHistoryItem(publicBase: string, round: HistoryRow): HistoryItem {
  return {
    round: round.id,
    game: round.game,
    nonce: round.nonce,
    stake: round.stake,
    win: round.win,
    finished: finished(round),
    free_round: round.freeRoundId !== null,
    created_at: round.createdAt.toISOString(),
    server_seed_hash: round.serverSeedHash,
    client_seed: round.clientSeed,
    verify_url: verifyUrl(publicBase, round),
  };
}
