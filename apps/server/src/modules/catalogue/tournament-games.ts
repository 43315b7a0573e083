/**
 * The seam through which the tournaments module tells the catalogue which games its tournaments
 * count, for GET /api/frontend/slot/?tournaments=. The catalogue asks, it never reads the
 * tournaments' tables. Until that module exists no game is in any tournament.
 */
export type TournamentGames = (tournamentIds: readonly number[]) => Promise<readonly number[]>;

/** No tournaments yet: a tournaments filter matches no game. */
export const noTournamentGames: TournamentGames = async () => [];
