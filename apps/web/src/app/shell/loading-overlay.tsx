import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOADING_OVERLAY_MIN_MS } from '../../config/constants';
import { useCountries } from '../../features/account/api/get-countries';
import { useMe } from '../../features/account/api/get-me';
import { useBalance } from '../../features/wallet/api/get-balance';
import { markStartupOverlayGone } from '../../lib/startup';
import { useIsPlayer } from './use-is-player';

// The overlay's minimum runs from application start, not from when the shell mounts.
const appStartedAt = typeof performance === 'undefined' ? Date.now() : performance.now();
const now = () => (typeof performance === 'undefined' ? Date.now() : performance.now());

/**
 * The start-up overlay (document 1, section 2): stays until the player's profile and balance
 * (players only) and the country list have loaded or failed, and at least LOADING_OVERLAY_MIN_MS
 * have passed. Once gone it does not come back (later waits use the waitingScreen dialog).
 */
export function LoadingOverlay({ startedAt = appStartedAt }: { startedAt?: number }) {
  const { t } = useTranslation('shell');
  const isPlayer = useIsPlayer();
  const me = useMe();
  const countries = useCountries();
  const balance = useBalance();
  const [minimumPassed, setMinimumPassed] = useState(() => now() - startedAt >= LOADING_OVERLAY_MIN_MS);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (minimumPassed) return;
    const timer = window.setTimeout(
      () => setMinimumPassed(true),
      Math.max(0, LOADING_OVERLAY_MIN_MS - (now() - startedAt)),
    );
    return () => window.clearTimeout(timer);
  }, [minimumPassed, startedAt]);

  // isFetched: answered with data or an error; failures do not hold the overlay.
  const settled = countries.isFetched && (!isPlayer || (me.isFetched && balance.isFetched));
  const ready = minimumPassed && settled;

  useEffect(() => {
    if (!ready) return;
    setDone(true);
    markStartupOverlayGone();
  }, [ready]);

  if (done || ready) return null;
  // The splash's own markup and styles (index.html): it takes over from the splash in the same
  // frame, looking the same, with nothing to fade. It must cost the phone next to nothing while
  // the app renders beneath it: one ring turned by the compositor (a transform animation), no
  // filters, blurs or gradient text to paint, nothing that needs the main thread frame by frame.
  return (
    <div
      className="boot"
      role="status"
      aria-live="polite"
      aria-label={t('loadingApp')}
      data-testid="full-screen-loader"
    >
      <div className="boot-ring" aria-hidden="true" />
      <div className="boot-brand" aria-hidden="true">
        {t('brand')}
      </div>
    </div>
  );
}
