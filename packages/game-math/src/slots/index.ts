import type { GameModule } from '../game.js';
import { cloverSevens } from './clover-sevens.js';
import { cosmicDrift } from './cosmic-drift.js';
import { crystalCascade } from './crystal-cascade.js';
import { dragonHoard } from './dragon-hoard.js';
import { neonFruits } from './neon-fruits.js';
import { pharaohsWays } from './pharaohs-ways.js';

export type { SlotGame } from './engine/slot-game.js';
export type {
  SlotBet,
  SlotLayout,
  SlotRevealView,
  SlotRoundView,
  SlotSpinView,
  SlotStepView,
  SlotWinView,
} from './engine/types.js';

/** The slots of the studio, in lobby order. */
export const SLOT_GAMES: GameModule[] = [
  neonFruits,
  pharaohsWays,
  crystalCascade,
  dragonHoard,
  cloverSevens,
  cosmicDrift,
];
