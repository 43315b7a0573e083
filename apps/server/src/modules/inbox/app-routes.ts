import { CONTENT_SLUGS } from '@casino/contract';

/**
 * The routes of the single-page app a message's button may open (document 1, section 2). An
 * operator's broadcast names one; anything else (another site, a path the app does not have)
 * would leave the player on a dead end or somewhere they did not expect, so it is refused.
 */
const PATHS = new Set<string>([
  '/',
  '/slots',
  '/game',
  '/promo',
  '/promo/bonuses',
  '/promo/events',
  '/bonuses',
  '/tournaments',
  '/sports',
  '/status',
  '/vip',
  '/profile',
  '/faq',
  ...CONTENT_SLUGS.map((slug) => `/faq/${slug}`),
]);

const MAX_LENGTH = 200;
/** Query strings of plain parameters (no fragments, no scripts, nothing to decode into markup). */
const QUERY = /^[A-Za-z0-9_.~%=&+-]*$/;

/** True when route is a path of the app (with an optional plain query), e.g. /tournaments?tournamentId=3. */
export function isAppRoute(route: string): boolean {
  if (route.length === 0 || route.length > MAX_LENGTH || !route.startsWith('/') || route.startsWith('//'))
    return false;
  const at = route.indexOf('?');
  const path = at < 0 ? route : route.slice(0, at);
  const query = at < 0 ? '' : route.slice(at + 1);
  return PATHS.has(path) && QUERY.test(query);
}

/** The app's paths, for an operator's error message. */
export const APP_PATHS: readonly string[] = [...PATHS];
