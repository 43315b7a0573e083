import { SLOT_GAMES, TABLE_GAMES, type GameModule } from '@casino/game-math';
import type { GameInfo } from '../protocol.js';

/** Any game, whatever its bet, state and action types: the server handles them as JSON. */
export type AnyGame = GameModule<unknown, unknown, unknown>;

/** The studio's games by code. */
export class GameRegistry {
  private readonly byId = new Map<string, AnyGame>();

  constructor(games: readonly AnyGame[]) {
    for (const game of games) {
      if (this.byId.has(game.id)) throw new Error(`two games share the code ${game.id}`);
      this.byId.set(game.id, game);
    }
  }

  get(id: string): AnyGame | undefined {
    return this.byId.get(id);
  }

  list(): AnyGame[] {
    return [...this.byId.values()];
  }
}

/** Every game the studio publishes: the slots, then the tables, in their packages' order. */
export function studioGames(): AnyGame[] {
  return [...SLOT_GAMES, ...TABLE_GAMES];
}

/** A game's static description for the client (SessionView.game). */
export function presentGame(game: AnyGame): GameInfo {
  return {
    id: game.id,
    name: game.name,
    kind: game.kind,
    mode: game.mode,
    rtp: game.rtp,
    max_win_multiplier: game.maxWinMultiplier,
    volatility: game.volatility,
    facts: game.facts.map((f) => ({ label: f.label, value: f.value })),
    stakes: [...game.stakes],
    layout: game.layout,
  };
}
