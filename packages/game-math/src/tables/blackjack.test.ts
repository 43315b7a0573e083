import { describe, expect, it } from 'vitest';
import { FairRng } from '../fair.js';
import { BetError, type Step } from '../game.js';
import { SimulationRng, type Rng } from '../rng.js';
import {
  applyAction,
  blackjack,
  BLACKJACK_DECKS,
  costOf,
  deal,
  MOST_CARDS_IN_A_ROUND,
  roundWin,
  type BlackjackAction,
  type BlackjackState,
  type BlackjackView,
} from './blackjack.js';
import { Shoe, toCard } from './cards.js';
import { basicStrategy } from './testing/basic-strategy.js';
import { code, riggedShoe } from './testing/rigged-rng.js';

/** Starts a round whose shoe deals `cards` in order (player, dealer up, player, dealer hole, then the rest). */
function rigged(cards: string[], stake = 100) {
  const codes = cards.map((c) => code(c.slice(0, -1), c.slice(-1)));
  // Each step gets a fresh rigged Rng, as the server recreates a FairRng for every step.
  const rng = (): Rng => riggedShoe(codes, BLACKJACK_DECKS);
  let step: Step<BlackjackState> = blackjack.start(rng(), blackjack.parseBet({ stake }).bet);
  return {
    get step() {
      return step;
    },
    get view() {
      return step.view as BlackjackView;
    },
    act(type: BlackjackAction | string) {
      const state = step.state;
      if (!state) throw new Error('the round is over');
      const action = blackjack.parseAction?.({ type }, state);
      if (!action || !blackjack.act) throw new Error('blackjack is multi-step');
      step = blackjack.act(rng(), JSON.parse(JSON.stringify(state)) as BlackjackState, action);
      return this;
    },
    cost(type: BlackjackAction) {
      const state = step.state;
      if (!state || !blackjack.actionCost) throw new Error('no state');
      return blackjack.actionCost(state, { type });
    },
  };
}

const ranks = (cards: Array<{ rank: string }>) => cards.map((c) => c.rank).join(' ');

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof BetError) return error.key;
    throw error;
  }
  return 'accepted';
}

describe('blackjack rules', () => {
  it('pays a player blackjack 3:2 at once', () => {
    const round = rigged(['AS', '9H', 'KD', '7C']);
    expect(round.step.finished).toBe(true);
    expect(round.step.winCents).toBe(250);
    expect(round.view.hands[0]).toMatchObject({ status: 'blackjack', total: 21, soft: true, win: 250 });
    expect(round.view.dealer).toMatchObject({ total: 16, hidden: false });
    expect(ranks(round.view.dealer.cards)).toBe('9 7');
    expect(round.view.actions).toEqual([]);
    expect(round.step.state).toBeUndefined();
  });

  it('peeks for a dealer blackjack, which takes only the opening stake', () => {
    const under_ace = rigged(['10S', 'AH', '9D', 'KC']);
    expect(under_ace.step.finished).toBe(true);
    expect(under_ace.step.winCents).toBe(0);
    expect(under_ace.view.hands[0]?.status).toBe('lost');
    expect(under_ace.view.dealer.total).toBe(21);

    const under_ten = rigged(['5S', 'QH', '5D', 'AC']);
    expect(under_ten.step.finished).toBe(true);
    expect(under_ten.view.hands[0]).toMatchObject({ status: 'lost', stake: 100, win: 0 });

    const both = rigged(['AS', 'AH', 'JD', 'KC']);
    expect(both.view.hands[0]).toMatchObject({ status: 'push', win: 100 });
    expect(both.step.winCents).toBe(100);
  });

  it('hides the hole card until the round ends', () => {
    const round = rigged(['10S', '6H', '8D', 'KC', '5S']);
    expect(round.step.finished).toBe(false);
    expect(round.view.dealer).toEqual({ cards: [toCard(code('6', 'H'))], total: null, hidden: true });
    expect(JSON.stringify(round.view)).not.toContain('"K"');
    expect(round.view.actions).toEqual(['hit', 'stand', 'double']);
    expect(round.view.active).toBe(0);
  });

  it('stands the dealer on soft 17 and draws to 16', () => {
    const soft17 = rigged(['10S', 'AH', '8D', '6C']).act('stand');
    expect(ranks(soft17.view.dealer.cards)).toBe('A 6');
    expect(soft17.view.dealer.total).toBe(17);
    expect(soft17.view.hands[0]).toMatchObject({ status: 'won', win: 200 });

    const sixteen = rigged(['10S', '10H', '8D', '6C', '2H', '5D']).act('stand');
    expect(ranks(sixteen.view.dealer.cards)).toBe('10 6 2');
    expect(sixteen.view.dealer.total).toBe(18);
    expect(sixteen.view.hands[0]).toMatchObject({ status: 'push', win: 100 });

    // A soft 16 hits, and the ace drops to 1 when it must.
    const soft16 = rigged(['10S', 'AH', '9D', '5C', '9H', '5S']).act('stand');
    expect(ranks(soft16.view.dealer.cards)).toBe('A 5 9 5');
    expect(soft16.view.dealer.total).toBe(20);
    expect(soft16.view.hands[0]).toMatchObject({ status: 'lost', win: 0 });
  });

  it('settles a push, a win and a dealer bust', () => {
    const push = rigged(['10S', '10H', '8D', '8C']).act('stand');
    expect(push.step).toMatchObject({ finished: true, winCents: 100 });
    expect(push.view.hands[0]?.status).toBe('push');

    const bust = rigged(['10S', '10H', '2D', '6C', 'KD']).act('stand');
    expect(bust.view.dealer.total).toBe(26);
    expect(bust.step.winCents).toBe(200);
  });

  it('ends the round on a bust without the dealer drawing', () => {
    const round = rigged(['10S', '10H', '6D', '6C', 'KH']).act('hit');
    expect(round.step.finished).toBe(true);
    expect(round.step.winCents).toBe(0);
    expect(round.view.hands[0]).toMatchObject({ status: 'bust', total: 26, win: 0 });
    expect(ranks(round.view.dealer.cards)).toBe('10 6');
  });

  it('stands a hand on 21 by itself', () => {
    const round = rigged(['5S', '10H', '6D', '7C', 'QH', '2D']).act('hit');
    expect(round.step.finished).toBe(true);
    expect(round.view.hands[0]).toMatchObject({ total: 21, status: 'won', win: 200 });
  });

  it('doubles for one card at twice the stake', () => {
    const round = rigged(['6S', '6H', '5D', '10C', 'KH', '9D']);
    expect(round.cost('double')).toBe(100);
    expect(round.cost('hit')).toBe(0);
    round.act('double');
    expect(round.step.finished).toBe(true);
    expect(round.view.hands[0]).toMatchObject({ stake: 200, total: 21, status: 'won', win: 400 });
    expect(round.view.dealer.total).toBe(25);

    const soft = rigged(['AS', '6H', '7D', '10C', 'AH', '10D']).act('double');
    expect(soft.view.hands[0]).toMatchObject({ total: 19, soft: true, stake: 200, status: 'won', win: 400 });
  });

  it('splits aces once, one card each, and pays 21 after a split as a plain win', () => {
    const round = rigged(['AS', '9H', 'AD', '7C', 'KH', '5D', '2S']);
    expect(round.view.actions).toEqual(['hit', 'stand', 'double', 'split']);
    expect(round.cost('split')).toBe(100);
    round.act('split');
    expect(round.step.finished).toBe(true);
    expect(round.view.hands.map((h) => [ranks(h.cards), h.total, h.status, h.win])).toEqual([
      ['A K', 21, 'won', 200],
      ['A 5', 16, 'lost', 0],
    ]);
    expect(round.view.dealer.total).toBe(18);
    expect(round.step.winCents).toBe(200);
  });

  it('plays split hands in turn, with a double after the split, and never splits twice', () => {
    const round = rigged(['8S', '10H', '8D', '8C', '8H', '3D', '10D', '5S']);
    round.act('split');
    expect(round.view.active).toBe(0);
    expect(ranks(round.view.hands[0]?.cards ?? [])).toBe('8 8');
    expect(round.view.actions).toEqual(['hit', 'stand', 'double']);
    expect(refusal(() => round.act('split'))).toBe('action_invalid');
    round.act('stand');
    expect(round.view.active).toBe(1);
    expect(round.cost('double')).toBe(100);
    round.act('double');
    expect(round.step.finished).toBe(true);
    expect(round.view.hands.map((h) => [h.total, h.stake, h.status, h.win])).toEqual([
      [16, 100, 'lost', 0],
      [21, 200, 'won', 400],
    ]);
    expect(ranks(round.view.dealer.cards)).toBe('10 8');
  });

  it('refuses illegal actions', () => {
    const round = rigged(['10S', '6H', '7D', '10C', '2H', '3D']);
    expect(refusal(() => round.act('split'))).toBe('action_invalid'); // not a pair
    expect(refusal(() => round.act('surrender'))).toBe('action_invalid');
    const state = round.step.state;
    if (!state) throw new Error('the round should go on');
    expect(refusal(() => blackjack.parseAction?.(null, state))).toBe('action_invalid');
    expect(refusal(() => blackjack.parseAction?.({ kind: 'hit' }, state))).toBe('action_invalid');
    round.act('hit');
    expect(round.view.actions).toEqual(['hit', 'stand']);
    expect(refusal(() => round.act('double'))).toBe('action_invalid'); // three cards
    round.act('stand');
    expect(round.step.finished).toBe(true);
    // The engine refuses too, whatever reaches it.
    const settled = deal(new Shoe(riggedShoe([code('A'), code('9'), code('K'), code('7')], 6), 6), 100);
    expect(refusal(() => applyAction(settled, new Shoe(new SimulationRng(1), 6), 'hit'))).toBe(
      'action_invalid',
    );
  });

  it('takes only the listed stakes, all even', () => {
    expect(blackjack.stakes.every((s) => s % 2 === 0)).toBe(true);
    expect(blackjack.parseBet({ stake: 500 })).toEqual({ bet: { stake: 500 }, stakeCents: 500 });
    expect(refusal(() => blackjack.parseBet({ stake: 501 }))).toBe('stake_invalid');
    expect(refusal(() => blackjack.parseBet({ stake: '500' }))).toBe('stake_invalid');
    expect(refusal(() => blackjack.parseBet({}))).toBe('bet_invalid');
    expect(refusal(() => blackjack.parseBet(7))).toBe('bet_invalid');
  });
});

describe('blackjack shoe and replay', () => {
  /** The cards a single uninterrupted FairRng deals for these seeds. */
  const shoeCards = (nonce: number, count: number) => {
    const shoe = new Shoe(new FairRng('server-seed', 'client-seed', nonce), BLACKJACK_DECKS);
    return Array.from({ length: count }, () => shoe.draw());
  };

  it('replays a round from its JSON state and recreated FairRngs to the same cards', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const fair = () => new FairRng('server-seed', 'client-seed', nonce);
      let step = blackjack.start(fair(), { stake: 100 });
      let state: BlackjackState | undefined = step.state;
      while (state) {
        const view = step.view as BlackjackView;
        const hand = state.hands[state.active];
        if (!hand) throw new Error('an unfinished round has a hand in play');
        const type = basicStrategy(hand.cards, state.dealer[0] ?? 0, view.actions.includes('split'));
        const stored = JSON.parse(JSON.stringify(state)) as BlackjackState;
        step = blackjack.act?.(fair(), stored, { type }) ?? step;
        state = step.state;
        if (state) expect(state.drawn.slice(0, stored.drawn.length)).toEqual(stored.drawn);
      }
      const view = step.view as BlackjackView;
      const dealt = [...view.hands.flatMap((h) => h.cards), ...view.dealer.cards];
      const expected = shoeCards(nonce, dealt.length).map(toCard);
      // The same multiset of cards as the uninterrupted shoe's first cards, hand by hand.
      const key = (c: { rank: string; suit: string }) => `${c.rank}${c.suit}`;
      expect(dealt.map(key).sort()).toEqual(expected.map(key).sort());
      expect(view.hands[0]?.cards[0]).toEqual(expected[0]);
      expect(view.dealer.cards[0]).toEqual(expected[1]);
    }
  });

  it('refuses a state that does not belong to the seeds', () => {
    const nonce = [0, 1, 2, 3, 4, 5].find(
      (n) => blackjack.start(new FairRng('s', 'c', n), { stake: 100 }).state,
    );
    if (nonce === undefined) throw new Error('six naturals in a row');
    const state = blackjack.start(new FairRng('s', 'c', nonce), { stake: 100 }).state;
    if (!state) throw new Error('the round should go on');
    const forged = { ...state, drawn: state.drawn.map((c) => (c + 1) % 52) };
    expect(() => blackjack.act?.(new FairRng('s', 'c', nonce), forged, { type: 'stand' })).toThrow(/seeds/);
    // The same state with the wrong nonce is refused as well.
    expect(() => blackjack.act?.(new FairRng('s', 'c', nonce + 100), state, { type: 'stand' })).toThrow(
      /seeds/,
    );
  });

  it('does not change the state it is given', () => {
    const rng = () => riggedShoe([code('10'), code('6'), code('7'), code('10'), code('2')], 6);
    const step = blackjack.start(rng(), { stake: 100 });
    const before = JSON.stringify(step.state);
    if (!step.state) throw new Error('the round should go on');
    blackjack.act?.(rng(), step.state, { type: 'hit' });
    expect(JSON.stringify(step.state)).toBe(before);
  });

  it('reveals without decisions the 59 cards a round can use at most, the round’s first four among them', () => {
    const revealed = blackjack.reveal(new FairRng('server-seed', 'client-seed', 9));
    const cards = (revealed.view as { cards: unknown[] }).cards;
    expect(MOST_CARDS_IN_A_ROUND).toBe(59);
    expect(cards).toEqual(shoeCards(9, 59).map(toCard));
    const view = blackjack.start(new FairRng('server-seed', 'client-seed', 9), { stake: 100 })
      .view as BlackjackView;
    expect(view.hands[0]?.cards).toEqual([cards[0], cards[2]]);
    expect(view.dealer.cards[0]).toEqual(cards[1]);
    expect(revealed.summary).toMatch(
      /^The first 59 cards of the shoe \(the most any round can use\): (\S+ ){58}\S+$/,
    );
  });

  it('replays a round of 17 cards from its decisions, every card shown and the win recomputed', () => {
    // A split of twos: the first hand takes five hits to a soft 20, the second five to 17, and
    // the dealer's 16 draws a two: 18 beats 17 and loses to 20.
    const codes = ['2', '10', '2', '6', 'A', 'A', 'A', 'A', 'A', '2', '2', '2', '2', '2', '3', '5', '2'].map(
      (rank, i) => code(rank, 'SHDC'[i % 4]),
    );
    const decisions = [
      'split',
      'hit',
      'hit',
      'hit',
      'hit',
      'hit',
      'stand',
      'hit',
      'hit',
      'hit',
      'hit',
      'hit',
      'stand',
    ];
    const played = blackjack.reveal(riggedShoe(codes, BLACKJACK_DECKS), decisions);
    const view = played.view as BlackjackView & { cards: unknown[]; win_per_stake: number };
    expect(view.cards).toEqual(codes.map(toCard));
    expect(view.finished).toBe(true);
    expect(view.decisions).toEqual(decisions);
    expect(view.hands.map((hand) => [hand.total, hand.status])).toEqual([
      [20, 'won'],
      [17, 'lost'],
    ]);
    expect(view.win_per_stake).toBe(2);
    expect(played.summary).toMatch(/^17 cards: .*; pays 2x the opening stake$/);
    // A decision the round does not allow is refused, as in play.
    expect(() => blackjack.reveal(riggedShoe(codes, BLACKJACK_DECKS), ['double', 'hit'])).toThrow(
      'action_invalid',
    );
  });
});

describe('blackjack rounds played at random', () => {
  it('accepts exactly the listed actions, charges them, and pays within the maximum', () => {
    const rng = new SimulationRng(99);
    const all: BlackjackAction[] = ['hit', 'stand', 'double', 'split'];
    for (let nonce = 0; nonce < 1500; nonce++) {
      const round = () => new FairRng('server', 'random-play', nonce);
      let step = blackjack.start(round(), { stake: 100 });
      let debited = 100;
      while (!step.finished) {
        const state = JSON.parse(JSON.stringify(step.state)) as BlackjackState;
        const view = step.view as BlackjackView;
        for (const type of all) {
          const accepted = refusal(() => blackjack.parseAction?.({ type }, state)) === 'accepted';
          expect(accepted).toBe(view.actions.includes(type));
        }
        const type = view.actions[rng.int(view.actions.length)] ?? 'stand';
        debited += blackjack.actionCost?.(state, { type }) ?? 0;
        step = blackjack.act?.(round(), state, { type }) ?? step;
      }
      const view = step.view as BlackjackView;
      expect(view.hands.reduce((sum, hand) => sum + hand.stake, 0)).toBe(debited);
      expect(step.winCents).toBe(view.win);
      expect(step.winCents).toBeLessThanOrEqual(blackjack.maxWinMultiplier * 100);
      expect(view.dealer.hidden).toBe(false);
      expect(view.actions).toEqual([]);
      for (const hand of view.hands) {
        expect(['blackjack', 'won', 'lost', 'push', 'bust']).toContain(hand.status);
        if (hand.status === 'bust') expect(hand.total).toBeGreaterThan(21);
      }
    }
  });
});

describe('blackjack return to player', () => {
  it('returns the published RTP under basic strategy (10^6 rounds, within 0.5 pp)', () => {
    const rng = new SimulationRng(20_240_601);
    const rounds = 1_000_000;
    let staked = 0;
    let returned = 0;
    for (let i = 0; i < rounds; i++) {
      const shoe = new Shoe(rng, BLACKJACK_DECKS);
      const round = deal(shoe, 2);
      staked += 2;
      while (round.active !== -1) {
        const hand = round.hands[round.active];
        if (!hand) throw new Error('an unfinished round has a hand in play');
        const action = basicStrategy(hand.cards, round.dealer[0] ?? 0, round.hands.length === 1);
        staked += costOf(round, action);
        applyAction(round, shoe, action);
      }
      returned += roundWin(round);
    }
    // The published figure is per opening stake: 1 - (total lost) / (opening stakes).
    const perOpeningStake = 1 - (staked - returned) / (2 * rounds);
    expect(Math.abs(perOpeningStake - blackjack.rtp)).toBeLessThan(0.005);
    // Doubles and splits add about 13% to what is staked, so per unit staked the return is higher.
    expect(returned / staked).toBeGreaterThan(perOpeningStake);
  });

  it('publishes its maximum win: a split, both hands doubled and won', () => {
    const round = rigged(['5S', '10H', '5D', '6C', '6H', '6D', 'KS', 'QS', 'KD']);
    round.act('split').act('double').act('double');
    expect(round.view.hands.map((h) => [h.total, h.stake, h.status])).toEqual([
      [21, 200, 'won'],
      [21, 200, 'won'],
    ]);
    expect(round.step.winCents).toBe(blackjack.maxWinMultiplier * 100);
  });
});
