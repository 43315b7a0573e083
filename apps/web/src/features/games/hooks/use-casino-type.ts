import type { CasinoType } from '@casino/contract';
import { useStored } from '../../../lib/storage';

/** The game mode chosen in the header (the persisted headerType), as the catalogue names it. */
export function useCasinoType(): CasinoType {
  const [mode] = useStored('headerType');
  return mode === 'live_casino' ? 'live_casino' : 'casino';
}
