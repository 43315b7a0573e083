// Each feature owns a namespace file per language; a test checks that all four languages have
// exactly the same keys, so a missing translation fails CI. The first download holds only the
// English of the namespaces the shell and the lobby use (English is the fallback and the
// default); every other file, of every language, is fetched when a component first asks for its
// namespace (lib/i18n.ts), so a feature's texts come with the feature and not before.
import enCommon from './en/common.json';
import enGames from './en/games.json';
import enInbox from './en/inbox.json';
import enLoyalty from './en/loyalty.json';
import enShell from './en/shell.json';
import enSupport from './en/support.json';

export const LANGUAGES = ['en', 'es', 'pt', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];

/** What the shell and the lobby render with: in the first download, in English. */
export const BUNDLED_NAMESPACES = ['common', 'shell', 'games', 'inbox', 'loyalty', 'support'] as const;

export const NAMESPACES = [
  ...BUNDLED_NAMESPACES,
  'auth',
  'profile',
  'wallet',
  'bonuses',
  'wheel',
  'tournaments',
  'limits',
  'sports',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

type Texts = Record<string, unknown>;

export const bundledEnglish: Record<(typeof BUNDLED_NAMESPACES)[number], Texts> = {
  common: enCommon,
  shell: enShell,
  games: enGames,
  inbox: enInbox,
  loyalty: enLoyalty,
  support: enSupport,
};

// One small chunk per file; the bundled English ones stay in the first download, not beside it.
const files = import.meta.glob<{ default: Texts }>([
  './*/*.json',
  '!./en/{common,shell,games,inbox,loyalty,support}.json',
]);

/** One namespace's texts in one language. */
export function loadNamespace(language: Language, namespace: Namespace): Promise<Texts> {
  if (language === 'en' && namespace in bundledEnglish)
    return Promise.resolve(bundledEnglish[namespace as keyof typeof bundledEnglish]);
  const load = files[`./${language}/${namespace}.json`];
  if (!load) return Promise.reject(new Error(`no texts ${language}/${namespace}`));
  return load().then((module) => module.default);
}
