import { request } from '../../../lib/api-client';
import { playerPath } from './get-player';

/** Files a balance adjustment (always four eyes): USD, + credits the player, - debits. */
export const requestAdjustment = (
  id: number,
  change: { amount: string; account: 'cash' | 'bonus'; reason: string },
) => request<{ id: number }>(`${playerPath(id)}adjustments/`, { method: 'POST', body: change });

/** 201 {player_bonus_id} when granted at once, 202 {approval} above the approval threshold. */
export const grantBonus = (id: number, grant: { terms_code: string; amount: string; reason: string }) =>
  request<{ player_bonus_id?: number; approval?: { id: number } }>(`${playerPath(id)}bonuses/`, {
    method: 'POST',
    body: grant,
  });

export const cancelBonus = (id: number, bonusId: number, reason: string) =>
  request<{ state: string; written_off: number }>(`${playerPath(id)}bonuses/${bonusId}/cancel/`, {
    method: 'POST',
    body: { reason },
  });
