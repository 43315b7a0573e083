import { useStored } from '../../lib/storage';

/** Guest versus player is decided by whether the stored access token is empty (document 1, section 4). */
export function useIsPlayer(): boolean {
  const [token] = useStored('accessToken');
  return token !== '';
}
