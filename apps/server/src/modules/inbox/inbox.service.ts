import { isDeepStrictEqual } from 'node:util';
import {
  INBOX_LIMIT,
  INBOX_MAX_AGE_DAYS,
  INBOX_MESSAGE_TYPES,
  type InboxNotification,
} from '@casino/contract';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/types.js';
import { notFound } from '../../platform/http/errors.js';
import type { Locale } from '../../platform/i18n/locale.js';
import { isAppRoute } from './app-routes.js';
import './inbox.messages.js';
import * as repo from './inbox.repository.js';
import type { Segment } from './inbox.repository.js';
import { renderEvent, type BroadcastTexts } from './inbox.templates.js';
import { recordAudit, type Actor } from '../audit/audit.service.js';

export interface InboxDeps {
  db: Db;
  clock: Clock;
}

const DAY_MS = 24 * 3600 * 1000;
/** How long before its wagering period ends an active bonus is warned about. */
export const EXPIRING_WARNING_MS = DAY_MS;
/** A tournament that started longer ago than this is not announced any more (e.g. after downtime). */
export const ANNOUNCE_WITHIN_MS = DAY_MS;

/** An operator's input that was refused: nothing was changed. */
export class BroadcastInputError extends Error {
  constructor(
    readonly field: 'segment' | 'route' | 'code',
    message: string,
  ) {
    super(message);
    this.name = 'BroadcastInputError';
  }
}

/** all | depositors | verified | vip | station:N (N 1..7): who a broadcast goes to. */
export function parseSegment(text: string): Segment | undefined {
  if (text === 'all' || text === 'depositors' || text === 'verified' || text === 'vip') return { kind: text };
  const m = /^station:([1-7])$/.exec(text);
  return m ? { kind: 'station', level: Number(m[1]) } : undefined;
}

const firstOfMonth = (d: Date, monthsBack = 0) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - monthsBack, 1)).toISOString().slice(0, 10);

/**
 * The inbox (docs/decisions/019): every message is a player event rendered in the reader's
 * language; a detached message is hidden for its player and the event kept as the record.
 */
export class InboxService {
  constructor(private readonly deps: InboxDeps) {}

  /** GET notification/: the player's messages, newest first (the newest INBOX_LIMIT of the last INBOX_MAX_AGE_DAYS). */
  async list(userId: number, locale: Locale): Promise<InboxNotification[]> {
    const now = this.deps.clock.now();
    const rows = await repo.listEvents(this.deps.db, {
      userId,
      types: INBOX_MESSAGE_TYPES,
      since: new Date(now.getTime() - INBOX_MAX_AGE_DAYS * DAY_MS),
      limit: INBOX_LIMIT,
    });
    const messages: InboxNotification[] = [];
    for (const row of rows) {
      const rendered = renderEvent(row, locale);
      if (rendered) messages.push({ id: row.id, ...rendered, created_at: row.created_at.toISOString() });
    }
    return messages;
  }

  /**
   * POST notification/{id}/detach/: hides one of the player's messages. Another player's id, an
   * unknown id or an event the inbox does not show is 404; detaching twice is fine.
   */
  async detach(userId: number, eventId: number): Promise<void> {
    const db = this.deps.db;
    if (!(await repo.isOwnMessage(db, userId, eventId, INBOX_MESSAGE_TYPES)))
      throw notFound('inbox_message_not_found');
    await repo.insertDismissal(db, { userId, eventId, now: this.deps.clock.now() });
  }

  /** The job: warns once about each active bonus whose wagering period ends within a day. */
  warnExpiringBonuses(now: Date): Promise<number> {
    return repo.insertExpiringBonusEvents(this.deps.db, {
      now,
      until: new Date(now.getTime() + EXPIRING_WARNING_MS),
    });
  }

  /**
   * The job: announces each event that started within the last day to the players who bet real
   * money this month or last, once per event (one transaction per event: all its messages or none).
   */
  async announceTournaments(now: Date): Promise<{ announced: number; messages: number }> {
    const started = await repo.unannouncedStarts(this.deps.db, {
      since: new Date(now.getTime() - ANNOUNCE_WITHIN_MS),
      now,
    });
    const report = { announced: 0, messages: 0 };
    for (const tournament of started) {
      const recipients = await this.deps.db.transaction((tx) =>
        repo.announceTournament(tx, { tournament, activeSince: firstOfMonth(now, 1), now }),
      );
      if (recipients === undefined) continue;
      report.announced += 1;
      report.messages += recipients;
    }
    return report;
  }

  /**
   * An operator's broadcast: its texts kept once, one message per player of the segment, all in
   * one transaction, audited as the actor's. A code used before changes nothing and answers the
   * first sending.
   */
  async broadcast(
    input: {
      code: string;
      segment: string;
      route: string;
      texts: BroadcastTexts;
    },
    actor?: Actor,
  ): Promise<{ id: number; recipients: number; created: boolean }> {
    const segment = parseSegment(input.segment);
    if (!segment) throw new BroadcastInputError('segment', `unknown segment "${input.segment}"`);
    if (!isAppRoute(input.route))
      throw new BroadcastInputError('route', `"${input.route}" is not a route of the app`);
    const earlier = await repo.findBroadcast(this.deps.db, input.code);
    if (
      earlier &&
      (earlier.segment !== input.segment ||
        earlier.route !== input.route ||
        !isDeepStrictEqual(earlier.texts, input.texts))
    )
      throw new BroadcastInputError(
        'code',
        `broadcast ${input.code} was sent on ${earlier.created_at.toISOString().slice(0, 16).replace('T', ' ')}Z with other content; choose a new id`,
      );
    const now = this.deps.clock.now();
    const sent = await this.deps.db.transaction(async (tx) => {
      const inserted = await repo.insertBroadcast(tx, {
        code: input.code,
        segment,
        segmentText: input.segment,
        route: input.route,
        texts: input.texts,
        now,
        month: firstOfMonth(now),
      });
      // Who sent what to whom: an operator's or staff member's message reaches many players.
      if (inserted && actor)
        await recordAudit(tx, this.deps.clock, {
          actor,
          action: 'inbox.broadcast',
          subject: { type: 'broadcast', id: input.code },
          after: {
            segment: input.segment,
            route: input.route,
            texts: input.texts,
            recipients: inserted.recipients,
          },
        });
      return inserted;
    });
    if (sent) return { ...sent, created: true };
    const existing = await repo.findBroadcast(this.deps.db, input.code);
    if (!existing) throw new Error(`broadcast ${input.code} was neither sent nor found`);
    return { id: existing.id, recipients: existing.recipients, created: false };
  }

  /** Broadcasts for the operator, newest first. */
  broadcasts(limit = 50, offset = 0): Promise<repo.BroadcastSummary[]> {
    return repo.listBroadcasts(this.deps.db, limit, offset);
  }

  /** How many players a broadcast to the segment would reach now (the console asks before sending). */
  async audience(segmentText: string): Promise<number> {
    const segment = parseSegment(segmentText);
    if (!segment) throw new BroadcastInputError('segment', `unknown segment "${segmentText}"`);
    const now = this.deps.clock.now();
    return repo.countSegment(this.deps.db, segment, firstOfMonth(now), now);
  }

  /** How many broadcasts there are, for the console's pages. */
  countBroadcasts(): Promise<number> {
    return repo.countBroadcasts(this.deps.db);
  }
}

export const inboxOf = (deps: InboxDeps): InboxService => new InboxService(deps);
