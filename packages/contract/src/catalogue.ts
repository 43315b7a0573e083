import { z } from 'zod';

/** The game catalogue and the lobby (document 1, sections 2, 3 and 7). */

export const CASINO_TYPES = ['casino', 'live_casino'] as const;
export type CasinoType = (typeof CASINO_TYPES)[number];

/** GET /api/frontend/slot/: a page holds at most this many games. */
export const MAX_SLOT_PAGE_SIZE = 100;
export const DEFAULT_SLOT_PAGE_SIZE = 24;
/** Name search: longer input is cut, it cannot name a game anyway. */
export const MAX_SEARCH_LENGTH = 100;

/** A game as the lobby lists it: exactly document 1's fields. */
export interface Game {
  game_id: number;
  name: string;
  /** The tile's image (an absolute path or URL). */
  img: string;
  /** Further images (larger or other formats), possibly empty. */
  uploaded_images: string[];
  is_hot: boolean;
  is_exclusive: boolean;
  /** Whether the game can be played for fun (demo). */
  demo: boolean;
  /** Published return to player in percent, e.g. 96.12. */
  basicRTP: number;
}

/** GET /api/frontend/provider/: exactly document 1's fields. */
export interface Provider {
  id: number;
  name: string;
  logo: string;
  uploaded_images: string[];
  /** Games of this provider in the catalogue (both modes). */
  slots_count: number;
}

/** GET /api/frontend/categories/?casino_type=: document 1's fields plus the slug the sidebar icons use. */
export interface Category {
  id: number;
  name: string;
  uploaded_images: string[];
  slug: string;
}

/** GET /api/frontend/main_page/?casino_type=: one lobby row per category, in the operator's order. */
export interface MainPageRow extends Category {
  /** The row's first games (the rest is behind /slots?categories=). */
  slots: Game[];
  /** All games of the category. */
  slots_count: number;
}

/** GET /api/frontend/winning_now/ and /last_wins/: a real win; the nickname is masked. */
export interface WinItem {
  id: number;
  /** e.g. "Ja***42": never the full nickname or e-mail. */
  nickname: string;
  game_id: number;
  game_name: string;
  img: string;
  /** The win in USD (2 decimals). */
  amount: number;
  /** The win as a multiple of the stake (2 decimals). */
  multiplier: number;
  created_at: string;
}

/** GET /api/frontend/slide/: an operator's lobby banner in the request's language. */
export interface Slide {
  id: number;
  title: string;
  text: string;
  button_text: string;
  /** A route of the app (e.g. /promo) or a game (/game?gameId=…). */
  button_action: string;
  image: string;
}

/** GET /api/frontend/random_slot/ */
export interface RandomSlot {
  game_id: number;
}

/** GET /api/frontend/start?gameId=&demo=&mobile= */
export interface GameLaunch {
  status: boolean;
  /** The game's address for the frame; empty when status is false. */
  url: string;
}

const booleanString = z.enum(['true', 'false']).transform((v) => v === 'true');
const positiveId = z.coerce.number().int().positive().max(2_147_483_647);
/** A query parameter that may repeat: one value or several. */
const repeated = <T extends z.ZodType>(item: T) =>
  z.union([item, z.array(item).max(50)]).transform((v) => (Array.isArray(v) ? v : [v]) as Array<z.output<T>>);

export const casinoTypeQuery = z.object({
  casino_type: z.enum(CASINO_TYPES).default('casino'),
});

/** GET /api/frontend/slot/ query. */
export const slotListQuery = z.object({
  name: z
    .string()
    .transform((s) => s.trim().slice(0, MAX_SEARCH_LENGTH))
    .optional(),
  provider: repeated(positiveId).optional(),
  categories: repeated(positiveId).optional(),
  tournaments: repeated(positiveId).optional(),
  /** Not in the spec's list: narrows All games to one mode's games. */
  casino_type: z.enum(CASINO_TYPES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_SLOT_PAGE_SIZE).default(DEFAULT_SLOT_PAGE_SIZE),
});
export type SlotListQuery = z.output<typeof slotListQuery>;

/** GET /api/frontend/start query. */
export const gameLaunchQuery = z.object({
  gameId: positiveId,
  demo: booleanString.default(false),
  mobile: booleanString.default(false),
});
export type GameLaunchQuery = z.output<typeof gameLaunchQuery>;
