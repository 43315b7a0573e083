import type { PlayerRank, Station } from '@casino/contract';

/** Points as the player's language writes them (up to two decimals). */
export const formatPoints = (value: number, language: string) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);

/**
 * How far the player is from their station's threshold to the next one, from 0 to 1 (1 at the
 * top station), so the status page and the widgets draw the same bar.
 */
export function stationProgress(player: PlayerRank, stations: Station[]): number {
  const from = stations.find((s) => s.level === player.station)?.threshold ?? 0;
  const to = player.next_threshold;
  if (to === null) return 1;
  return Math.max(0, Math.min(1, (player.points - from) / (to - from)));
}
