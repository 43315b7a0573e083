import type { GameType, ProviderFeed } from '@casino/contract';

/**
 * Realistic provider feeds for load tests and for trying the lobby with a big catalogue: N
 * titles spread unevenly over about forty providers, with the names real catalogues have
 * (accents, Cyrillic, apostrophes, ampersands, percent signs, trademarks, numerals).
 * Deterministic for a given seed.
 */

const PROVIDERS = [
  'Aurora Gaming',
  'Bellwether Studios',
  'Čapek Games',
  'Duende Play',
  'Eldorado Interactive',
  'Fjällbacka Slots',
  'Golden Lynx',
  'Hanami Works',
  'Iguazú Gaming',
  'Jörmungandr Studio',
  'Kasbah Entertainment',
  'Lucky Ōkami',
  'Mistral & Co',
  'Northern Lights Play',
  'Orbit Reels',
  'Pampa Digital',
  'Quetzal Games',
  'Rosso Corsa Gaming',
  'Saga Nórdica',
  'Tundra Labs',
  'Umbra Studios',
  'Velvet Dice',
  'Wanderlust Games',
  'Xolotl Play',
  'Yggdrasil Forge',
  'Zénith Jeux',
  'Atlas Reelworks',
  'Bandit Bay',
  'Cobalt Crown',
  'Dorado Rush',
  'Emerald Isle Gaming',
  'Firebird Studio',
  'Жар-птица Геймс',
  'Hex & Halo',
  'Ivory Tusk',
  'Jade Monkey',
  'Kraken Deep',
  'Lumière Play',
  'Maré Alta',
  'Nomad Spins',
] as const;

const FIRST = [
  'Ráfaga',
  'Café',
  'Señor',
  'Über',
  'Crème',
  'Fiesta',
  'Mágica',
  'Ōkami',
  'Золото',
  'Dragon',
  'Pharaoh',
  'Viking',
  'Neon',
  'Crystal',
  'Wild',
  'Lucky',
  'Golden',
  'Mystic',
  'Cosmic',
  'Jungle',
  'Samba',
  'Aztec',
  'Tiki',
  'Hot',
  'Frozen',
  'Royal',
  'Sakura',
  'Thunder',
  'Bonanza',
  'Zeus',
  'Cleopatra’s',
  'Buffalo',
  'Piñata',
  'Ça Va',
  'Ærø',
  'Straße',
  'Księżyc',
] as const;

const SECOND = [
  'Fortune',
  'Riches',
  'Reels',
  'Fruits',
  'Treasure',
  'Gems',
  'Spins',
  'Hoard',
  'Quest',
  'Kingdom',
  'Nights',
  'Rush',
  'Sevens',
  'Bells',
  'Cascade',
  'Empire',
  'Legends',
  'Carnival',
  'Jackpot',
  'Heist',
  'Safari',
  'Oasis',
  'Gold',
  'Party',
  'Mañana',
  'Déjà Vu',
  'Sorte',
  'Удача',
] as const;

const DECORATIONS = [
  '',
  '',
  '',
  '',
  ' Deluxe',
  ' Megaways™',
  ' II',
  ' 2',
  ' Xtreme',
  ' & Bars',
  " 'n' Roll",
  ': Hold & Win',
  ' 100%',
  ' (Xmas Edition)',
  ' Hot_Spot',
  ' 10,000',
  ' — Reloaded',
  '!',
] as const;

const CASINO_SLUGS = [
  'slots',
  'popular',
  'new',
  'free-spins',
  'high-volatility',
  'classic',
  'megaways',
  'bonus-buy',
];
const LIVE_SLUGS = ['roulette', 'blackjack', 'baccarat', 'table-games', 'game-shows'];
const LIVE_TITLES = ['Roulette', 'Blackjack', 'Baccarat', 'Poker', 'Dream Catcher', 'Sic Bo', 'Dragon Tiger'];

/** mulberry32: a small deterministic generator, good enough for test data. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const slugify = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'provider';

/** Feeds holding `count` games over `providers` providers (at most 40), one feed per provider. */
export function generateFeeds(
  count: number,
  options: { providers?: number; seed?: number } = {},
): ProviderFeed[] {
  const random = generator(options.seed ?? 20260301);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const providerCount = Math.max(1, Math.min(options.providers ?? PROVIDERS.length, PROVIDERS.length));
  // Uneven shares, as in real catalogues: a few big providers, many small ones.
  const weights = Array.from({ length: providerCount }, () => 0.2 + random() ** 2);
  const total = weights.reduce((sum, w) => sum + w, 0);
  const shares = weights.map((w) => Math.floor((w / total) * count));
  shares[0] = (shares[0] ?? 0) + count - shares.reduce((sum, s) => sum + s, 0);

  return shares.map((share, p) => {
    const name = PROVIDERS[p] ?? `Provider ${p}`;
    const code = `${slugify(name)}-${p}`;
    const games: ProviderFeed['games'] = [];
    for (let i = 0; i < share; i++) {
      const live = random() < 0.12;
      const title = live
        ? `${pick(FIRST)} ${pick(LIVE_TITLES)}${random() < 0.3 ? ' Live' : ''}`
        : `${pick(FIRST)} ${pick(SECOND)}${pick(DECORATIONS)}`;
      const type: GameType = live
        ? pick(['live', 'live', 'tables', 'game_shows'] as const)
        : pick(['slots', 'slots', 'slots', 'slots', 'jackpots', 'video_poker'] as const);
      const slugs = live ? LIVE_SLUGS : CASINO_SLUGS;
      const categories = [...new Set([live ? pick(slugs) : 'slots', pick(slugs), pick(slugs)])].slice(
        0,
        1 + Math.floor(random() * 3),
      );
      const gameCode = `${code}:${String(i).padStart(5, '0')}`;
      const month = 1 + Math.floor(random() * 12);
      games.push({
        code: gameCode,
        name: title,
        mode: live ? 'live_casino' : 'casino',
        type,
        categories,
        img: `https://cdn.example.com/${code}/${i}.webp`,
        uploaded_images: random() < 0.5 ? [`https://cdn.example.com/${code}/${i}@2x.webp`] : [],
        rtp: Math.round((0.9 + random() * 0.08) * 10000) / 10000,
        max_win_multiplier: live ? 36 + Math.floor(random() * 500) : 500 + Math.floor(random() * 50_000),
        volatility: pick(['low', 'medium', 'high'] as const),
        demo: random() < 0.85,
        is_hot: random() < 0.05,
        is_exclusive: random() < 0.02,
        released_at: `20${18 + Math.floor(random() * 8)}-${String(month).padStart(2, '0')}-01`,
      });
    }
    return {
      provider: { code, name, logo: `https://cdn.example.com/${code}/logo.svg` },
      games,
    };
  });
}
