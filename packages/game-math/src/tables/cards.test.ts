import { describe, expect, it } from 'vitest';
import { FairRng } from '../fair.js';
import { SimulationRng } from '../rng.js';
import { cardText, Shoe, toCard } from './cards.js';
import { code, riggedShoe } from './testing/rigged-rng.js';

describe('lazily shuffled shoe', () => {
  it('deals every card of every deck exactly once', () => {
    const shoe = new Shoe(new SimulationRng(5), 6);
    const counts = new Array<number>(52).fill(0);
    for (let i = 0; i < 312; i++) {
      const card = shoe.draw();
      counts[card] = (counts[card] ?? 0) + 1;
    }
    expect(counts).toEqual(new Array<number>(52).fill(6));
    expect(shoe.count).toBe(312);
    expect(() => shoe.draw()).toThrow(/empty/);
  });

  it('deals the k-th card uniformly (chi-square on the 52 cards at draw 5)', () => {
    const rng = new SimulationRng(77);
    const counts = new Array<number>(52).fill(0);
    const rounds = 104_000;
    for (let i = 0; i < rounds; i++) {
      const shoe = new Shoe(rng, 8);
      for (let k = 0; k < 4; k++) shoe.draw();
      const card = shoe.draw();
      counts[card] = (counts[card] ?? 0) + 1;
    }
    const expected = rounds / 52;
    const chi = counts.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(87.97); // p = 0.001 for 51 degrees of freedom
  });

  it('is a function of the seeds and the draw count only, and replays', () => {
    const deal = () => {
      const shoe = new Shoe(new FairRng('server', 'client', 4), 8);
      return Array.from({ length: 10 }, () => shoe.draw());
    };
    const first = deal();
    expect(deal()).toEqual(first);
    const replayed = Shoe.replay(new FairRng('server', 'client', 4), 8, first.slice(0, 6));
    expect(replayed.count).toBe(6);
    expect([replayed.draw(), replayed.draw()]).toEqual(first.slice(6, 8));
    expect(() => Shoe.replay(new FairRng('server', 'client', 5), 8, first)).toThrow(/seeds/);
  });

  it('names cards by rank and suit', () => {
    expect(toCard(0)).toEqual({ rank: 'A', suit: 'S' });
    expect(toCard(13 + 9)).toEqual({ rank: '10', suit: 'H' });
    expect(toCard(51)).toEqual({ rank: 'K', suit: 'C' });
    expect(cardText(code('Q', 'D'))).toBe('QD');
  });

  it('can be rigged for tests', () => {
    const wanted = [code('A'), code('A', 'H'), code('K', 'H'), code('A')];
    const shoe = new Shoe(riggedShoe(wanted, 1), 1);
    expect([shoe.draw(), shoe.draw(), shoe.draw()]).toEqual(wanted.slice(0, 3));
    expect(() => shoe.draw()).toThrow(/no card/); // one deck has one ace of spades
  });
});
