/** The chat is a full-screen sheet at the shell's phone width and below. */
const PHONE_QUERY = '(max-width: 900px)';

export const isPhoneLayout = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
