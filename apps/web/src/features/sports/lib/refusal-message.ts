import type { sportsBetMessageKeys } from '@casino/contract/sportsbook-bets';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';

type RefusalKey = (typeof sportsBetMessageKeys)[keyof typeof sportsBetMessageKeys];

// The refusals' keys (the book answers them translated; a bare key is put in words here).
const REFUSAL_KEYS: readonly RefusalKey[] = [
  'sports_outcome_unknown',
  'sports_market_closed',
  'sports_event_started',
  'sports_odds_changed',
  'sports_same_event',
  'sports_bet_type_mismatch',
  'sports_stake_too_low',
  'sports_stake_too_high',
  'sports_payout_too_high',
  'sports_insufficient_funds',
  'sports_bet_stop',
];

/** What to tell the player about a failed placement: the book's message (409 detail, a 400 field's), or ours. */
export function refusalMessage(t: TFunction<'sports'>, error: unknown): string {
  if (!(error instanceof ApiError)) return t('slip.errors.network');
  const message = error.firstMessage();
  if (message && (REFUSAL_KEYS as readonly string[]).includes(message)) return t(`refusals.${message}`);
  if (message) return message;
  return error.status >= 500 ? t('slip.errors.server') : t('slip.errors.refused');
}

/**
 * Whether the book refused on the state of the market (409: a price moved, a market closed, an
 * event started): the slip then reads the current prices, so the player sees what changed.
 */
export const refusedOnMarket = (error: unknown): boolean => error instanceof ApiError && error.status === 409;
