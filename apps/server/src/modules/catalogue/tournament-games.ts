import type { Db } from '../../platform/db/types.js';

/**
 * The seam through which the tournaments module tells the catalogue which games its tournaments
 * count, for GET /api/frontend/slot/?tournaments=. The catalogue asks, it never reads the
 * tournaments' tables.
 */
export type TournamentGames = (tournamentIds: readonly number[]) => Promise<readonly number[]>;

/** No tournaments: a tournaments filter matches no game. */
export const noTournamentGames: TournamentGames = async () => [];

const provided = new WeakMap<Db, TournamentGames>();

/** The tournaments module registers its lookup for this database when its routes are registered. */
export function provideTournamentGames(db: Db, lookup: TournamentGames): void {
  provided.set(db, lookup);
}

/**
 * The lookup of this database, read at each call: the catalogue's routes are registered before
 * the tournaments module's, and a process without that module matches no game.
 */
export function tournamentGamesOf(db: Db): TournamentGames {
  return (ids) => (provided.get(db) ?? noTournamentGames)(ids);
}
