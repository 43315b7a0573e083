import { describe, expect, it } from 'vitest';
import { FairRng } from '../fair.js';
import { TABLE_GAMES } from './index.js';

describe('table games', () => {
  it('are listed once each with the ids the clients use', () => {
    expect(TABLE_GAMES.map((game) => game.id)).toEqual(['european-roulette', 'blackjack', 'baccarat']);
  });

  it.each(TABLE_GAMES.map((game) => [game.id, game] as const))(
    '%s describes itself to the catalogue',
    (_, game) => {
      expect(game.kind).toBe('table');
      expect(game.mode).toBe('live_casino');
      expect(game.rtp).toBeGreaterThan(0.97);
      expect(game.rtp).toBeLessThan(1);
      expect(game.maxWinMultiplier).toBeGreaterThan(1);
      expect(game.facts.length).toBeGreaterThan(0);
      expect(game.stakes.length).toBeGreaterThan(0);
      expect([...game.stakes].sort((a, b) => a - b)).toEqual(game.stakes);
      expect(game.stakes.every((stake) => Number.isInteger(stake) && stake > 0)).toBe(true);
      expect(JSON.parse(JSON.stringify(game.layout))).toEqual(game.layout);
      const revealed = game.reveal(new FairRng('server', 'client', 1));
      expect(JSON.parse(JSON.stringify(revealed.view))).toEqual(revealed.view);
      expect(revealed.summary.length).toBeGreaterThan(0);
    },
  );
});
