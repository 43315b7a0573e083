import { z } from 'zod';
import { named } from './common.js';

/**
 * The seamless wallet: how a game provider (our studio, or any other) moves a player's money,
 * server to server. POST {casino}/api/games/wallet/{balance|bet|win|rollback} with JSON and
 *   X-Provider: the provider's code
 *   X-Timestamp: unix seconds
 *   X-Signature: hex HMAC-SHA256(provider secret, `${timestamp}.${raw body}`)
 * A request older or newer than the replay window is refused. Amounts are whole cents.
 * The same request is also how the casino calls a provider's launch (see providerLaunchRequest).
 *
 * Idempotency: bet, win and rollback are keyed by (provider, transaction_id); a repeat answers
 * the first answer byte for byte, whatever happened since. A transaction id reused for a
 * different request is refused (transaction_conflict).
 */

export const WALLET_ACTIONS = ['balance', 'bet', 'win', 'rollback'] as const;
export type WalletAction = (typeof WALLET_ACTIONS)[number];
/** Seconds a signed request stays valid either side of the receiver's clock. */
export const WALLET_REPLAY_WINDOW_SECONDS = 300;

/** Typed refusals; every non-2xx answer is { error, message, balance? }. */
export const WALLET_ERRORS = {
  /** 400: the body does not match the action's schema. */
  invalidRequest: 'invalid_request',
  /** 401: missing, bad or stale signature, or an unknown provider. */
  invalidSignature: 'invalid_signature',
  /** 403: the session token is unknown, expired, or not this player's, game's or currency's. */
  sessionInvalid: 'session_invalid',
  /** 409 with balance: the player cannot cover the bet; nothing moved. */
  insufficientFunds: 'insufficient_funds',
  /** 409: a bet or win on a round that is already closed or rolled back. */
  roundClosed: 'round_closed',
  /** 409: a win or rollback for a round the casino never saw. */
  roundUnknown: 'round_unknown',
  /** 409: a bet whose transaction was rolled back before it arrived (a tombstone). */
  transactionRolledBack: 'transaction_rolled_back',
  /** 409: the transaction id was used before for a different request. */
  transactionConflict: 'transaction_conflict',
  /** 409: a rollback of a win (wins are never rolled back). */
  rollbackRefused: 'rollback_refused',
  /** 409: the bet breaks a limit (a bonus's maximum bet, a responsible-gambling limit). */
  betLimit: 'bet_limit',
  /** 409 with balance: the bet goes beyond what the player's loss or wager limit leaves; nothing moved. */
  playLimit: 'play_limit',
  /** 409 with balance: the player is in a time-out or self-exclusion; no bet is taken. */
  playPaused: 'play_paused',
  /** 409 with balance: the player's daily play-time limit is used up; bets open again the next day. */
  timeLimit: 'time_limit',
  /** 409 with balance: a reality check is due; no bet is taken until the player acknowledges it. */
  realityCheck: 'reality_check',
  /** 409: a free-round bet the player holds no free round for (used up, expired, another game or bet). */
  freeRoundUnavailable: 'free_round_unavailable',
  /**
   * 503: the casino could not settle the call in time (the account is busy in another operation,
   * or the casino is overloaded); nothing moved. Send the same call again a little later.
   */
  retryLater: 'retry_later',
} as const;
export type WalletErrorCode = (typeof WALLET_ERRORS)[keyof typeof WALLET_ERRORS];

const id = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9._:-]+$/);
const cents = z.number().int().min(0).max(100_000_000_00);
const currency = z.string().regex(/^[A-Z]{3}$/);

const session = {
  session_token: z.string().min(16).max(200),
  /** The casino's player id, as the launch gave it. */
  player_id: id,
};

export const walletBalanceRequest = z.object({ ...session, currency }).strict();

export const walletBetRequest = z
  .object({
    ...session,
    currency,
    transaction_id: id,
    round_id: id,
    /** The provider's game code. */
    game: id,
    amount: cents.min(1),
    /**
     * A free round granted at launch (ProviderLaunchRequest.free_rounds): the stake is the
     * grant's bet and nothing is debited; the round's wins go to the player's bonus account.
     */
    free_round_id: id.optional(),
    /** The round's provably fair reference, kept with the round for the player's history. */
    fair: z
      .object({
        server_seed_hash: z.string().regex(/^[0-9a-f]{64}$/),
        client_seed: z.string().max(64),
        nonce: z.number().int().min(0),
      })
      .strict()
      .optional(),
  })
  .strict();

export const walletWinRequest = z
  .object({
    ...session,
    currency,
    transaction_id: id,
    round_id: id,
    game: id,
    /** 0 for a losing round that only closes. */
    amount: cents,
    /** Closes the round: no more bets or wins on it. */
    round_closed: z.boolean(),
  })
  .strict();

export const walletRollbackRequest = z
  .object({
    ...session,
    transaction_id: id,
    round_id: id,
    /** The bet to undo (it may not have arrived yet: then it is refused when it does). */
    rolled_back_transaction_id: id,
  })
  .strict();

export type WalletBalanceRequest = z.infer<typeof walletBalanceRequest>;
export type WalletBetRequest = z.infer<typeof walletBetRequest>;
export type WalletWinRequest = z.infer<typeof walletWinRequest>;
export type WalletRollbackRequest = z.infer<typeof walletRollbackRequest>;

/** Every 200 answer: the player's playable balance (cash + bonus) after the call. */
export const WalletOkSchema = /* @__PURE__ */ named(
  { id: 'WalletOk', description: "The player's playable balance (cash + bonus) after the call." },
  () =>
    z.object({
      balance: z.number().int().describe('Cents.'),
      currency: z.string(),
      casino_transaction_id: z
        .string()
        .optional()
        .describe("The casino's id of the movement (absent for balance and for a zero win)."),
      free_rounds_left: z
        .number()
        .int()
        .optional()
        .describe(
          'After a free-round bet: the free rounds the player has left (0 when the grant is used up).',
        ),
    }),
);
export type WalletOk = z.infer<typeof WalletOkSchema>;

export const WalletRefusalSchema = /* @__PURE__ */ named(
  { id: 'WalletRefusal', description: 'A typed refusal of a seamless-wallet call.' },
  () =>
    z.object({
      error: z.enum(Object.values(WALLET_ERRORS) as [WalletErrorCode, ...WalletErrorCode[]]),
      message: z.string(),
      balance: z.number().int().optional(),
    }),
);
export type WalletRefusal = z.infer<typeof WalletRefusalSchema>;

/** POST {studio}/api/launch, signed like the wallet calls (the casino is the sender). */
export const providerLaunchRequest = z
  .object({
    game: id,
    demo: z.boolean(),
    /** Real play only: the casino's session for this player, game and currency. */
    session_token: z.string().min(16).max(200).optional(),
    player_id: id.optional(),
    currency: currency.optional(),
    language: z.enum(['en', 'es', 'pt', 'ru']).default('en'),
    mobile: z.boolean().default(false),
    /** Where the game's Home button sends the frame (the casino's lobby). */
    lobby_url: z.string().max(500).optional(),
    /**
     * Real play only: free rounds the player holds for this game (a bonus's spins). The game
     * plays them first, at this bet, each bet call naming free_round_id.
     */
    free_rounds: z
      .object({ id: id, count: z.number().int().min(1).max(10_000), bet: cents.min(1) })
      .strict()
      .optional(),
  })
  .strict()
  .refine((r) => r.demo || (r.session_token && r.player_id && r.currency), {
    message: 'real play needs session_token, player_id and currency',
  });
export type ProviderLaunchRequest = z.infer<typeof providerLaunchRequest>;

export const ProviderLaunchResponseSchema = /* @__PURE__ */ named(
  { id: 'ProviderLaunchResponse', description: "The game's address for the frame." },
  () => z.object({ url: z.string() }),
);
export type ProviderLaunchResponse = z.infer<typeof ProviderLaunchResponseSchema>;

/** A game's type, by which bonus wagering weighs its bets (document 2). */
export const GAME_TYPES = [
  'slots',
  'live',
  'tables',
  'video_poker',
  'jackpots',
  'game_shows',
  'lobby',
] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** GET {studio}/api/games: the provider's feed, the same shape `catalogue:import` reads. */
export const providerFeed = z.object({
  provider: z.object({
    code: id,
    name: z.string().min(1).max(100),
    logo: z.string().max(500),
  }),
  games: z
    .array(
      z.object({
        code: id,
        name: z.string().min(1).max(150),
        mode: z.enum(['casino', 'live_casino']),
        /** What the game is for wagering contributions (bonuses count slots 100%, tables 10%...). */
        type: z.enum(GAME_TYPES),
        /** Category slugs, e.g. ["slots", "free-spins"]. */
        categories: z.array(z.string().regex(/^[a-z0-9-]{1,40}$/)).max(20),
        img: z.string().max(500),
        uploaded_images: z.array(z.string().max(500)).max(10).default([]),
        rtp: z.number().min(0.5).max(1),
        max_win_multiplier: z.number().positive().optional(),
        volatility: z.enum(['low', 'medium', 'high']).optional(),
        demo: z.boolean(),
        is_hot: z.boolean().default(false),
        is_exclusive: z.boolean().default(false),
        released_at: z.string().optional(),
      }),
    )
    .max(100_000),
});
export type ProviderFeed = z.infer<typeof providerFeed>;
