import type { CasinoType } from '@casino/contract';
import { useDeferredValue } from 'react';
import { useStored } from '../../../lib/storage';

/**
 * The game mode chosen in the header (the persisted headerType), as the catalogue names it.
 * Deferred: a stored value changes in a synchronous render, so switching Casino / Live Casino
 * re-rendered the whole lobby's rows within the tap; now the switch itself answers at once and
 * what the new mode shows is rendered after, in slices that leave the phone's main thread free.
 */
export function useCasinoType(): CasinoType {
  const [mode] = useStored('headerType');
  return useDeferredValue(mode === 'live_casino' ? 'live_casino' : 'casino');
}
