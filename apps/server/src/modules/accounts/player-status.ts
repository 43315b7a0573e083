import type { Queryable } from '../../platform/db/types.js';
import { detailError } from '../../platform/http/errors.js';
import { defineMessages } from '../../platform/i18n/messages.js';
import { registerMessages } from '../../platform/i18n/translate.js';
import * as repo from './player-status.repository.js';
import { revokeAllForUser } from './refresh-tokens.repository.js';

/**
 * A player's account status (docs/decisions/035), set by staff with a reason:
 * - active: everything allowed;
 * - suspended: signs in, sees the account and may withdraw, but neither plays nor deposits
 *   (an investigation, a responsible-gambling review);
 * - blocked: cannot sign in, play or deposit (fraud, a regulator's order);
 * - closed: as blocked, the account is ended.
 */
export const PLAYER_STATUSES = ['active', 'suspended', 'blocked', 'closed'] as const;
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];

const playerStatusMessages = defineMessages({
  account_blocked: {
    en: 'This account is blocked. Please contact support.',
    es: 'Esta cuenta está bloqueada. Ponte en contacto con soporte.',
    pt: 'Esta conta está bloqueada. Entre em contato com o suporte.',
    ru: 'Этот аккаунт заблокирован. Обратитесь в поддержку.',
  },
  account_closed: {
    en: 'This account is closed. Please contact support.',
    es: 'Esta cuenta está cerrada. Ponte en contacto con soporte.',
    pt: 'Esta conta está encerrada. Entre em contato com o suporte.',
    ru: 'Этот аккаунт закрыт. Обратитесь в поддержку.',
  },
  account_suspended: {
    en: 'This account is suspended: playing and deposits are not available. Please contact support.',
    es: 'Esta cuenta está suspendida: no puedes jugar ni depositar. Ponte en contacto con soporte.',
    pt: 'Esta conta está suspensa: jogar e depositar não estão disponíveis. Entre em contato com o suporte.',
    ru: 'Этот аккаунт приостановлен: игра и пополнение недоступны. Обратитесь в поддержку.',
  },
});
registerMessages(playerStatusMessages);

const refusal = (status: PlayerStatus) => detailError(403, `account_${status}`);

/** Throws 403 unless the player may sign in or refresh a token (active or suspended). */
export async function assertMaySignIn(q: Queryable, userId: number): Promise<void> {
  const row = await repo.findStatus(q, userId);
  if (row && (row.status === 'blocked' || row.status === 'closed')) throw refusal(row.status);
}

/** Throws 403 unless the player may stake or deposit money (active only). */
export async function assertMayPlay(q: Queryable, userId: number): Promise<void> {
  const row = await repo.findStatus(q, userId);
  if (row && row.status !== 'active') throw refusal(row.status);
}

export type { PlayerStatusRow } from './player-status.repository.js';
export const findPlayerStatus = repo.findStatus;

/**
 * Sets a player's status inside tx (the caller audits it). Anything but active ends the
 * player's game sessions; blocking or closing also revokes every refresh token, so every device
 * is signed out when its short-lived access token ends.
 */
export async function setPlayerStatus(
  tx: Queryable,
  change: { userId: number; status: PlayerStatus; reason: string | null; now: Date; staffId: number | null },
): Promise<repo.PlayerStatusRow> {
  const row = await repo.updateStatus(tx, change);
  if (change.status !== 'active') await repo.endGameSessions(tx, change.userId, change.now);
  if (change.status === 'blocked' || change.status === 'closed')
    await revokeAllForUser(tx, change.userId, change.now);
  return row;
}
