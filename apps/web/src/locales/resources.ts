// Each feature owns a namespace file per language; a test checks that all four languages have
// exactly the same keys, so a missing translation fails CI.
import enAuth from './en/auth.json';
import enCommon from './en/common.json';
import enProfile from './en/profile.json';
import enShell from './en/shell.json';
import enWallet from './en/wallet.json';
import esAuth from './es/auth.json';
import esCommon from './es/common.json';
import esProfile from './es/profile.json';
import esShell from './es/shell.json';
import esWallet from './es/wallet.json';
import ptAuth from './pt/auth.json';
import ptCommon from './pt/common.json';
import ptProfile from './pt/profile.json';
import ptShell from './pt/shell.json';
import ptWallet from './pt/wallet.json';
import ruAuth from './ru/auth.json';
import ruCommon from './ru/common.json';
import ruProfile from './ru/profile.json';
import ruShell from './ru/shell.json';
import ruWallet from './ru/wallet.json';

export const LANGUAGES = ['en', 'es', 'pt', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];

export const NAMESPACES = ['common', 'shell', 'auth', 'profile', 'wallet'] as const;

export const resources = {
  en: { common: enCommon, shell: enShell, auth: enAuth, profile: enProfile, wallet: enWallet },
  es: { common: esCommon, shell: esShell, auth: esAuth, profile: esProfile, wallet: esWallet },
  pt: { common: ptCommon, shell: ptShell, auth: ptAuth, profile: ptProfile, wallet: ptWallet },
  ru: { common: ruCommon, shell: ruShell, auth: ruAuth, profile: ruProfile, wallet: ruWallet },
} as const;
