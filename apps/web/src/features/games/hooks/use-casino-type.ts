import type { CasinoType } from '@casino/contract';
import { useStoredTransition } from '../../../lib/storage';

/**
 * The game mode chosen in the header (the persisted headerType), as the catalogue names it. Read
 * as a transition: switching Casino / Live Casino re-rendered the whole lobby's rows within the
 * tap (a stored value's subscription renders in the same task as the change, and useDeferredValue
 * still re-rendered every consumer with the old mode there); now the switch itself answers at
 * once and what the new mode shows is rendered after, in slices that leave the phone's main
 * thread free.
 */
export function useCasinoType(): CasinoType {
  return useStoredTransition('headerType') === 'live_casino' ? 'live_casino' : 'casino';
}
