import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../platform/clock.js';
import type { Connection, Db, Queryable } from '../../../platform/db/types.js';
import { betSettlementOf } from '../bets/bet-settlement.js';
import { feedMessage, type FeedMessage } from './feed-messages.js';
import * as repo from './feed.repository.js';
import { OddsRun, priceStatus } from './odds-run.js';

/**
 * What became of a message: applied; a duplicate (its id was applied before: nothing done);
 * stale (older than the event's state: recorded, its state not applied, as a replay can cross the
 * live stream); for an event the feed never described; or invalid (not a message we read).
 */
export type ApplyOutcome = 'applied' | 'duplicate' | 'stale' | 'unknown_event' | 'invalid';

export interface FeedAdapterDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * Turns odds-feed messages into the book's events, markets, outcomes and settlement results
 * (docs/decisions/044). Each message is applied in one transaction with the record of its id, so
 * a message is applied exactly once however often it arrives, and a crash leaves it either wholly
 * applied and recorded or neither.
 */
export class FeedAdapter {
  constructor(
    private readonly deps: FeedAdapterDeps,
    /** Told after the commit which event changed (the live push). */
    private readonly onEventChanged: (eventId: number) => void = () => {},
    /**
     * Where runs are applied: the feed's consumer passes a connection of its own
     * (`Db.dedicated()`), so a run never waits in the shared pool behind bets and page loads; a
     * trader's one-off change uses the pool.
     */
    private readonly connection: Connection = deps.db,
  ) {}

  /** Reads and applies one message as it arrived (JSON already parsed). */
  async apply(raw: unknown): Promise<ApplyOutcome> {
    const message = this.read(raw);
    return message ? this.applyMessage(message) : 'invalid';
  }

  /** Reads a message as it arrived; undefined (and a warning) when it is not one we read. */
  read(raw: unknown): FeedMessage | undefined {
    const parsed = feedMessage.safeParse(raw);
    if (parsed.success) return parsed.data;
    this.deps.log.warn({ issues: parsed.error.issues.slice(0, 5) }, 'sportsbook feed: a message was refused');
    return undefined;
  }

  async applyMessage(message: FeedMessage): Promise<ApplyOutcome> {
    const [outcome] = await this.applyMessages([message]);
    return outcome ?? 'invalid';
  }

  /**
   * Applies a run of messages in order in one transaction (a feed delivering faster than one
   * commit per message: docs/decisions/044, "Throughput"). Each is applied exactly as alone would
   * be (its own record, duplicate and staleness rules, settlement), and they commit together or
   * not at all, so a failure leaves the whole run to be delivered again. Answers each one's outcome.
   */
  async applyMessages(messages: readonly FeedMessage[]): Promise<ApplyOutcome[]> {
    if (messages.length === 0) return [];
    const started = performance.now();
    const applied = await this.connection.transaction((tx) => this.applyRunWithin(tx, messages));
    if (this.deps.db.kind === 'pglite' && messages.length > 1)
      await yieldConnection(performance.now() - started);
    const changed = new Set<number>();
    applied.forEach(({ outcome, eventId }, i) => {
      if (outcome === 'unknown_event')
        this.deps.log.warn(
          { message_id: messages[i]?.message_id },
          'sportsbook feed: a message for an unknown event',
        );
      if (eventId !== undefined) changed.add(eventId);
    });
    for (const eventId of changed) this.onEventChanged(eventId);
    return applied.map((a) => a.outcome);
  }

  /**
   * Applies a message inside the caller's transaction (a trader's settlement commits with its
   * four-eyes approval): the caller tells the live push once it committed.
   */
  async applyWithin(
    tx: Queryable,
    message: FeedMessage,
  ): Promise<{ outcome: ApplyOutcome; eventId: number | undefined }> {
    const [applied] = await this.applyRunWithin(tx, [message]);
    return applied ?? { outcome: 'invalid', eventId: undefined };
  }

  /** Tells the live push that an event changed (after a commit the adapter did not make itself). */
  changed(eventId: number): void {
    this.onEventChanged(eventId);
  }

  /**
   * One transaction's run: the ids recorded and the producers counted in a statement each, the
   * events named locked once (in id order, then the markets it will write), then each message applied in
   * order by the same rules as alone. Consecutive price messages are folded and written together
   * (`OddsRun`) before anything else of the run is applied, so a settlement or a fixture change
   * sees every price before it, as it would one message at a time.
   */
  private async applyRunWithin(
    tx: Queryable,
    messages: readonly FeedMessage[],
  ): Promise<Array<{ outcome: ApplyOutcome; eventId: number | undefined }>> {
    const at = this.deps.clock.now();
    const recorded = await repo.recordMessages(tx, messages, at);
    // An id recorded now is applied at its first place in the run; any other place is a duplicate.
    const duplicate = messages.map((m) => !recorded.delete(m.message_id));
    const named = new Set(
      messages.flatMap((m, i) => (m.type === 'snapshot_complete' || duplicate[i] ? [] : [m.event_id])),
    );
    const events = named.size > 0 ? await repo.lockEvents(tx, [...named]) : new Map<string, repo.EventRef>();
    // One event's run needs no lock ahead: a placement holds at most one market of an event.
    if (events.size > 1) await lockMarketsAhead(tx, messages, duplicate, events);
    await repo.countRun(
      tx,
      messages.map((m, i) => ({
        producer: m.producer,
        timestamp: m.timestamp,
        duplicate: duplicate[i] === true,
      })),
    );
    const prices = new OddsRun();
    const results: Array<{ outcome: ApplyOutcome; eventId: number | undefined }> = [];
    for (const [i, message] of messages.entries()) {
      if (duplicate[i]) results.push({ outcome: 'duplicate', eventId: undefined });
      else if (message.type === 'odds_change') results.push(foldPrices(prices, events, message));
      else {
        await prices.flush(tx, at);
        results.push(await this.applyOne(tx, message, events, at));
      }
    }
    await prices.flush(tx, at);
    return results;
  }

  private async applyOne(
    tx: Queryable,
    message: Exclude<FeedMessage, { type: 'odds_change' }>,
    events: Map<string, repo.EventRef>,
    at: Date,
  ): Promise<{ outcome: ApplyOutcome; eventId: number | undefined }> {
    const applied = await applyChange(tx, message, events, at);
    if (applied.outcome === 'applied') await this.settleBets(tx, message, applied.eventId);
    return applied;
  }

  /**
   * Pays the bets the message changed, in its transaction (docs/decisions/047): a settlement, a
   * cancel or a rollback of either settles the bets on its markets; a fixture change settles the
   * event's bets again, since a cancelled event voids its legs (and a fixture brought back from a
   * cancellation restores them). Bets whose results did not change move nothing.
   */
  private async settleBets(tx: Queryable, message: FeedMessage, eventId: number | undefined): Promise<void> {
    const settlement = betSettlementOf(this.deps);
    if (SETTLEMENT_MESSAGES.has(message.type)) await settlement.afterMessage(tx, message.message_id);
    else if (message.type === 'fixture_change' && eventId !== undefined)
      await settlement.afterFixtureChange(tx, eventId);
  }
}

/**
 * On a database of one connection (embedded PGlite) every request waits while a run holds it. A
 * run of several messages means a backlog, which the feed would otherwise drain back to back,
 * and each statement of a placement would wait for a whole run: so after such a run the feed
 * leaves the connection to the others for as long as the run held it (docs/decisions/044,
 * "Throughput"). A placement's statement then waits for one run at most, and the feed keeps half
 * the connection. A run of one message (the feed keeping up) does not wait.
 */
function yieldConnection(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.min(ms, MAX_YIELD_MS)));
}

/** A run is at most FEED_BATCH messages; a pause longer than this would only slow the feed. */
const MAX_YIELD_MS = 250;

const SETTLEMENT_MESSAGES: ReadonlySet<FeedMessage['type']> = new Set([
  'bet_settlement',
  'rollback_bet_settlement',
  'bet_cancel',
  'rollback_bet_cancel',
]);

/**
 * Locks the markets a run of several events will write, all at once and in id order
 * (`lockMarketsOfRun`): the markets of the events its other messages name, and the priced markets
 * whose status or position one of its price messages would change.
 */
async function lockMarketsAhead(
  tx: Queryable,
  messages: readonly FeedMessage[],
  duplicate: readonly boolean[],
  events: Map<string, repo.EventRef>,
): Promise<void> {
  const changed = new Set<number>();
  const priced = new Map<string, repo.PricedMarket>();
  messages.forEach((message, i) => {
    if (duplicate[i] || message.type === 'snapshot_complete') return;
    const event = events.get(message.event_id);
    if (!event) return;
    if (message.type !== 'odds_change') changed.add(event.id);
    else
      message.markets.forEach((market, position) => {
        const status = priceStatus(market);
        const key = `${event.id}|${market.type}|${market.specifier}|${status}|${position}`;
        priced.set(key, {
          eventId: event.id,
          type: market.type,
          specifier: market.specifier,
          status,
          position,
        });
      });
  });
  await repo.lockMarketsOfRun(tx, [...changed], [...priced.values()]);
}

/**
 * A price message, checked against the event's state as the run left it and folded in; the
 * event's producer time moves at once, so a later message of the run is judged against it.
 */
function foldPrices(
  prices: OddsRun,
  events: Map<string, repo.EventRef>,
  message: Extract<FeedMessage, { type: 'odds_change' }>,
): { outcome: ApplyOutcome; eventId: number | undefined } {
  const event = events.get(message.event_id);
  if (!event) return { outcome: 'unknown_event', eventId: undefined };
  // A state older than the event's is not applied: a replay can cross the live stream.
  if (message.timestamp < event.feedAt) return { outcome: 'stale', eventId: undefined };
  prices.add(event.id, message.timestamp, message.sport_event_status, message.markets);
  event.feedAt = message.timestamp;
  return { outcome: 'applied', eventId: event.id };
}

/** Any other message, applied alone; `events` (locked by the run) follow what it changed. */
async function applyChange(
  tx: Queryable,
  message: Exclude<FeedMessage, { type: 'odds_change' }>,
  events: Map<string, repo.EventRef>,
  at: Date,
): Promise<{ outcome: ApplyOutcome; eventId: number | undefined }> {
  if (message.type === 'snapshot_complete') return { outcome: 'applied', eventId: undefined };
  const event = events.get(message.event_id);
  // State messages carry the producer's view at their time: an older one than the event's state is not applied.
  const stateMessage = message.type === 'fixture_change' || message.type === 'bet_stop';
  if (event && stateMessage && message.timestamp < event.feedAt)
    return { outcome: 'stale', eventId: undefined };
  if (message.type === 'fixture_change') {
    const id = await repo.upsertEvent(
      tx,
      message.event_id,
      message.fixture,
      message.status,
      message.timestamp,
      at,
    );
    // A new event is locked by its insert; the run's later messages find it here.
    events.set(message.event_id, { id, feedAt: message.timestamp });
    return { outcome: 'applied', eventId: id };
  }
  if (!event) return { outcome: 'unknown_event', eventId: undefined };
  switch (message.type) {
    case 'bet_stop':
      await repo.suspendMarkets(tx, event.id, message.markets, at);
      await repo.touchEvent(tx, event.id, message.timestamp, at);
      event.feedAt = message.timestamp;
      break;
    case 'bet_settlement':
      await repo.settleMarkets(tx, event.id, message.markets, message.message_id, at);
      break;
    case 'rollback_bet_settlement':
      await repo.rollBackSettlements(tx, event.id, message.markets, message.message_id, at);
      break;
    case 'bet_cancel':
      await repo.cancelMarkets(
        tx,
        event.id,
        message.markets,
        { start: message.start_time, end: message.end_time, reason: message.void_reason },
        message.message_id,
        at,
      );
      break;
    case 'rollback_bet_cancel':
      await repo.rollBackCancels(
        tx,
        event.id,
        message.markets,
        { start: message.start_time, end: message.end_time },
        message.message_id,
        at,
      );
      break;
  }
  return { outcome: 'applied', eventId: event.id };
}
