import { ODDS_FORMATS, type OddsFormat } from '@casino/contract';
import { useSyncExternalStore } from 'react';
import { localStore } from './local-store';

/** How the player likes odds shown (decimal, fractional, American), kept in this browser. */
const oddsFormat = localStore<OddsFormat>('sportsOddsFormat', 'decimal', (value) =>
  (ODDS_FORMATS as readonly unknown[]).includes(value) ? (value as OddsFormat) : undefined,
);

export function useOddsFormat(): [OddsFormat, (format: OddsFormat) => void] {
  const format = useSyncExternalStore(oddsFormat.subscribe, oddsFormat.get, oddsFormat.get);
  return [format, oddsFormat.set];
}
