/** Below this width the shell is the phone layout (the sidebar gives way to the bottom bar). */
export const SMALL_SCREEN_QUERY = '(max-width: 900px)';

/** Whether the screen is phone-sized now (a game launches in its mobile layout there). */
export function isSmallScreen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(SMALL_SCREEN_QUERY).matches;
}
