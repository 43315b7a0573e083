// Each feature owns a namespace file per language; a test checks that all four languages have
// exactly the same keys, so a missing translation fails CI. English is bundled (it is the
// fallback and the default); the other languages are fetched only when a player chooses them.
import enAuth from './en/auth.json';
import enBonuses from './en/bonuses.json';
import enCommon from './en/common.json';
import enGames from './en/games.json';
import enInbox from './en/inbox.json';
import enLoyalty from './en/loyalty.json';
import enProfile from './en/profile.json';
import enShell from './en/shell.json';
import enSupport from './en/support.json';
import enTournaments from './en/tournaments.json';
import enWallet from './en/wallet.json';
import enWheel from './en/wheel.json';
import enLimits from './en/limits.json';

export const LANGUAGES = ['en', 'es', 'pt', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];

export const NAMESPACES = [
  'common',
  'shell',
  'auth',
  'profile',
  'wallet',
  'games',
  'bonuses',
  'wheel',
  'tournaments',
  'loyalty',
  'inbox',
  'support',
  'limits',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** One language's texts, namespace by namespace. */
export type LanguageResources = Record<Namespace, Record<string, unknown>>;

export const english = {
  common: enCommon,
  shell: enShell,
  auth: enAuth,
  profile: enProfile,
  wallet: enWallet,
  games: enGames,
  bonuses: enBonuses,
  wheel: enWheel,
  tournaments: enTournaments,
  loyalty: enLoyalty,
  inbox: enInbox,
  support: enSupport,
  limits: enLimits,
} as const;

type Json = Promise<{ default: Record<string, unknown> }>;
const bundle = (
  files: [Json, Json, Json, Json, Json, Json, Json, Json, Json, Json, Json, Json, Json],
): Promise<LanguageResources> =>
  Promise.all(files).then(
    ([
      common,
      shell,
      auth,
      profile,
      wallet,
      games,
      bonuses,
      wheel,
      tournaments,
      loyalty,
      inbox,
      support,
      limits,
    ]) => ({
      common: common.default,
      shell: shell.default,
      auth: auth.default,
      profile: profile.default,
      wallet: wallet.default,
      games: games.default,
      bonuses: bonuses.default,
      wheel: wheel.default,
      tournaments: tournaments.default,
      loyalty: loyalty.default,
      inbox: inbox.default,
      support: support.default,
      limits: limits.default,
    }),
  );

// Literal import() paths so the bundler makes one small chunk per file.
const loaders: Record<Exclude<Language, 'en'>, () => Promise<LanguageResources>> = {
  es: () =>
    bundle([
      import('./es/common.json'),
      import('./es/shell.json'),
      import('./es/auth.json'),
      import('./es/profile.json'),
      import('./es/wallet.json'),
      import('./es/games.json'),
      import('./es/bonuses.json'),
      import('./es/wheel.json'),
      import('./es/tournaments.json'),
      import('./es/loyalty.json'),
      import('./es/inbox.json'),
      import('./es/support.json'),
      import('./es/limits.json'),
    ]),
  pt: () =>
    bundle([
      import('./pt/common.json'),
      import('./pt/shell.json'),
      import('./pt/auth.json'),
      import('./pt/profile.json'),
      import('./pt/wallet.json'),
      import('./pt/games.json'),
      import('./pt/bonuses.json'),
      import('./pt/wheel.json'),
      import('./pt/tournaments.json'),
      import('./pt/loyalty.json'),
      import('./pt/inbox.json'),
      import('./pt/support.json'),
      import('./pt/limits.json'),
    ]),
  ru: () =>
    bundle([
      import('./ru/common.json'),
      import('./ru/shell.json'),
      import('./ru/auth.json'),
      import('./ru/profile.json'),
      import('./ru/wallet.json'),
      import('./ru/games.json'),
      import('./ru/bonuses.json'),
      import('./ru/wheel.json'),
      import('./ru/tournaments.json'),
      import('./ru/loyalty.json'),
      import('./ru/inbox.json'),
      import('./ru/support.json'),
      import('./ru/limits.json'),
    ]),
};

/** A language's texts: English at once, the others fetched. */
export function loadResources(language: Language): Promise<LanguageResources> {
  return language === 'en' ? Promise.resolve(english) : loaders[language]();
}
