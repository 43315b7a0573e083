import { z } from 'zod';
import { decimalQuery, named, pageOf, timestamp } from './common.js';

/** The game catalogue and the lobby (document 1, sections 2, 3 and 7). */

export const CASINO_TYPES = ['casino', 'live_casino'] as const;
export type CasinoType = (typeof CASINO_TYPES)[number];

/** GET /api/frontend/slot/: a page holds at most this many games. */
export const MAX_SLOT_PAGE_SIZE = 100;
export const DEFAULT_SLOT_PAGE_SIZE = 24;
/** Name search: longer input is cut, it cannot name a game anyway. */
export const MAX_SEARCH_LENGTH = 100;

/** A game as the lobby lists it: exactly document 1's fields. */
export const GameSchema = /* @__PURE__ */ named(
  { id: 'Game', description: "A game as the lobby lists it: exactly document 1's fields." },
  () =>
    z.object({
      game_id: z.number().int(),
      name: z.string(),
      img: z.string().describe("The tile's image (an absolute path or URL)."),
      uploaded_images: z
        .array(z.string())
        .describe('Further images (larger or other formats), possibly empty.'),
      is_hot: z.boolean(),
      is_exclusive: z.boolean(),
      demo: z.boolean().describe('Whether the game can be played for fun (demo).'),
      basicRTP: z.number().describe('Published return to player in percent, e.g. 96.12.'),
    }),
);
export type Game = z.infer<typeof GameSchema>;

/** GET /api/frontend/slot/: a page of games. */
export const GamePageSchema = /* @__PURE__ */ pageOf(GameSchema, 'GamePage', 'A page of the catalogue.');

/** GET /api/frontend/provider/: exactly document 1's fields. */
export const ProviderSchema = /* @__PURE__ */ named({ id: 'Provider', description: 'A game provider.' }, () =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    logo: z.string(),
    uploaded_images: z.array(z.string()),
    slots_count: z.number().int().describe('Games of this provider in the catalogue (both modes).'),
  }),
);
export type Provider = z.infer<typeof ProviderSchema>;

/** GET /api/frontend/categories/?casino_type=: document 1's fields plus the slug the sidebar icons use. */
const categoryFields = () => ({
  id: z.number().int(),
  name: z.string().describe("In the request's language."),
  uploaded_images: z.array(z.string()),
  slug: z.string().describe('Names the sidebar icon.'),
});
export const CategorySchema = /* @__PURE__ */ named(
  { id: 'Category', description: 'A game category of one casino type.' },
  () => z.object(categoryFields()),
);
export type Category = z.infer<typeof CategorySchema>;

/** GET /api/frontend/main_page/?casino_type=: one lobby row per category, in the operator's order. */
export const MainPageRowSchema = /* @__PURE__ */ named(
  { id: 'MainPageRow', description: "One lobby row per category, in the operator's order." },
  () =>
    z.object({
      ...categoryFields(),
      slots: z.array(GameSchema).describe("The row's first games (the rest is behind /slots?categories=)."),
      slots_count: z.number().int().describe('All games of the category.'),
    }),
);
export type MainPageRow = z.infer<typeof MainPageRowSchema>;

/** GET /api/frontend/winning_now/ and /last_wins/: a real win; the nickname is masked. */
export const WinItemSchema = /* @__PURE__ */ named(
  { id: 'WinItem', description: "A real player's win; the nickname is masked." },
  () =>
    z.object({
      id: z.number().int(),
      nickname: z.string().describe('Masked, e.g. "Ja***42": never the full nickname or e-mail.'),
      game_id: z.number().int(),
      game_name: z.string(),
      img: z.string(),
      amount: z.number().describe('The win in USD (2 decimals).'),
      multiplier: z.number().describe('The win as a multiple of the stake (2 decimals).'),
      created_at: timestamp(),
    }),
);
export type WinItem = z.infer<typeof WinItemSchema>;

/** GET /api/frontend/slide/: an operator's lobby banner in the request's language. */
export const SlideSchema = /* @__PURE__ */ named(
  { id: 'Slide', description: "A lobby banner in the request's language." },
  () =>
    z.object({
      id: z.number().int(),
      title: z.string(),
      text: z.string(),
      button_text: z.string(),
      button_action: z.string().describe('A route of the app (e.g. /promo) or a game (/game?gameId=…).'),
      image: z.string(),
    }),
);
export type Slide = z.infer<typeof SlideSchema>;

/** GET /api/frontend/random_slot/ */
export const RandomSlotSchema = /* @__PURE__ */ named(
  { id: 'RandomSlot', description: 'A game picked at random.' },
  () => z.object({ game_id: z.number().int() }),
);
export type RandomSlot = z.infer<typeof RandomSlotSchema>;

/** GET /api/frontend/start?gameId=&demo=&mobile= */
export const GameLaunchSchema = /* @__PURE__ */ named(
  { id: 'GameLaunch', description: "A game's launch address." },
  () =>
    z.object({
      status: z.boolean().describe('False when the game cannot be launched now.'),
      url: z.string().describe("The game's address for the frame; empty when status is false."),
    }),
);
export type GameLaunch = z.infer<typeof GameLaunchSchema>;

const booleanString = z.enum(['true', 'false']).transform((v) => v === 'true');
const positiveId = decimalQuery(z.number().int().positive().max(2_147_483_647));
/** A query parameter that may repeat: one value or several. */
const repeated = <T extends z.ZodType>(item: T) =>
  z.union([item, z.array(item).max(50)]).transform((v) => (Array.isArray(v) ? v : [v]) as Array<z.output<T>>);

export const casinoTypeQuery = z.object({
  casino_type: z.enum(CASINO_TYPES).default('casino').describe('The casino or the live casino.'),
});

/** GET /api/frontend/slot/ query. */
export const slotListQuery = z.object({
  name: z
    .string()
    .transform((s) => s.trim().slice(0, MAX_SEARCH_LENGTH))
    .optional()
    .describe(`Part of a game's name; longer input than ${MAX_SEARCH_LENGTH} characters is cut.`),
  provider: repeated(positiveId).optional().describe('Provider ids; repeat the parameter for several.'),
  categories: repeated(positiveId).optional().describe('Category ids; repeat the parameter for several.'),
  tournaments: repeated(positiveId).optional().describe("Event ids: only the events' games."),
  /** Not in the spec's list: narrows All games to one mode's games. */
  casino_type: z.enum(CASINO_TYPES).optional().describe("Narrows the list to one mode's games."),
  page: decimalQuery(z.number().int().min(1).max(100_000).default(1)),
  page_size: decimalQuery(z.number().int().min(1).max(MAX_SLOT_PAGE_SIZE).default(DEFAULT_SLOT_PAGE_SIZE)),
});
export type SlotListQuery = z.output<typeof slotListQuery>;

/** GET /api/frontend/start query. */
export const gameLaunchQuery = z.object({
  gameId: positiveId.describe("The game's game_id."),
  demo: booleanString
    .default(false)
    .describe(
      'true plays for fun; false (the default) plays for real money, which needs a signed-in player.',
    ),
  mobile: booleanString.default(false).describe("true asks for the game's phone layout (default false)."),
});
export type GameLaunchQuery = z.output<typeof gameLaunchQuery>;
