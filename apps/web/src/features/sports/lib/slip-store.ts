import type { OddsChangePolicy } from '@casino/contract/sportsbook-bets';
import { useSyncExternalStore } from 'react';
import { localStore } from './local-store';
import type { SystemChoice } from './slip-maths';

/** A selection on the slip: what the player tapped, as it was shown, with its price now. */
export interface SlipSelection {
  outcomeId: number;
  eventId: number;
  /** "Home v Away" */
  event: string;
  market: string;
  outcome: string;
  /** The price the slip will send (the latest seen). */
  odds: string;
  /** The price before the latest change, while the player has not looked at it again. */
  previousOdds?: string;
  /** The market is suspended or the outcome closed: the slip cannot be placed with it. */
  locked?: boolean;
}

export const SLIP_MODES = ['singles', 'accumulator', 'system'] as const;
export type SlipMode = (typeof SLIP_MODES)[number];

export const ODDS_CHANGE_CHOICES = ['none', 'higher', 'any'] as const satisfies readonly OddsChangePolicy[];

export interface Slip {
  selections: SlipSelection[];
  mode: SlipMode;
  /** Singles: the stake typed for each selection (USD text), by outcome id. */
  stakes: Record<string, string>;
  /** Accumulator and system: the stake a line (USD text). */
  unitStake: string;
  system: SystemChoice | '';
  oddsChange: OddsChangePolicy;
  /**
   * The key of each bet tried and not known to be placed, by what the bet sends: a retry of the
   * same bet (a lost answer, a reload) sends the same key, so the book places it once.
   */
  keys: Record<string, string>;
}

export const emptySlip: Slip = {
  selections: [],
  mode: 'singles',
  stakes: {},
  unitStake: '',
  system: '',
  oddsChange: 'none',
  keys: {},
};

const isSelection = (value: unknown): value is SlipSelection => {
  const s = value as Partial<SlipSelection> | null;
  return (
    typeof s === 'object' &&
    s !== null &&
    Number.isSafeInteger(s.outcomeId) &&
    Number.isSafeInteger(s.eventId) &&
    typeof s.event === 'string' &&
    typeof s.market === 'string' &&
    typeof s.outcome === 'string' &&
    typeof s.odds === 'string' &&
    /^\d+\.\d{2}$/.test(s.odds)
  );
};

const isTextRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value as Record<string, unknown>).every((v) => typeof v === 'string');

/** A stored slip, or undefined when it is not one (the default slip is used instead). */
function acceptSlip(value: unknown): Slip | undefined {
  const s = value as Partial<Slip> | null;
  if (typeof s !== 'object' || s === null || !Array.isArray(s.selections)) return undefined;
  return {
    selections: s.selections.filter(isSelection),
    mode: SLIP_MODES.includes(s.mode as SlipMode) ? (s.mode as SlipMode) : 'singles',
    stakes: isTextRecord(s.stakes) ? s.stakes : {},
    unitStake: typeof s.unitStake === 'string' ? s.unitStake : '',
    system: typeof s.system === 'string' ? (s.system as SystemChoice) : '',
    oddsChange: ODDS_CHANGE_CHOICES.includes(s.oddsChange as OddsChangePolicy)
      ? (s.oddsChange as OddsChangePolicy)
      : 'none',
    keys: isTextRecord(s.keys) ? s.keys : {},
  };
}

const store = localStore<Slip>('sportsBetSlip', emptySlip, acceptSlip);

export const slipStore = {
  get: store.get,
  subscribe: store.subscribe,
  update(change: (slip: Slip) => Slip): void {
    store.set(change(store.get()));
  },
  /** Adds the selection, or takes it off when it is on the slip already (an odds button toggles). */
  toggle(selection: SlipSelection): void {
    slipStore.update((slip) =>
      slip.selections.some((s) => s.outcomeId === selection.outcomeId)
        ? removeSelection(slip, selection.outcomeId)
        : { ...slip, selections: [...slip.selections, selection] },
    );
  },
  remove(outcomeId: number): void {
    slipStore.update((slip) => removeSelection(slip, outcomeId));
  },
  /** Takes every selection off; the bet type and the odds-change preference stay as chosen. */
  clear(): void {
    slipStore.update((slip) => ({
      ...emptySlip,
      mode: slip.mode,
      system: slip.system,
      oddsChange: slip.oddsChange,
      keys: slip.keys,
    }));
  },
  /**
   * New prices seen on the page (the live stream, a refetch): the slip takes them, remembering the
   * old price so the player sees it moved, and locks what cannot be taken now.
   */
  reprice(prices: ReadonlyMap<number, { odds: string; locked: boolean }>): void {
    const slip = store.get();
    let changed = false;
    const selections = slip.selections.map((s) => {
      const price = prices.get(s.outcomeId);
      if (!price || (price.odds === s.odds && price.locked === Boolean(s.locked))) return s;
      changed = true;
      return {
        ...s,
        odds: price.odds,
        previousOdds: price.odds === s.odds ? s.previousOdds : s.odds,
        locked: price.locked,
      };
    });
    if (changed) store.set({ ...slip, selections });
  },
  /** The player has seen the moved prices (placing or accepting them). */
  acceptPrices(): void {
    slipStore.update((slip) => ({
      ...slip,
      selections: slip.selections.map(({ previousOdds: _seen, ...s }) => s),
    }));
  },
};

function removeSelection(slip: Slip, outcomeId: number): Slip {
  const { [String(outcomeId)]: _removed, ...stakes } = slip.stakes;
  return { ...slip, selections: slip.selections.filter((s) => s.outcomeId !== outcomeId), stakes };
}

export function useSlip(): Slip {
  return useSyncExternalStore(slipStore.subscribe, slipStore.get, slipStore.get);
}

/** Whether an outcome is on the slip (its odds button shows it selected). */
export function useOnSlip(outcomeId: number): boolean {
  return useSyncExternalStore(
    slipStore.subscribe,
    () => slipStore.get().selections.some((s) => s.outcomeId === outcomeId),
    () => false,
  );
}
