import type { Db, Queryable } from '../../platform/db/types.js';
import { betRulesOf, type BetRules, type ListenerRule } from '../wallet/bet-rules.js';

/** A real-money round the seamless wallet just closed, as other modules may count it. */
export interface RoundClosed {
  userId: number;
  gameId: number;
  /** The round's stake in cents, less any stake rolled back; 0 for a free round. */
  betCents: number;
  /** The round's total win in cents. */
  winCents: number;
  closedAt: Date;
}

/** Runs inside the closing win's transaction: a throw refuses the win, so listeners stay small. */
export type RoundClosedListener = (tx: Queryable, round: RoundClosed) => Promise<void>;

/** Who wants to hear of closed rounds, per database (tests run several apps in one process). */
export class RoundEvents {
  private readonly listeners: Array<{
    listener: RoundClosedListener;
    scoredInBatch?: (ids: number[]) => void;
  }> = [];

  constructor(private readonly rules: BetRules) {}

  /**
   * Registers a listener, declared in the bet and win rules with how a batched closing win applies
   * it (throws on a declaration the list refuses), and what to do in this process with the events
   * a batch scored (their leaderboards' caches); answers a function that removes both.
   */
  onRoundClosed(
    listener: RoundClosedListener,
    rule: ListenerRule,
    scoredInBatch?: (tournamentIds: number[]) => void,
  ): () => void {
    const undeclare = this.rules.declare({ ...rule, actions: ['win'] });
    const entry = scoredInBatch ? { listener, scoredInBatch } : { listener };
    this.listeners.push(entry);
    return () => {
      const at = this.listeners.indexOf(entry);
      if (at >= 0) this.listeners.splice(at, 1);
      undeclare();
    };
  }

  /** Tells every listener, one after another, in the caller's transaction. */
  async roundClosed(tx: Queryable, round: RoundClosed): Promise<void> {
    for (const { listener } of this.listeners) await listener(tx, round);
  }

  /** Tells the listeners which events a committed batch scored. */
  scoredInBatch(tournamentIds: number[]): void {
    for (const { scoredInBatch } of this.listeners) scoredInBatch?.(tournamentIds);
  }
}

const registries = new WeakMap<Db, RoundEvents>();

/** The round events of this database's process. */
export function roundEventsOf(db: Db): RoundEvents {
  let events = registries.get(db);
  if (!events) {
    events = new RoundEvents(betRulesOf(db));
    registries.set(db, events);
  }
  return events;
}
