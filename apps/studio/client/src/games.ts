import type { GameInfo } from '../../src/protocol';
import type { GameFactory } from './chrome/shell';
import type { SlotTheme } from './slots/theme';

export interface LoadedGame {
  factory: GameFactory;
  /** The CSS theme class suffix. */
  theme: string;
}

type Loader = () => Promise<LoadedGame>;

// Each game is its own chunk: a page downloads only the game it shows.
const SLOT_THEMES: Record<string, () => Promise<SlotTheme>> = {
  'neon-fruits': () => import('./slots/themes/neon-fruits').then((m) => m.neonFruits),
  'pharaohs-ways': () => import('./slots/themes/pharaohs-ways').then((m) => m.pharaohsWays),
  'crystal-cascade': () => import('./slots/themes/crystal-cascade').then((m) => m.crystalCascade),
  'dragon-hoard': () => import('./slots/themes/dragon-hoard').then((m) => m.dragonHoard),
  'clover-sevens': () => import('./slots/themes/clover-sevens').then((m) => m.cloverSevens),
  'cosmic-drift': () => import('./slots/themes/cosmic-drift').then((m) => m.cosmicDrift),
};

const TABLES: Record<string, Loader> = {
  'european-roulette': () =>
    import('./tables/roulette/roulette-game').then((m) => ({ factory: m.rouletteGame, theme: 'roulette' })),
  blackjack: () =>
    import('./tables/blackjack/blackjack-game').then((m) => ({
      factory: m.blackjackGame,
      theme: 'blackjack',
    })),
  baccarat: () =>
    import('./tables/baccarat/baccarat-game').then((m) => ({ factory: m.baccaratGame, theme: 'baccarat' })),
};

/** Loads the renderer (and for a slot, its theme) of a game; null for a game this client cannot draw. */
export async function loadGame(game: GameInfo): Promise<LoadedGame | null> {
  const table = TABLES[game.id];
  if (table) return table();
  if (game.kind !== 'slot') return null;
  const [{ slotGame }, theme] = await Promise.all([
    import('./slots/slot-game'),
    (SLOT_THEMES[game.id] ?? SLOT_THEMES['neon-fruits'] ?? (() => Promise.reject(new Error('no theme'))))(),
  ]);
  return { factory: slotGame(theme), theme: SLOT_THEMES[game.id] ? game.id : 'neon-fruits' };
}
