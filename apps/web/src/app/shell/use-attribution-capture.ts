import { useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { captureAttribution } from '../../lib/attribution';

/** Keeps referral and lead_id from the address for sign-up and removes them from it, without a history entry. */
export function useAttributionCapture(): void {
  const location = useLocation();
  const navigate = useNavigate();

  useLayoutEffect(() => {
    const rest = captureAttribution(location.search);
    if (rest === null) return;
    void navigate(
      { pathname: location.pathname, search: rest, hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [location, navigate]);
}
