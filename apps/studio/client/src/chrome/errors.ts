import { ApiError } from '../api';
import type { Translate } from '../i18n/i18n';

/** The player-facing text of an API error. */
export function errorMessage(error: unknown, t: Translate): string {
  if (!(error instanceof ApiError)) return t('errGeneric');
  if (error.status === 402 || error.code === 'insufficient_funds') return t('errInsufficient');
  if (error.status === 502) return t('errWallet');
  if (error.status === 403) return t('errSession');
  if (error.status === 0) return t('errNetwork');
  if (error.status === 409) return error.message || t('errConflict');
  if (error.status === 400) return error.message || t('errBadBet');
  return error.message || t('errGeneric');
}
