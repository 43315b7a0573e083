import type { ProviderFeed } from '@casino/contract';
import { DEFAULT_PROVIDER_CODE } from '../config.js';
import { studioGames, type AnyGame } from './registry.js';

export const PROVIDER_NAME = 'Royal Originals';

/** Slots shown under "popular" from the start (the catalogue has no play counts yet). */
const POPULAR_SLOTS = 3;

/** Mechanics a slot's facts may name, and the category slug each one files it under. */
const MECHANICS: ReadonlyArray<{ pattern: RegExp; slug: string }> = [
  { pattern: /free[\s-]?spins?/i, slug: 'free-spins' },
  { pattern: /megaways/i, slug: 'megaways' },
  { pattern: /\bways\b/i, slug: 'ways' },
  { pattern: /cascad|tumbl|avalanche/i, slug: 'cascading' },
  { pattern: /cluster/i, slug: 'cluster-pays' },
  { pattern: /hold\s*(and|&)\s*(win|spin)/i, slug: 'hold-and-win' },
  { pattern: /bonus\s*buy|buy\s*(the\s*)?bonus/i, slug: 'bonus-buy' },
  { pattern: /multiplier/i, slug: 'multipliers' },
  { pattern: /jackpot/i, slug: 'jackpots' },
  { pattern: /wild/i, slug: 'wilds' },
];

const TABLE_KINDS = ['roulette', 'blackjack', 'baccarat', 'poker', 'dice'] as const;

/** The catalogue's category slugs for a game, from its kind, volatility and the mechanics it names. */
export function categoriesOf(game: AnyGame, popular: boolean): string[] {
  const slugs: string[] = [];
  if (game.kind === 'slot') {
    slugs.push('slots', 'new');
    if (popular) slugs.push('popular');
    const text = [game.name, ...game.facts.map((f) => `${f.label} ${f.value}`)].join(' ');
    for (const m of MECHANICS) if (m.pattern.test(text) && !slugs.includes(m.slug)) slugs.push(m.slug);
    // "ways" is implied by "megaways"; keep the more precise one only.
    if (slugs.includes('megaways'))
      return finish(
        slugs.filter((s) => s !== 'ways'),
        game,
      );
  } else {
    const text = `${game.id} ${game.name}`.toLowerCase();
    for (const kind of TABLE_KINDS) if (text.includes(kind)) slugs.push(kind);
    slugs.push('table-games', 'new');
  }
  return finish(slugs, game);
}

function finish(slugs: string[], game: AnyGame): string[] {
  return [...slugs, `${game.volatility}-volatility`].slice(0, 20);
}

/**
 * The provider feed (the shape `catalogue:import` reads) of every studio game, served at
 * {base}/api/games and callable in-process by the casino's seed. A game's tile is
 * `${publicBase}/art/<game>.webp` (300 x 400) with `<game>@2x.webp` (600 x 800) as its further
 * image: raster copies the client build derives from the SVG cover beside them
 * (client/build/cover-rasters-plugin.ts), which a lobby decodes off its main thread.
 */
export function studioFeed(
  publicBase: string,
  options: { providerCode?: string; games?: readonly AnyGame[] } = {},
): ProviderFeed {
  const base = publicBase.replace(/\/$/, '');
  const games = options.games ?? studioGames();
  let slotIndex = 0;
  return {
    provider: {
      code: options.providerCode ?? DEFAULT_PROVIDER_CODE,
      name: PROVIDER_NAME,
      logo: `${base}/logo.svg`,
    },
    games: games.map((game) => {
      const popular = game.kind === 'slot' && slotIndex++ < POPULAR_SLOTS;
      return {
        code: game.id,
        name: game.name,
        mode: game.mode,
        type: game.kind === 'slot' ? ('slots' as const) : ('tables' as const),
        categories: categoriesOf(game, popular),
        img: `${base}/art/${game.id}.webp`,
        uploaded_images: [`${base}/art/${game.id}@2x.webp`],
        rtp: game.rtp,
        max_win_multiplier: game.maxWinMultiplier,
        volatility: game.volatility,
        demo: true,
        is_hot: popular,
        is_exclusive: true,
      };
    }),
  };
}
