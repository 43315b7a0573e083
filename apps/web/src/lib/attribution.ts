/**
 * Marketing attribution (document 2, section 3): referral and lead_id arrive in the address,
 * are kept for the browser session so sign-up can send them, and are then removed from the address.
 */
export const ATTRIBUTION_KEYS = ['referral', 'lead_id'] as const;
export type AttributionKey = (typeof ATTRIBUTION_KEYS)[number];

function read(key: AttributionKey): string | undefined {
  try {
    return window.sessionStorage.getItem(key) || undefined;
  } catch {
    return undefined;
  }
}

/** The referral code the visitor arrived with, if any. */
export const getReferral = (): string | undefined => read('referral');

/** The lead id the visitor arrived with, if any. */
export const getLeadId = (): string | undefined => read('lead_id');

/**
 * Keeps the attribution values found in a query string. Returns the query string without them
 * when any was present (the caller replaces the address), or null when there was nothing to take.
 */
export function captureAttribution(search: string): string | null {
  const params = new URLSearchParams(search);
  let found = false;
  for (const key of ATTRIBUTION_KEYS) {
    if (!params.has(key)) continue;
    found = true;
    const value = params.get(key)?.trim() ?? '';
    // An empty value carries nothing; keep what an earlier link brought.
    if (value) {
      try {
        window.sessionStorage.setItem(key, value);
      } catch {
        // Storage may be unavailable (private mode quotas); the address is still cleaned.
      }
    }
    params.delete(key);
  }
  if (!found) return null;
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
