import type { EventDetail, EventListQuery, EventSummary, Page, Sport } from '@casino/contract';
import type { Deps } from '../../platform/deps.js';
import { notFound } from '../../platform/http/errors.js';
import { linkedPage } from '../../platform/http/listing.js';
import type { Locale } from '../../platform/i18n/locale.js';
import * as repo from './sportsbook.repository.js';
import { presentDetail, presentSports, presentSummary } from './sportsbook.presenter.js';

const DAY_MS = 86_400_000;

/** The book as players read it: sports, events and their markets (docs/decisions/044). */
export class SportsbookService {
  constructor(private readonly deps: Pick<Deps, 'db' | 'clock' | 'config'>) {}

  /** Every sport with its competitions and how many events each has open. */
  async sports(locale: Locale): Promise<Sport[]> {
    return presentSports(await repo.sportCounts(this.deps.db), locale);
  }

  /** A page of open events (live first, then soonest), by sport, competition and when. */
  async events(query: EventListQuery, locale: Locale): Promise<Page<EventSummary>> {
    const now = this.deps.clock.now().getTime();
    const dayStart = new Date(Math.floor(now / DAY_MS) * DAY_MS);
    const { rows, count } = await repo.listEvents(
      this.deps.db,
      {
        sport: query.sport,
        competition: query.competition,
        when: query.when,
        dayStart,
        dayEnd: new Date(dayStart.getTime() + DAY_MS),
      },
      query.page_size,
      (query.page - 1) * query.page_size,
    );
    const markets = await repo.marketsOf(
      this.deps.db,
      rows.map((r) => Number(r.id)),
      true,
    );
    const mainOf = new Map(markets.map((m) => [m.event_id, m]));
    return linkedPage(
      rows.map((row) => presentSummary(row, mainOf.get(row.id), locale)),
      count,
      query,
      `${this.deps.config.publicUrl}/api/frontend/sports/events/`,
      { sport: query.sport, competition: query.competition, when: query.when },
    );
  }

  /** An event with every market it offers; 404 for an unknown id. */
  async event(id: number, locale: Locale): Promise<EventDetail> {
    const row = await repo.eventById(this.deps.db, id);
    if (!row) throw notFound('sport_event_not_found');
    return presentDetail(row, await repo.marketsOf(this.deps.db, [id], false), locale);
  }
}
