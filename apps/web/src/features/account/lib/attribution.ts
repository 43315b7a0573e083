/**
 * Referral and lead id arrive in the landing address; the shell keeps them in sessionStorage
 * (keys referral and lead_id) so that sign-up, by form or by Google, can send them.
 */
export function attribution(key: 'referral' | 'lead_id'): string | undefined {
  try {
    return window.sessionStorage.getItem(key) || undefined;
  } catch {
    return undefined;
  }
}
