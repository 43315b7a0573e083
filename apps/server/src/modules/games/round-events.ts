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

/**
 * What a listener does for a plain round closed inside the database's batch of wallet calls
 * (games_fast_calls, docs/decisions/021): the part's name, which that function knows, and what to
 * do in this process with the events the batch scored. A listener without one turns batches off.
 */
export interface RoundClosedInDatabase {
  name: string;
  scored?: (tournamentIds: number[]) => void;
}

/** Who wants to hear of closed rounds, per database (tests run several apps in one process). */
export class RoundEvents {
  private readonly listeners: Array<{ listener: RoundClosedListener; inDatabase?: RoundClosedInDatabase }> =
    [];

  /** Registers a listener and its part in the database, if it has one; answers a function that removes it. */
  onRoundClosed(listener: RoundClosedListener, inDatabase?: RoundClosedInDatabase): () => void {
    const entry = inDatabase ? { listener, inDatabase } : { listener };
    this.listeners.push(entry);
    return () => {
      const at = this.listeners.indexOf(entry);
      if (at >= 0) this.listeners.splice(at, 1);
    };
  }

  /** Tells every listener, one after another, in the caller's transaction. */
  async roundClosed(tx: Queryable, round: RoundClosed): Promise<void> {
    for (const { listener } of this.listeners) await listener(tx, round);
  }

  /** Every listener's database part, or undefined when one listener has none. */
  partsInDatabase(): RoundClosedInDatabase[] | undefined {
    const parts: RoundClosedInDatabase[] = [];
    for (const { inDatabase } of this.listeners) {
      if (!inDatabase) return undefined;
      parts.push(inDatabase);
    }
    return parts;
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
