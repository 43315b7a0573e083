import type { ProviderFeed } from '@casino/contract';

type FeedGame = ProviderFeed['games'][number];

/** One feed game with sensible defaults; tests override what they look at. */
export function feedGame(code: string, name: string, extra: Partial<FeedGame> = {}): FeedGame {
  return {
    code,
    name,
    mode: 'casino',
    type: 'slots',
    categories: ['slots'],
    img: `/img/${code}.webp`,
    uploaded_images: [],
    rtp: 0.9612,
    demo: true,
    is_hot: false,
    is_exclusive: false,
    ...extra,
  };
}

/** Names a search must find by their folded form and must not confuse with LIKE's wildcards. */
export const SPECIAL_NAMES = {
  accent: 'Ráfaga Dorada',
  dejaVu: 'Book of Déjà Vu',
  cyrillic: 'Золотая Лихорадка',
  wildcards: '100% Hot_Fruits',
  quote: "O'Reilly's Luck",
  backslash: 'Back\\Slash Bonanza',
} as const;

/**
 * Alpha: 30 numbered casino slots (the first five also Popular; 07 and 22 hot) and the six
 * special names. Beta: three live tables.
 */
export function alphaFeed(): ProviderFeed {
  const numbered = Array.from({ length: 30 }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return feedGame(`alpha-${n}`, `Alpha Game ${n}`, {
      categories: i < 5 ? ['slots', 'popular'] : ['slots'],
      is_hot: n === '07' || n === '22',
      rtp: 0.95 + i / 1000,
    });
  });
  const special = Object.entries(SPECIAL_NAMES).map(([key, name]) => feedGame(`alpha-${key}`, name));
  return {
    provider: { code: 'alpha', name: 'Alpha Studios', logo: '/img/alpha.svg' },
    games: [...numbered, ...special],
  };
}

export function betaFeed(): ProviderFeed {
  const table = (code: string, name: string, categories: string[]) =>
    feedGame(code, name, { mode: 'live_casino', type: 'tables', categories, rtp: 0.973 });
  return {
    provider: { code: 'beta', name: 'Beta Live', logo: '/img/beta.svg' },
    games: [
      table('beta-roulette', 'Beta Roulette', ['roulette']),
      table('beta-blackjack', 'Beta Blackjack', ['blackjack']),
      table('beta-baccarat', 'Beta Baccarat', ['baccarat', 'table-games']),
    ],
  };
}
