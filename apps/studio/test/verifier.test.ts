import { FairRng, mathDocument, mathHash, SimulationRng, type Step } from '@casino/game-math';
import { describe, expect, it } from 'vitest';
import { documentHash, verifyRound } from '../../../docs/verify/verify.mjs';
import { recompute } from '../src/fair/verify.service.js';
import { studioGames, type AnyGame } from '../src/games/registry.js';

/*
 * The published maths against the studio: docs/verify/verify.mjs, written from the math
 * documents alone, recomputes thousands of random rounds of every game and must agree with the
 * studio's own result to the cent. A change of the code that the document does not describe
 * (or the reverse) fails here.
 */

const ROUNDS = 3000;
const games = studioGames();

/** The document as a stranger gets it: JSON over the wire, with its hash. */
function published(game: AnyGame) {
  const document = mathDocument(game);
  return JSON.parse(JSON.stringify({ ...document, hash: mathHash(document) })) as Record<string, unknown>;
}

interface SlotSpin {
  free: boolean;
  stops: number[];
  steps: Array<{ grid: string[][] }>;
  win: number;
  free_spins_awarded: number;
}

/** A random chip bet on the table's spots. */
function randomChips(
  game: AnyGame,
  random: SimulationRng,
): { chips: Array<{ spot: string; amount: number }> } {
  const layout = game.layout as { spots: Array<{ spot: string }>; chips: number[] };
  const count = 1 + random.int(4);
  const chips = Array.from({ length: count }, () => ({
    spot: layout.spots[random.int(layout.spots.length)]?.spot ?? '',
    amount: (layout.chips[random.int(3)] ?? 20) * (1 + random.int(3)),
  }));
  return game.parseBet({ chips }).bet as { chips: Array<{ spot: string; amount: number }> };
}

/** Plays a blackjack round as the server does (a fresh generator per step) with random legal decisions. */
function playBlackjack(game: AnyGame, rng: () => FairRng, stake: number, random: SimulationRng) {
  let step: Step<unknown> = game.start(rng(), { stake });
  while (!step.finished) {
    const actions = (step.view as { actions: string[] }).actions;
    const type = actions[random.int(actions.length)] ?? 'stand';
    step = game.act?.(rng(), step.state, { type }) ?? step;
  }
  return step.view as { decisions: string[]; win: number; hands: Array<{ cards: unknown[] }> };
}

describe.each(games.map((game) => [game.id, game] as const))('verify.mjs recomputes %s', (_id, game) => {
  const doc = published(game);

  it('reads the document the studio publishes, hash included', () => {
    expect(documentHash(doc)).toBe(doc.hash);
    expect(doc.game).toBe(game.id);
    expect(doc.max_win).toMatchObject({ multiplier: game.maxWinMultiplier });
  });

  it(`gives the studio's outcome and win on ${ROUNDS} random rounds`, () => {
    const random = new SimulationRng(game.id.length * 7919);
    for (let i = 0; i < ROUNDS; i++) {
      const serverSeed = `seed-${random.int(1e9)}`;
      const clientSeed = `client-${random.int(1e6)}`;
      const nonce = random.int(100_000);
      const rng = () => new FairRng(serverSeed, clientSeed, nonce);
      const input = { serverSeed, clientSeed, nonce };
      if (game.kind === 'slot') {
        const stake = game.stakes[random.int(game.stakes.length)] ?? 0;
        const ours = recompute(game, serverSeed, clientSeed, nonce).view as {
          spins: SlotSpin[];
          win: number;
          capped: boolean;
        };
        const theirs = verifyRound(doc, { ...input, stake });
        const outcome = theirs.outcome as {
          spins: Array<Record<string, unknown>>;
          coins: number;
          capped: boolean;
        };
        expect(outcome.coins).toBe(ours.win);
        expect(outcome.capped).toBe(ours.capped);
        expect(
          outcome.spins.map((spin) => [spin.free, spin.stops, spin.grid, spin.free_spins_awarded]),
        ).toEqual(
          ours.spins.map((spin) => [spin.free, spin.stops, spin.steps.at(-1)?.grid, spin.free_spins_awarded]),
        );
        expect(theirs.win).toBe(game.start(rng(), { stake }).winCents);
      } else if (game.id === 'blackjack') {
        const stake = game.stakes[random.int(game.stakes.length)] ?? 0;
        const view = playBlackjack(game, rng, stake, random);
        const theirs = verifyRound(doc, { ...input, stake, decisions: view.decisions });
        expect(theirs.win).toBe(view.win);
        const revealed = recompute(game, serverSeed, clientSeed, nonce, view.decisions).view as {
          cards: Array<{ rank: string; suit: string }>;
        };
        expect((theirs.outcome as { cards: string[] }).cards).toEqual(
          revealed.cards.map((card) => `${card.rank}${card.suit}`),
        );
      } else {
        const bet = randomChips(game, random);
        const step = game.start(rng(), bet);
        const theirs = verifyRound(doc, { ...input, bet });
        expect(theirs.win).toBe(step.winCents);
        expect(theirs.bets).toEqual((step.view as { bets: unknown[] }).bets);
        const view = step.view as Record<string, unknown>;
        if (game.id === 'european-roulette') expect(theirs.outcome).toMatchObject({ number: view.number });
        else {
          const hand = (side: string) =>
            ((view[side] as { cards: Array<{ rank: string; suit: string }> }).cards ?? []).map(
              (c) => `${c.rank}${c.suit}`,
            );
          expect(theirs.outcome).toMatchObject({
            player: hand('player'),
            banker: hand('banker'),
            winner: view.winner,
          });
        }
      }
    }
  });
});

describe('verify.mjs on blackjack rounds longer than 12 cards', () => {
  it('recomputes a 16-card round from its decisions, every card and the win', () => {
    const game = games.find((g) => g.id === 'blackjack');
    if (!game) throw new Error('no blackjack');
    const decisions = ['split', 'hit', 'hit', 'hit', 'hit', 'hit', 'hit', 'hit', 'hit'];
    const rng = () => new FairRng('long-rounds', 'anyone', 5848);
    let step: Step<unknown> = game.start(rng(), { stake: 100 });
    for (const type of decisions) step = game.act?.(rng(), step.state, { type }) ?? step;
    expect(step.finished).toBe(true);
    const revealed = recompute(game, 'long-rounds', 'anyone', 5848, decisions);
    const cards = (revealed.view as { cards: unknown[] }).cards;
    expect(cards).toHaveLength(16);
    const theirs = verifyRound(published(game), {
      serverSeed: 'long-rounds',
      clientSeed: 'anyone',
      nonce: 5848,
      stake: 100,
      decisions,
    });
    expect((theirs.outcome as { cards: string[] }).cards).toHaveLength(16);
    expect(theirs.win).toBe(step.winCents);
  });
});
