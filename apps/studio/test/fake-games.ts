import { BetError, type GameModule, type Rng } from '@casino/game-math';

const STAKES = [10, 100, 1_000, 500_000];

function parseStake(input: unknown): number {
  if (typeof input !== 'object' || input === null || !('stake' in input)) throw new BetError('bet_invalid');
  const { stake } = input;
  if (typeof stake !== 'number' || !STAKES.includes(stake)) throw new BetError('stake_invalid');
  return stake;
}

/** A one-step game: a draw of 0..99; below 40 pays 2× the stake. */
export const coinGame: GameModule<{ stake: number }> = {
  id: 'test-coin',
  name: 'Test Coin',
  kind: 'slot',
  mode: 'casino',
  rtp: 0.8,
  maxWinMultiplier: 2,
  math: {
    version: 1,
    model: 'test-coin',
    deviation: 0.98,
    maxWin: { multiplier: 2, kind: 'largest_possible', note: 'a draw below 40' },
    rules: { faces: 100, wins_below: 40, pays: 2 },
    draws: ['draw = int(100)'],
  },
  volatility: 'high',
  facts: [{ label: 'Features', value: 'Free spins' }],
  stakes: STAKES,
  layout: { faces: 100 },
  reveal(rng: Rng) {
    const draw = rng.int(100);
    return { view: { draw }, summary: `Draw ${draw}${draw < 40 ? ' — win 2× stake' : ''}` };
  },
  parseBet(input) {
    const stake = parseStake(input);
    return { bet: { stake }, stakeCents: stake };
  },
  start(rng, bet) {
    const draw = rng.int(100);
    return { view: { draw }, finished: true, winCents: draw < 40 ? bet.stake * 2 : 0 };
  },
};

interface TwoStepState {
  stake: number;
  first: number;
  doubled: boolean;
}
type TwoStepAction = { type: 'stand' | 'double' };

/**
 * A two-step game: the first card (0..9) is dealt; the player stands or doubles (paying the
 * stake again), then a second card is dealt from the same generator; a total of 10 or more wins
 * 2× the total stake.
 */
export const twoStepGame: GameModule<{ stake: number }, TwoStepState, TwoStepAction> = {
  id: 'test-two-step',
  name: 'Test Two Step',
  kind: 'table',
  mode: 'live_casino',
  rtp: 0.9,
  maxWinMultiplier: 4,
  math: {
    version: 1,
    model: 'test-two-step',
    deviation: 1.2,
    maxWin: { multiplier: 4, kind: 'largest_possible', note: 'a doubled win' },
    rules: { cards: 10, wins_from: 10 },
    draws: ['first = int(10)', 'second = int(10), after the decision'],
  },
  volatility: 'low',
  facts: [],
  stakes: STAKES,
  layout: {},
  reveal(rng) {
    const cards = [rng.int(10), rng.int(10)];
    return { view: { cards }, summary: `Cards ${cards.join(', ')}` };
  },
  parseBet(input) {
    const stake = parseStake(input);
    return { bet: { stake }, stakeCents: stake };
  },
  start(rng, bet) {
    const first = rng.int(10);
    return {
      view: { cards: [first] },
      state: { stake: bet.stake, first, doubled: false },
      finished: false,
      winCents: 0,
    };
  },
  parseAction(input) {
    if (typeof input !== 'object' || input === null || !('type' in input))
      throw new BetError('action_invalid');
    const { type } = input;
    if (type !== 'stand' && type !== 'double') throw new BetError('action_invalid');
    return { type };
  },
  actionCost(state, action) {
    return action.type === 'double' ? state.stake : 0;
  },
  act(rng, state, action) {
    rng.int(10); // the first card, drawn again from the round's own generator
    const second = rng.int(10);
    const total = state.stake * (action.type === 'double' ? 2 : 1);
    const win = state.first + second >= 10 ? total * 2 : 0;
    return {
      view: { cards: [state.first, second], doubled: action.type === 'double' },
      finished: true,
      winCents: win,
    };
  },
};
