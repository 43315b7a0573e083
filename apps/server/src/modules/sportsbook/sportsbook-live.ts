import type { EventUpdate } from '@casino/contract';
import type { FastifyBaseLogger } from 'fastify';
import { notificationsOf } from '../../platform/db/notifications.js';
import type { Db } from '../../platform/db/types.js';
import type { Locale } from '../../platform/i18n/locale.js';
import * as repo from './sportsbook.repository.js';
import { presentDetail } from './sportsbook.presenter.js';

const TOPIC = 'sports';

interface Listener {
  /** Only this event's changes; undefined: every event's. */
  eventId: number | undefined;
  locale: Locale;
  send(event: 'event' | 'reset', data: EventUpdate | Record<string, never>): void;
}

/**
 * The live push: the feed adapter tells which events changed (PostgreSQL NOTIFY, gathered for a
 * tenth of a second, so every process hears it and a busy feed sends a few messages a second);
 * each process reads a changed event once and sends it to the streams that want it, in each
 * stream's language. Nothing is kept: a lost connection tells the streams to read again.
 */
export class SportsbookLive {
  private readonly listeners = new Set<Listener>();

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
        if (ids.length > 0 && this.listeners.size > 0)
          this.push(ids).catch((err: unknown) =>
            this.log.warn({ err }, 'sportsbook live: a change was not pushed'),
          );
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

  private async push(ids: number[]): Promise<void> {
    const wanted = ids.filter((id) =>
      [...this.listeners].some((l) => l.eventId === undefined || l.eventId === id),
    );
    if (wanted.length === 0) return;
    const markets = await repo.marketsOf(this.db, wanted, false);
    for (const id of wanted) {
      const row = await repo.eventById(this.db, id);
      if (!row) continue;
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
