import { BetError, type GameModule, type Step } from '../../game.js';
import type { Rng } from '../../rng.js';
import { compileSlot, type CompiledSlot } from './compile.js';
import { slotMath } from './math.js';
import { ViewRecorder } from './record.js';
import { createScratch, playRound } from './round.js';
import type { SlotBet, SlotDefinition, SlotLayout, SlotRevealView, SlotRoundView } from './types.js';

/** A slot as the studio plays it, with its definition and compiled form for proofs. */
export interface SlotGame extends GameModule<SlotBet, never> {
  readonly kind: 'slot';
  readonly definition: SlotDefinition;
  readonly compiled: CompiledSlot;
  readonly layout: SlotLayout;
  start(rng: Rng, bet: SlotBet): Step<never> & { view: SlotRoundView };
  reveal(rng: Rng): { view: SlotRevealView; summary: string };
}

/** Turns a slot definition into the studio's game module. */
export function createSlotGame(definition: SlotDefinition): SlotGame {
  const compiled = compileSlot(definition);
  const scratch = createScratch(compiled);
  const showSpinMultiplier =
    definition.spinMultipliers !== undefined || (definition.freeSpins?.multiplier ?? 1) > 1;
  const stakes = new Set(definition.stakes);

  const play = (rng: Rng, centsPerCoin: number) => {
    const recorder = new ViewRecorder(compiled, centsPerCoin, showSpinMultiplier);
    const result = playRound(compiled, rng, scratch, recorder);
    return { recorder, result };
  };

  return {
    id: definition.id,
    name: definition.name,
    kind: 'slot',
    mode: 'casino',
    rtp: definition.rtp,
    maxWinMultiplier: definition.maxWinMultiplier,
    math: slotMath(definition),
    volatility: definition.volatility,
    facts: slotFacts(definition),
    stakes: definition.stakes,
    layout: slotLayout(definition),
    definition,
    compiled,

    parseBet(input) {
      if (typeof input !== 'object' || input === null || Array.isArray(input))
        throw new BetError('stake_invalid');
      const keys = Object.keys(input);
      const stake: unknown = (input as { stake?: unknown }).stake;
      if (keys.length !== 1 || keys[0] !== 'stake' || typeof stake !== 'number' || !stakes.has(stake)) {
        throw new BetError('stake_invalid');
      }
      return { bet: { stake }, stakeCents: stake };
    },

    start(rng, bet) {
      if (!stakes.has(bet.stake)) throw new BetError('stake_invalid');
      const centsPerCoin = bet.stake / definition.betCoins;
      const { recorder, result } = play(rng, centsPerCoin);
      const view: SlotRoundView = {
        spins: recorder.spins,
        win: result.coins * centsPerCoin,
        capped: result.capped,
      };
      return { view, finished: true, winCents: view.win };
    },

    reveal(rng) {
      const { recorder, result } = play(rng, 1);
      const winMultiplier = result.coins / definition.betCoins;
      const view: SlotRevealView = {
        unit: 'coins',
        bet_coins: definition.betCoins,
        stops: recorder.stops,
        spins: recorder.spins,
        win: result.coins,
        win_multiplier: winMultiplier,
        capped: result.capped,
      };
      return { view, summary: summarize(view) };
    },
  };
}

/** "Stops 3, 17, 8, 22, 5: win 12.5x stake, 10 free spins" */
function summarize(view: SlotRevealView): string {
  const stops = (view.stops[0] ?? []).join(', ');
  const awarded = view.spins.reduce((sum, spin) => sum + spin.free_spins_awarded, 0);
  const parts = [view.win > 0 ? `win ${formatMultiple(view.win_multiplier)}x stake` : 'no win'];
  if (awarded > 0) parts.push(`${awarded} free spins`);
  if (view.capped) parts.push('max win reached');
  return `Stops ${stops}: ${parts.join(', ')}`;
}

function formatMultiple(value: number): string {
  return String(Number(value.toFixed(4)));
}

function slotLayout(d: SlotDefinition): SlotLayout {
  const layout: SlotLayout = {
    mechanic: d.mechanic,
    reels: d.reels,
    rows: d.rows,
    bet_coins: d.betCoins,
    symbols: d.symbols.map((symbol) => ({
      id: symbol.id,
      kind: symbol.kind,
      pays: Object.fromEntries(
        Object.entries(symbol.pays ?? {}).map(([count, coins]) => [count, coins / d.betCoins]),
      ),
      ...(symbol.multiplier === undefined ? {} : { multiplier: symbol.multiplier }),
    })),
    features: [...d.features],
    // The strips in order, so the client's reels show the symbols around the real stops.
    strips: { base: d.strips.map((strip) => [...strip]) },
  };
  if (d.freeSpins?.strips) layout.strips.free = d.freeSpins.strips.map((strip) => [...strip]);
  if (d.paylines) layout.paylines = d.paylines.map((line) => [...line]);
  return layout;
}

function slotFacts(d: SlotDefinition): Array<{ label: string; value: string }> {
  const grid = `${d.reels} × ${d.rows}`;
  const mechanic =
    d.mechanic === 'lines'
      ? `${d.paylines?.length ?? 0} fixed paylines`
      : d.mechanic === 'ways'
        ? `${d.rows ** d.reels} ways to win`
        : `pay anywhere, ${d.cascade?.minCount ?? 0}+ of a symbol, tumbling reels`;
  return [
    { label: 'Reels', value: grid },
    { label: 'Wins', value: mechanic },
    { label: 'RTP', value: `${(d.rtp * 100).toFixed(2)}%` },
    {
      label: 'Max win',
      value: `${d.maxWinMultiplier.toLocaleString('en-US')}× stake${d.maxWinIsCap ? ' (cap)' : ''}`,
    },
    { label: 'Volatility', value: d.volatility },
    ...(d.facts ?? []),
  ];
}
