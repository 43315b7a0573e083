import { providerFeed } from '@casino/contract';
import { BetError, type GameModule } from '@casino/game-math';
import { describe, expect, it } from 'vitest';
import { categoriesOf, studioFeed } from './feed.js';
import type { AnyGame } from './registry.js';

const slot = (
  id: string,
  facts: Array<{ label: string; value: string }>,
  volatility: 'low' | 'high' = 'high',
) =>
  ({
    id,
    name: id,
    kind: 'slot',
    mode: 'casino',
    rtp: 0.96,
    maxWinMultiplier: 5000,
    math: {
      version: 1,
      model: 'test',
      maxWin: { multiplier: 5000, kind: 'cap', note: '' },
      deviation: 5,
      rules: {},
      draws: [],
    },
    volatility,
    facts,
    stakes: [10],
    layout: {},
    reveal: () => ({ view: null, summary: '' }),
    parseBet: () => {
      throw new BetError('bet_invalid');
    },
    start: () => ({ view: null, finished: true, winCents: 0 }),
  }) satisfies GameModule as AnyGame;

describe('the provider feed', () => {
  it('files slots by the mechanics their facts name, megaways over plain ways', () => {
    expect(categoriesOf(slot('a', [{ label: 'Ways', value: '117,649 Megaways' }]), false)).toEqual([
      'slots',
      'new',
      'megaways',
      'high-volatility',
    ]);
    expect(
      categoriesOf(
        slot('b', [{ label: 'Feature', value: '10 free spins with cascading reels' }], 'low'),
        true,
      ),
    ).toEqual(['slots', 'new', 'popular', 'free-spins', 'cascading', 'low-volatility']);
  });

  it('marks the first three slots popular and validates against the catalogue import schema', () => {
    const games = ['s1', 's2', 's3', 's4'].map((id) => slot(id, []));
    const feed = providerFeed.parse(
      studioFeed('https://games.example/studio/', { games, providerCode: 'ro' }),
    );
    expect(feed.provider.code).toBe('ro');
    expect(feed.games.map((g) => g.is_hot)).toEqual([true, true, true, false]);
    expect(feed.games[3]?.img).toBe('https://games.example/studio/art/s4.webp');
    expect(feed.games[3]?.uploaded_images).toEqual(['https://games.example/studio/art/s4@2x.webp']);
  });
});
