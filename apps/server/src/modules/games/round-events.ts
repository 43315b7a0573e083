import type { Db, Queryable } from '../../platform/db/types.js';

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
  private readonly listeners: RoundClosedListener[] = [];

  /** Registers a listener; answers a function that removes it. */
  onRoundClosed(listener: RoundClosedListener): () => void {
    this.listeners.push(listener);
    return () => {
      const at = this.listeners.indexOf(listener);
      if (at >= 0) this.listeners.splice(at, 1);
    };
  }

  /** Tells every listener, one after another, in the caller's transaction. */
  async roundClosed(tx: Queryable, round: RoundClosed): Promise<void> {
    for (const listener of this.listeners) await listener(tx, round);
  }
}

const registries = new WeakMap<Db, RoundEvents>();

/** The round events of this database's process. */
export function roundEventsOf(db: Db): RoundEvents {
  let events = registries.get(db);
  if (!events) {
    events = new RoundEvents();
    registries.set(db, events);
  }
  return events;
}
