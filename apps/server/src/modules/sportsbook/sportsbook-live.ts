import type { EventUpdate } from '@casino/contract';
import type { FastifyBaseLogger } from 'fastify';
import { notificationsOf } from '../../platform/db/notifications.js';
import type { Db } from '../../platform/db/types.js';
import type { Locale } from '../../platform/i18n/locale.js';
import * as repo from './sportsbook.repository.js';
import { presentDetail } from './sportsbook.presenter.js';

const TOPIC = 'sports';
/**
 * How often a process reads the events that changed and pushes them: a busy feed applies a
 * thousand prices a second, and a browser needs each outcome's latest price, not every one.
 */
export const PUSH_EVERY_MS = 500;

interface Listener {
  /** Only this event's changes; undefined: every event's. */
  eventId: number | undefined;
  locale: Locale;
  send(event: 'event' | 'reset', data: EventUpdate | Record<string, never>): void;
}

/**
 * The live push: the feed adapter tells which events changed (PostgreSQL NOTIFY, gathered for a
 * tenth of a second, so every process hears it and a busy feed sends a few messages a second).
 * Each process gathers the changed events for PUSH_EVERY_MS, then reads them once (two queries
 * whatever their number) and sends each to the streams that want it, in each stream's language:
 * a stream gets an event at most twice a second, with every outcome's latest price, however
 * many prices the feed applied meanwhile. Nothing else is kept: a lost connection tells the
 * streams to read again.
 */
export class SportsbookLive {
  private readonly listeners = new Set<Listener>();
  private readonly changedIds = new Set<number>();
  private pushTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {
    notificationsOf(db).subscribe(TOPIC, {
      changed: (payload) => {
        const ids = payload
          .split(',')
          .map(Number)
          .filter((id) => Number.isSafeInteger(id) && id > 0);
        if (ids.length > 0 && this.listeners.size > 0) this.gather(ids);
      },
      reset: () => {
        for (const listener of this.listeners) listener.send('reset', {});
      },
    });
  }

  /** Called by the feed adapter after an event's change committed. */
  changed(eventId: number): void {
    notificationsOf(this.db).publishSoon(TOPIC, String(eventId));
  }

  listen(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Keeps the changed events until the next push, which reads each once however often it changed. */
  private gather(ids: readonly number[]): void {
    for (const id of ids) this.changedIds.add(id);
    if (this.pushTimer) return;
    this.pushTimer = setTimeout(() => {
      this.pushTimer = undefined;
      const due = [...this.changedIds];
      this.changedIds.clear();
      this.push(due).catch((err: unknown) =>
        this.log.warn({ err }, 'sportsbook live: a change was not pushed'),
      );
    }, PUSH_EVERY_MS);
    this.pushTimer.unref();
  }

  private async push(ids: number[]): Promise<void> {
    const wanted = ids.filter((id) =>
      [...this.listeners].some((l) => l.eventId === undefined || l.eventId === id),
    );
    if (wanted.length === 0) return;
    const markets = await repo.marketsOf(this.db, wanted, false);
    const rows = await repo.eventsByIds(this.db, wanted);
    for (const row of rows) {
      const id = Number(row.id);
      const own = markets.filter((m) => Number(m.event_id) === id);
      const byLocale = new Map<Locale, EventUpdate>();
      for (const listener of this.listeners) {
        if (listener.eventId !== undefined && listener.eventId !== id) continue;
        let update = byLocale.get(listener.locale);
        if (!update) byLocale.set(listener.locale, (update = presentDetail(row, own, listener.locale)));
        listener.send('event', update);
      }
    }
  }
}

const instances = new WeakMap<Db, SportsbookLive>();

export function sportsbookLiveOf(db: Db, log: FastifyBaseLogger): SportsbookLive {
  let live = instances.get(db);
  if (!live) instances.set(db, (live = new SportsbookLive(db, log)));
  return live;
}
