import { ApiError } from '../api';
import { en } from '../i18n/en';
import type { MessageKey, Translate } from '../i18n/i18n';

/** The player-facing text of an API error. */
export function errorMessage(error: unknown, t: Translate): string {
  if (!(error instanceof ApiError)) return t('errGeneric');
  if (error.status === 402 || error.code === 'insufficient_funds') return t('errInsufficient');
  if (error.status === 502) return t('errWallet');
  if (error.status === 403) return t('errSession');
  if (error.status === 0) return t('errNetwork');
  // The game's refusals come as codes the client translates (err_<code>).
  const key = `err_${error.code}`;
  if (key in en) return t(key as MessageKey);
  if (error.status === 409) return t('errConflict');
  if (error.status === 400) return t('errBadBet');
  return t('errGeneric');
}
