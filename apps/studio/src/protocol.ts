/**
 * The studio's own HTTP API between a game client (in the casino's frame) and the studio's game
 * server, under the studio's base path (`/studio` when served inside the casino's process).
 * Amounts are whole cents. A session id is the capability: whoever holds it plays that session.
 *
 *   GET  {base}/play/:game?session=<id>                   the game client's page
 *   GET  {base}/api/sessions/:session                       SessionView
 *   POST {base}/api/sessions/:session/rounds                { bet, free_round? } -> RoundView
 *   POST {base}/api/sessions/:session/rounds/:round/actions { action }    -> RoundView (multi-step games)
 *   GET  {base}/api/sessions/:session/rounds?limit=20       HistoryItem[]  (newest first)
 *   PUT  {base}/api/sessions/:session/seed                  { client_seed } -> FairView (refused while a round is open)
 *   POST {base}/api/sessions/:session/seed/rotate           -> SeedRotation (refused while a round is open)
 *   GET  {base}/verify?server_seed=&client_seed=&nonce=&game=   a page recomputing any round
 *   GET  {base}/api/verify?server_seed=&client_seed=&nonce=&game=[&decisions=hit,stand][&math=] -> VerifyResult
 *   GET  {base}/api/games/<game>/math -> the game's published maths (JSON, with its hash)
 *   GET  {base}/api/math/<hash> -> any published maths a round was played under
 *   GET  {base}/api/verify?server_seed_hash=&client_seed=&nonce=&game= the same once that seed is revealed
 *   GET  {base}/api/games                                    ProviderFeed (the catalogue's import feed)
 *   POST {base}/api/launch                                   ProviderLaunchRequest, signed by the casino
 * Errors: { error: code, message } with 400 (bad input), 403 (unknown or expired session),
 * 404, 409 (round state; free_rounds_active, free_rounds_ended), 402 (insufficient_funds, with
 * balance) or 502 (the casino's wallet did not answer; the round is not played).
 *
 * Free rounds: a slot launched with free_rounds plays them first. While SessionView.free_rounds
 * is active, a round is asked for with `free_round: true` (played at the grant's bet, whatever
 * `bet` says, and paid by the house); a paid round is refused with free_rounds_active. Once the
 * casino's count reaches 0 the grant is `used`; a free round the casino refuses ends it
 * (`ended`, answered 409 free_rounds_ended), as does asking for one when none is left.
 */

/** Free rounds a bonus granted for this game, as the casino last counted them. */
export interface FreeRoundsView {
  /** The fixed stake of each free round, in cents. */
  bet: number;
  /** How many the launch granted. */
  granted: number;
  /** How many are left (the casino's count after the latest free round). */
  left: number;
  /** Free rounds of this grant played so far (in any session) and their total win, in cents. */
  played: number;
  won: number;
  /** active: the next round is free; used: all played; ended: the casino refused one. */
  status: 'active' | 'used' | 'ended';
}

/** A game's static description, enough for a client to draw it. */
export interface GameInfo {
  id: string;
  name: string;
  kind: 'slot' | 'table';
  mode: 'casino' | 'live_casino';
  rtp: number;
  max_win_multiplier: number;
  volatility: 'low' | 'medium' | 'high';
  facts: Array<{ label: string; value: string }>;
  /** Allowed stakes in cents, ascending. */
  stakes: number[];
  /** Game-specific layout for the client (a slot's reels, rows, symbols and paylines...). */
  layout: unknown;
}

export interface FairView {
  server_seed_hash: string;
  client_seed: string;
  /** The nonce the next round will use. */
  nonce: number;
}

export interface SessionView {
  session: string;
  game: GameInfo;
  demo: boolean;
  currency: string;
  balance: number;
  fair: FairView;
  language: 'en' | 'es' | 'pt' | 'ru';
  /** Where Home sends the frame (the casino's lobby); empty when launched on its own. */
  lobby_url: string;
  /** A multi-step round still in play (blackjack), to resume after a reload. */
  open_round: RoundView | null;
  /** Free rounds the session was launched with (slots, real play only), else null. */
  free_rounds: FreeRoundsView | null;
}

export interface RoundView {
  round: string;
  nonce: number;
  stake: number;
  win: number;
  finished: boolean;
  /** The game's view of the step (GameModule.Step.view). */
  view: unknown;
  balance: number;
  /** The seeds for the next round. */
  fair: FairView;
  /** Whether this round was a free round (the house paid its stake). */
  free_round: boolean;
  /** The session's free rounds after this round, or null when it has none. */
  free_rounds: FreeRoundsView | null;
}

export interface HistoryItem {
  round: string;
  game: string;
  nonce: number;
  stake: number;
  win: number;
  finished: boolean;
  /** A free round: its stake was paid by a bonus, not the player. */
  free_round: boolean;
  created_at: string;
  server_seed_hash: string;
  client_seed: string;
  /** The verify page for this round (it reveals the result once the seed is rotated). */
  verify_url: string;
}

export interface SeedRotation {
  /** The seed that was in use, now revealed, and the hash that was shown for it. */
  revealed_server_seed: string;
  revealed_server_seed_hash: string;
  /** Rounds played on it: nonces 0 .. rounds-1. */
  rounds: number;
  fair: FairView;
}

export interface VerifyResult {
  game: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  /** The player's decisions the round was replayed with (blackjack), in order. */
  decisions?: string[];
  /** The round recomputed (a multi-step game with decisions: the whole round, every card). */
  view: unknown;
  /** A one-line human summary (e.g. "Reels stop at 3, 17, 8, 22, 5 — win 12× stake"). */
  summary: string;
  /** The published maths this check used, and the ones the round was played under if others. */
  math: { version: number; hash: string; url: string; played_under?: { hash: string; url: string } };
}

export interface StudioError {
  error: string;
  message: string;
  balance?: number;
}
