import { centsToUsd, type GameRoundRow, type WinItem } from '@casino/contract';
import type { CatalogueGame } from '../catalogue/catalogue.service.js';
import type { RoundRow, WinRow } from './games.repository.js';

/**
 * A nickname as the lobby may show it: its first two characters, *** and its last one. Players
 * without one (or whose nickname looks like an e-mail) are "Player" and the end of their id.
 */
export function maskNickname(nickname: string, userId: number): string {
  const chars = [...nickname.trim()];
  if (chars.length === 0 || chars.includes('@')) return `Player***${String(userId).slice(-2)}`;
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1] ?? ''}`;
}

/** A win for the lobby's lists; never the player's full nickname, e-mail or id. */
export function presentWin(row: WinRow, game: CatalogueGame | undefined): WinItem {
  return {
    id: row.id,
    nickname: maskNickname(row.nickname, row.user_id),
    game_id: row.game_id,
    game_name: game?.name ?? '',
    img: game?.img ?? '',
    amount: centsToUsd(row.win_cents),
    multiplier: row.bet_cents > 0 ? Math.round((row.win_cents / row.bet_cents) * 100) / 100 : 0,
    created_at: new Date(row.closed_at).toISOString(),
  };
}

/**
 * The studio's page that recomputes a round from its seeds (it shows the result once the
 * server seed is revealed); empty for a round without a provably fair reference.
 */
export function verifyUrl(studioPublicBase: string, row: Pick<RoundRow, 'fair' | 'game_code'>): string {
  const fair = row.fair;
  if (
    !fair ||
    typeof fair.server_seed_hash !== 'string' ||
    typeof fair.client_seed !== 'string' ||
    typeof fair.nonce !== 'number'
  )
    return '';
  const query = new URLSearchParams({
    server_seed_hash: fair.server_seed_hash,
    client_seed: fair.client_seed,
    nonce: String(fair.nonce),
    game: row.game_code,
  });
  return `${studioPublicBase}/verify?${query.toString()}`;
}

/** One round of the player's history. */
export function presentRound(
  row: RoundRow,
  game: CatalogueGame | undefined,
  studioPublicBase: string,
): GameRoundRow {
  return {
    id: row.id,
    game_id: row.game_id,
    game_name: game?.name ?? row.game_code,
    provider: game?.providerName ?? row.provider,
    bet: centsToUsd(row.bet_cents),
    win: centsToUsd(row.win_cents),
    currency: row.currency,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    verify_url: verifyUrl(studioPublicBase, row),
  };
}
