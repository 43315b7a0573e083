import { BetError, type GameModule, type Step } from '../game.js';
import type { Rng } from '../rng.js';
import { cardText, rankIndex, Shoe, shoeMath, toCard, type Card } from './cards.js';

/*
 * Blackjack: 6 decks shuffled for every round, dealer stands on all 17s, blackjack pays 3:2,
 * double on any first two cards (also after a split), one split to two hands (split aces take
 * one card each; 21 after a split is not a blackjack), the dealer peeks under an ace or a ten
 * so a dealer blackjack takes only the opening stake, no insurance, no surrender.
 *
 * The round state is plain JSON: every card dealt in draw order (`drawn`, its length is how far
 * into the shoe the round is), the dealer's and the hands' cards as codes (see cards.ts). `act`
 * replays `drawn.length` draws from the Rng recreated from the round's seeds to rebuild the
 * shoe, so the next card is the one a single uninterrupted Rng would have dealt.
 *
 * The engine below (deal, legalActions, applyAction) mutates a state in place; the module
 * wraps it for the server (copying states) and the RTP simulation drives it directly.
 */

export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split';
export type HandStatus = 'playing' | 'stood' | 'bust' | 'blackjack' | 'won' | 'lost' | 'push';

export interface HandState {
  cards: number[];
  stake: number;
  status: HandStatus;
  /** Paid back for this hand, stake included, once the round is settled. */
  win: number;
}

export interface BlackjackState {
  /** The opening stake in cents. */
  stake: number;
  /** Every card dealt this round, in draw order. */
  drawn: number[];
  dealer: number[];
  hands: HandState[];
  /** The hand being played; -1 once the round is settled. */
  active: number;
  /** The player's decisions in order (absent in states saved before they were kept). */
  decisions?: BlackjackAction[];
}

export interface BlackjackBet {
  stake: number;
}

export interface BlackjackView {
  dealer: { cards: Card[]; total: number | null; hidden: boolean };
  hands: Array<{
    cards: Card[];
    total: number;
    soft: boolean;
    stake: number;
    status: HandStatus;
    win: number;
  }>;
  active: number;
  actions: BlackjackAction[];
  /** The player's decisions so far, in order: with the seeds they recompute the round. */
  decisions: BlackjackAction[];
  win: number;
  finished: boolean;
}

export const BLACKJACK_DECKS = 6;
/** Even stakes only, so a 3:2 blackjack pays whole cents. */
const STAKES = [50, 100, 200, 500, 1000, 2500, 5000, 10_000];

/** Blackjack value of a card: ace 1 (counted 11 by handTotal when it fits), faces 10. */
export function cardValue(code: number): number {
  return Math.min(rankIndex(code) + 1, 10);
}

/** The best total of a hand and whether an ace is counted as 11 in it. */
export function handTotal(cards: readonly number[]): { total: number; soft: boolean } {
  let total = 0;
  let ace = false;
  for (const card of cards) {
    const value = cardValue(card);
    total += value;
    if (value === 1) ace = true;
  }
  return ace && total <= 11 ? { total: total + 10, soft: true } : { total, soft: false };
}

function isNatural(cards: readonly number[]): boolean {
  return cards.length === 2 && handTotal(cards).total === 21;
}

function take(state: BlackjackState, shoe: Shoe): number {
  const card = shoe.draw();
  state.drawn.push(card);
  return card;
}

/** Deals a round (player, dealer up, player, dealer hole) and settles it if either has blackjack. */
export function deal(shoe: Shoe, stake: number): BlackjackState {
  const state: BlackjackState = { stake, drawn: [], dealer: [], hands: [], active: 0 };
  const first = take(state, shoe);
  const up = take(state, shoe);
  const second = take(state, shoe);
  const hole = take(state, shoe);
  const hand: HandState = { cards: [first, second], stake, status: 'playing', win: 0 };
  state.hands.push(hand);
  state.dealer.push(up, hole);

  // The peek: a dealer blackjack is known before the player acts, so it only takes the stake.
  const dealerNatural = isNatural(state.dealer);
  const playerNatural = isNatural(hand.cards);
  if (dealerNatural || playerNatural) {
    if (dealerNatural && playerNatural) settleHand(hand, 'push', stake);
    else if (dealerNatural) settleHand(hand, 'lost', 0);
    else settleHand(hand, 'blackjack', (stake * 5) / 2);
    state.active = -1;
  }
  return state;
}

function settleHand(hand: HandState, status: HandStatus, win: number): void {
  hand.status = status;
  hand.win = win;
}

/** What the player may do now ([] once the round is settled). */
export function legalActions(state: BlackjackState): BlackjackAction[] {
  const hand = state.hands[state.active];
  if (!hand || hand.status !== 'playing') return [];
  const actions: BlackjackAction[] = ['hit', 'stand'];
  if (hand.cards.length === 2) {
    actions.push('double');
    const [a = -1, b = -2] = hand.cards;
    // One split, of any two cards of the same value (a king and a ten split too).
    if (state.hands.length === 1 && cardValue(a) === cardValue(b)) actions.push('split');
  }
  return actions;
}

/** The extra stake an action costs: the hand's stake for a double or a split, else nothing. */
export function costOf(state: BlackjackState, action: BlackjackAction): number {
  if (action !== 'double' && action !== 'split') return 0;
  return state.hands[state.active]?.stake ?? 0;
}

/** Applies a legal action (BetError 'action_invalid' otherwise); plays the dealer when the last hand is done. */
export function applyAction(state: BlackjackState, shoe: Shoe, action: BlackjackAction): void {
  const hand = state.hands[state.active];
  if (!hand || !legalActions(state).includes(action)) throw new BetError('action_invalid');
  state.decisions = [...(state.decisions ?? []), action];
  switch (action) {
    case 'hit':
      hand.cards.push(take(state, shoe));
      closeIfDone(hand);
      break;
    case 'stand':
      hand.status = 'stood';
      break;
    case 'double':
      hand.stake *= 2;
      hand.cards.push(take(state, shoe));
      hand.status = handTotal(hand.cards).total > 21 ? 'bust' : 'stood';
      break;
    case 'split': {
      const [a = 0, b = 0] = hand.cards;
      hand.cards = [a, take(state, shoe)];
      const other: HandState = {
        cards: [b, take(state, shoe)],
        stake: hand.stake,
        status: 'playing',
        win: 0,
      };
      state.hands.push(other);
      if (cardValue(a) === 1) {
        // Split aces take one card each and stand.
        hand.status = 'stood';
        other.status = 'stood';
      } else {
        closeIfDone(hand);
        closeIfDone(other);
      }
      break;
    }
  }
  while (state.hands[state.active]?.status !== 'playing' && state.active < state.hands.length) {
    state.active += 1;
  }
  if (state.active >= state.hands.length) finish(state, shoe);
}

/** A hand over 21 is bust; a hand of 21 stands by itself (no one hits a 21). */
function closeIfDone(hand: HandState): void {
  const { total } = handTotal(hand.cards);
  if (total > 21) hand.status = 'bust';
  else if (total === 21) hand.status = 'stood';
}

/** The dealer draws to 17, standing on soft 17, unless every hand is bust; then each hand is paid. */
function finish(state: BlackjackState, shoe: Shoe): void {
  if (state.hands.some((hand) => hand.status === 'stood')) {
    while (handTotal(state.dealer).total < 17) state.dealer.push(take(state, shoe));
  }
  const dealer = handTotal(state.dealer).total;
  for (const hand of state.hands) {
    if (hand.status === 'bust') continue;
    const player = handTotal(hand.cards).total;
    if (dealer > 21 || player > dealer) settleHand(hand, 'won', hand.stake * 2);
    else if (player === dealer) settleHand(hand, 'push', hand.stake);
    else settleHand(hand, 'lost', 0);
  }
  state.active = -1;
}

/** Paid back for the whole round (0 until it is settled). */
export function roundWin(state: BlackjackState): number {
  return state.hands.reduce((sum, hand) => sum + hand.win, 0);
}

function viewOf(state: BlackjackState): BlackjackView {
  const finished = state.active === -1;
  // The hole card stays in the state only: the client sees the up card until the round ends.
  const dealerCards = finished ? state.dealer : state.dealer.slice(0, 1);
  return {
    dealer: {
      cards: dealerCards.map(toCard),
      total: finished ? handTotal(state.dealer).total : null,
      hidden: !finished,
    },
    hands: state.hands.map((hand) => ({
      cards: hand.cards.map(toCard),
      ...handTotal(hand.cards),
      stake: hand.stake,
      status: hand.status,
      win: hand.win,
    })),
    active: state.active,
    actions: legalActions(state),
    decisions: [...(state.decisions ?? [])],
    win: roundWin(state),
    finished,
  };
}

function stepOf(state: BlackjackState): Step<BlackjackState> {
  const finished = state.active === -1;
  return {
    view: viewOf(state),
    state: finished ? undefined : state,
    finished,
    winCents: finished ? roundWin(state) : 0,
  };
}

const ACTIONS: readonly string[] = ['hit', 'stand', 'double', 'split'] satisfies BlackjackAction[];
const isAction = (type: unknown): type is BlackjackAction =>
  typeof type === 'string' && ACTIONS.includes(type);

/**
 * The most cards one round can use, shown by `reveal` without decisions: a hand takes at most
 * 21 cards (before its last card its hard total is at most 20, each card counting 1 or more),
 * two hands at most 42, and the dealer at most 17 (it draws on a hard 16 or less).
 */
export const MOST_CARDS_IN_A_ROUND = 21 + 21 + 17;

/** The opening stake of a revealed round: its wins are stated per stake (3:2 stays whole). */
const REVEAL_STAKE = 2;

export const blackjack: GameModule<BlackjackBet, BlackjackState, { type: BlackjackAction }> = {
  id: 'blackjack',
  name: 'Blackjack',
  kind: 'table',
  mode: 'live_casino',
  /*
   * Under basic strategy, per opening stake (house edge 0.47%), the usual way blackjack is
   * quoted: 8 * 10^7 simulated rounds gave 0.99534 +- 0.00013; blackjack.test.ts checks 10^6.
   * Per cent staked, doubles and splits included, the return is 0.99588.
   */
  rtp: 0.9953,
  // Paid back per opening stake: a split, both hands doubled and won, returns 4 stakes twice.
  maxWinMultiplier: 8,
  math: {
    version: 1,
    model: 'blackjack',
    // Per opening stake under basic strategy, doubles and splits included.
    deviation: 1.15,
    maxWin: {
      multiplier: 8,
      kind: 'largest_possible',
      note: 'per opening stake: a split whose two hands are both doubled and win pays 4 stakes each, stakes included',
    },
    rules: {
      shoe: shoeMath(BLACKJACK_DECKS),
      stakes_cents: STAKES,
      card_value:
        'ace 1 or 11 (11 while the total stays at 21 or less: a soft total), two to ten face value, faces 10',
      deal: 'player, dealer up card, player, dealer hole card',
      peek: 'a dealer blackjack (ace or ten-value pair of two cards totalling 21) ends the round at once: the player loses the opening stake, or pushes with a blackjack; a player blackjack alone pays 5/2 of the stake, stake included',
      actions: {
        hit: 'one card; the hand is bust over 21 and stands by itself at 21',
        stand: 'the hand stands',
        double:
          'on any two cards (also after a split): the stake doubles, one card, the hand stands (or is bust)',
        split:
          'once per round, two cards of the same value: each becomes a hand of its own stake and gets one card (the first hand first); split aces get one card each and stand; a 21 after a split is not a blackjack',
      },
      hand_order: 'the first hand is played to the end, then the second',
      dealer:
        'when any hand stands, the dealer draws until its total is 17 or more, standing on soft 17; if every hand is bust the dealer draws nothing',
      settle:
        'a standing hand over a dealer who is bust or lower pays twice its stake, an equal total returns the stake, lower loses; a bust hand loses',
      decisions:
        "the verifier takes the player's decisions in order (hit, stand, double, split), as the finished round lists them",
    },
    draws: [
      'cards are dealt from the shoe in the order the deal and the decisions ask for them: no other draw',
    ],
  },
  volatility: 'low',
  facts: [
    { label: 'Decks', value: '6, shuffled every round' },
    { label: 'Dealer', value: 'Stands on soft 17' },
    { label: 'Blackjack', value: 'Pays 3:2' },
    { label: 'Double', value: 'On any first two cards, also after a split' },
    { label: 'Split', value: 'Once, to two hands; split aces get one card each' },
    {
      label: 'Dealer peeks',
      value: 'Under an ace or a ten: a dealer blackjack takes only the opening stake',
    },
    { label: 'Insurance / surrender', value: 'Not offered' },
    { label: 'Return to player', value: '99.53% with basic strategy' },
  ],
  stakes: STAKES,
  /** stakes: the opening stakes to offer (cents); decks and rules for the info panel. */
  layout: {
    stakes: STAKES,
    decks: BLACKJACK_DECKS,
    rules: {
      dealer_stands_soft_17: true,
      blackjack_pays: '3:2',
      double: 'any_two',
      double_after_split: true,
      max_hands: 2,
      split_aces_one_card: true,
      dealer_peeks: true,
      insurance: false,
      surrender: false,
    },
  },

  reveal(rng: Rng, decisions?: readonly string[]) {
    const shoe = new Shoe(rng, BLACKJACK_DECKS);
    if (decisions === undefined) {
      const codes = Array.from({ length: MOST_CARDS_IN_A_ROUND }, () => shoe.draw());
      return {
        view: { cards: codes.map(toCard) },
        summary: `The first ${MOST_CARDS_IN_A_ROUND} cards of the shoe (the most any round can use): ${codes.map(cardText).join(' ')}`,
      };
    }
    // The round replayed with the player's decisions: every card it used, and what it paid.
    const state = deal(shoe, REVEAL_STAKE);
    for (const decision of decisions) {
      if (!isAction(decision)) throw new BetError('action_invalid');
      applyAction(state, shoe, decision);
    }
    const view = viewOf(state);
    const winPerStake = roundWin(state) / REVEAL_STAKE;
    const cards = state.drawn.map(cardText).join(' ');
    const outcome = view.finished ? `pays ${winPerStake}x the opening stake` : 'not finished yet';
    return {
      view: { ...view, cards: state.drawn.map(toCard), win_per_stake: winPerStake },
      summary: `${state.drawn.length} cards: ${cards}; ${outcome}`,
    };
  },

  parseBet(input) {
    if (typeof input !== 'object' || input === null || !('stake' in input)) throw new BetError('bet_invalid');
    const { stake } = input;
    if (typeof stake !== 'number' || !STAKES.includes(stake)) throw new BetError('stake_invalid');
    return { bet: { stake }, stakeCents: stake };
  },

  start(rng, bet) {
    return stepOf(deal(new Shoe(rng, BLACKJACK_DECKS), bet.stake));
  },

  parseAction(input, state) {
    if (typeof input !== 'object' || input === null || !('type' in input))
      throw new BetError('action_invalid');
    const { type } = input;
    if (!isAction(type) || !legalActions(state).includes(type)) throw new BetError('action_invalid');
    return { type };
  },

  actionCost(state, action) {
    return costOf(state, action.type);
  },

  act(rng, state, action) {
    const round = structuredClone(state);
    applyAction(round, Shoe.replay(rng, BLACKJACK_DECKS, round.drawn), action.type);
    return stepOf(round);
  },
};
