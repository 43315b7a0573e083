import { createHash } from 'node:crypto';
import { MAX_SLOT_PAGE_SIZE, type Game, type TournamentCategory } from '@casino/contract';
import type { Clock } from '../../platform/clock.js';
import { notificationsOf, type Notifications } from '../../platform/db/notifications.js';
import type { Db, Queryable } from '../../platform/db/types.js';
import { notFound } from '../../platform/http/errors.js';
import { presentGame } from '../catalogue/catalogue.presenter.js';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { insertPlayerEvent } from '../events/player-events.repository.js';
import type { RoundClosed } from '../games/round-events.js';
import { walletOf, type WalletService } from '../wallet/wallet.service.js';
import { recordAudit, type Actor } from '../audit/audit.service.js';
import { DESCRIPTION_MAX_LENGTH, sanitizeDescriptionHtml } from './description-html.js';
import * as repo from './tournaments.repository.js';
import type { StandingRow, StoredText, TournamentRow } from './tournaments.repository.js';
import './tournaments.messages.js';

/** Leaderboard rows an event's detail carries (the page shows 5 and expands to the rest). */
export const LEADERBOARD_ROWS = 50;
/**
 * How long after its end an event is settled: a round closed just before the end may still be
 * committing when the end passes, and the standings must be final before anyone is paid.
 */
export const SETTLE_GRACE_MS = 60_000;
/** How long an event's detail answer is kept (see detailAnswer). */
export const DETAIL_ANSWER_MS = 1_000;
/** The least age at which a kept answer is rebuilt for this process's own scored rounds. */
export const DETAIL_FRESH_MS = 200;
/** The notifications topic of leaderboard changes; the payload is the events' ids, comma separated. */
const TOPIC = 'tournaments';

export interface TournamentDeps {
  db: Db;
  clock: Clock;
}

export interface Standing {
  place: number;
  userId: number;
  nickname: string;
  points: number;
  prizeCents: number;
}

export interface TournamentView {
  tournament: TournamentRow;
  leaderboard: Standing[];
  slots: Game[];
}

/** What an operator (or the demo seed) gives to create an event. */
export interface TournamentInput {
  code: string;
  name: StoredText;
  description: StoredText;
  rounds: number | null;
  mainImg: string;
  previewImg: string;
  minBetCents: number;
  category: TournamentCategory;
  /** Prize per place in cents, first place first; the pool is their sum. */
  prizes: readonly number[];
  start: Date;
  end: Date;
  gameIds: readonly number[];
}

/** Input an operator's event may not have; the message says which rule. */
export class TournamentInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TournamentInputError';
  }
}

/** What the settlement did: places paid in this run, and events closed. */
export interface SettleReport {
  paid: number;
  settled: number;
}

/** A shown name for a player without a nickname: stable, and no database id in it. */
function anonymousNickname(userId: number): string {
  const tag = createHash('sha256').update(`player:${userId}`).digest('hex').slice(0, 6).toUpperCase();
  return `Player ${tag}`;
}

const sanitizeText = (text: StoredText): StoredText =>
  typeof text === 'string'
    ? sanitizeDescriptionHtml(text)
    : Object.fromEntries(Object.entries(text).map(([k, v]) => [k, sanitizeDescriptionHtml(v)]));

/** Events (tournaments): their terms, scoring from closed rounds, leaderboards and prizes. */
export class TournamentsService {
  private readonly wallet: WalletService;
  private readonly catalogue: CatalogueService;

  constructor(private readonly deps: TournamentDeps) {
    this.wallet = walletOf(deps);
    this.catalogue = new CatalogueService(deps, { tournamentGames: (ids) => this.eligibleGames(ids) });
    // The other processes' rounds move the leaderboards too (docs/decisions/026).
    this.notifications = notificationsOf(deps.db);
    this.notifications.subscribe(TOPIC, {
      changed: (payload) => {
        // An empty payload stands for every event.
        if (!payload) this.answers.clear();
        else for (const id of payload.split(',')) this.changed(Number(id));
      },
      reset: () => this.answers.clear(),
    });
  }

  private readonly notifications: Notifications;
  private readonly versions = new Map<number, number>();
  private readonly answers = new Map<string, { version: number; builtAt: number; body: Promise<Buffer> }>();

  /**
   * Counts a closed real-money round in every running event of its game, in the round's own
   * transaction (docs/decisions/016); the round listener registered in modules/bet-and-win-rules.ts.
   */
  async scoreRound(tx: Queryable, round: RoundClosed): Promise<void> {
    for (const id of await repo.scoreRound(tx, round)) this.scored(id);
  }

  /** Events a committed batch of wallet calls scored (by the same database function as scoreRound). */
  scoredInBatch(ids: readonly number[]): void {
    for (const id of ids) this.scored(id);
  }

  /** A leaderboard moved: this process's kept answers for the event are stale. */
  private changed(id: number): void {
    this.versions.set(id, (this.versions.get(id) ?? 0) + 1);
  }

  /**
   * This process scored one of the event's rounds: its own answers are stale at once, and the
   * other processes hear of it shortly after the round commits (not in the round's transaction:
   * a NOTIFY in every round's commit would queue the rounds on PostgreSQL's notification lock;
   * their kept answers are a second old at most anyway).
   */
  private scored(id: number): void {
    this.changed(id);
    this.notifications.publishSoon(TOPIC, String(id));
  }

  /**
   * An event's serialized detail, shared by every reader (docs/decisions/016): kept up to
   * DETAIL_ANSWER_MS, and rebuilt once DETAIL_FRESH_MS old when this process has scored one of
   * the event's rounds since, so a busy event is read from the database a few times a second
   * however many watch it. Concurrent readers of a missing answer wait for one build.
   */
  detailAnswer(id: number, key: string, now: number, build: () => Promise<Buffer>): Promise<Buffer> {
    const cacheKey = `${id}:${key}`;
    const version = this.versions.get(id) ?? 0;
    const kept = this.answers.get(cacheKey);
    if (kept) {
      const age = now - kept.builtAt;
      if (age >= 0 && age < DETAIL_ANSWER_MS && (kept.version === version || age < DETAIL_FRESH_MS))
        return kept.body;
    }
    const body = build();
    const entry = { version, builtAt: now, body };
    this.answers.set(cacheKey, entry);
    // A failed build (an unknown event) is not kept.
    body.catch(() => {
      if (this.answers.get(cacheKey) === entry) this.answers.delete(cacheKey);
    });
    return body;
  }

  /** Every event, the latest start first. */
  list(): Promise<TournamentRow[]> {
    return repo.listTournaments(this.deps.db);
  }

  /** An event with its current leaderboard and its games; 404 when there is no such event. */
  async detail(id: number): Promise<TournamentView> {
    const tournament = await repo.findTournament(this.deps.db, id);
    if (!tournament) throw notFound('tournament_not_found');
    const [leaderboard, page] = await Promise.all([
      this.leaderboard(tournament),
      this.catalogue.listSlots({ tournaments: [id], page: 1, page_size: MAX_SLOT_PAGE_SIZE }),
    ]);
    return { tournament, leaderboard, slots: page.games.map(presentGame) };
  }

  /** The games the given events count (the catalogue's tournaments filter). */
  eligibleGames(ids: readonly number[]): Promise<number[]> {
    return repo.gamesOfTournaments(this.deps.db, ids);
  }

  private async leaderboard(t: TournamentRow): Promise<Standing[]> {
    const rows = await repo.standings(this.deps.db, t.id, Math.max(LEADERBOARD_ROWS, t.prizes.length));
    return rows.map((r) => this.standingOf(t, r));
  }

  private standingOf(t: TournamentRow, r: StandingRow): Standing {
    return {
      place: r.place,
      userId: r.user_id,
      nickname: r.nickname.trim() || anonymousNickname(r.user_id),
      points: r.points,
      prizeCents: t.prizes[r.place - 1] ?? 0,
    };
  }

  /**
   * Creates an event (its description sanitized); answers its id, or the existing one's for a
   * known code. Created by an operator or staff member (actor), it is audited as theirs; the
   * demo seed and tests make events without one.
   */
  async create(input: TournamentInput, actor?: Actor): Promise<{ id: number; created: boolean }> {
    validate(input);
    return this.deps.db.transaction(async (tx) => {
      const id = await repo.insertTournament(tx, {
        ...input,
        description: sanitizeText(input.description),
        prizeCents: input.prizes.reduce((a, b) => a + b, 0),
        createdAt: this.deps.clock.now(),
      });
      if (id !== undefined) {
        if (actor)
          await recordAudit(tx, this.deps.clock, {
            actor,
            action: 'tournament.create',
            subject: { type: 'tournament', id },
            after: auditedTerms(input),
          });
        return { id, created: true };
      }
      const { rows } = await tx.query<{ id: number }>('SELECT id FROM tournaments WHERE code = $1', [
        input.code,
      ]);
      const existing = rows[0]?.id;
      if (existing === undefined) throw new Error('the event was neither created nor found');
      return { id: existing, created: false };
    });
  }

  /**
   * Changes an event that has not started (its code stays): once it runs, players have scored
   * under its terms and only ending it is allowed. Audited with the terms before and after.
   */
  async update(id: number, input: TournamentInput, actor: Actor): Promise<void> {
    validate(input);
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      const before = await repo.findTournament(tx, id, true);
      if (!before) throw notFound();
      if (before.start_date.getTime() <= now.getTime())
        throw new TournamentInputError('start_date: the event has started; it can only be ended');
      if (input.start.getTime() <= now.getTime())
        throw new TournamentInputError('start_date: in the future (the event would start at once)');
      const games = await repo.gamesOfTournaments(tx, [id]);
      await repo.updateTournament(tx, id, {
        ...input,
        description: sanitizeText(input.description),
        prizeCents: input.prizes.reduce((a, b) => a + b, 0),
      });
      await this.notifications.publish(tx, TOPIC, String(id));
      await recordAudit(tx, this.deps.clock, {
        actor,
        action: 'tournament.update',
        subject: { type: 'tournament', id },
        before: auditedTerms(rowAsInput(before, games)),
        after: auditedTerms(input),
      });
    });
  }

  /**
   * Ends a running event now (an operator's decision), audited with the reason; its prizes
   * follow with the next settling run. False when it is not running.
   */
  endNow(id: number, now: Date, actor?: Actor, reason: string | null = null): Promise<boolean> {
    return this.deps.db.transaction(async (tx) => {
      const before = await repo.findTournament(tx, id);
      const ended = await repo.endRunning(tx, id, now);
      if (!ended || !before) return false;
      await this.notifications.publish(tx, TOPIC, String(id));
      if (actor)
        await recordAudit(tx, this.deps.clock, {
          actor,
          action: 'tournament.end',
          subject: { type: 'tournament', id },
          reason,
          before: { end_date: before.end_date },
          after: { end_date: now },
        });
      return true;
    });
  }

  /**
   * Pays every ended event's prize places through the ledger, each exactly once: one
   * transaction per place holds the transfer (keyed by event and place), its payout row and the
   * player's inbox event, so a run killed halfway leaves whole places paid and the next run pays
   * the rest. `afterPayout` lets tests stop a run between places.
   */
  async settle(now: Date, hooks: { afterPayout?: (place: number) => void } = {}): Promise<SettleReport> {
    const report: SettleReport = { paid: 0, settled: 0 };
    const due = await repo.endedUnsettled(this.deps.db, new Date(now.getTime() - SETTLE_GRACE_MS));
    for (const t of due) {
      const places = (await repo.standings(this.deps.db, t.id, t.prizes.length)).map((r) =>
        this.standingOf(t, r),
      );
      for (const standing of places) {
        if (standing.prizeCents <= 0) continue;
        const paid = await this.payPlace(t, standing, now);
        if (paid) {
          report.paid++;
          hooks.afterPayout?.(standing.place);
        }
      }
      const closed = await this.deps.db.transaction(async (tx) => {
        const lock = await repo.lockForSettlement(tx, t.id);
        if (!lock || lock.settled) return false;
        await repo.markSettled(tx, t.id, now);
        return true;
      });
      if (closed) report.settled++;
    }
    return report;
  }

  private payPlace(t: TournamentRow, s: Standing, now: Date): Promise<boolean> {
    return this.deps.db.transaction(async (tx) => {
      // Concurrent settling runs queue here; the payout row then tells the later one it is done.
      const lock = await repo.lockForSettlement(tx, t.id);
      if (!lock || lock.settled) return false;
      const { transfer, created } = await this.wallet.transfer(
        {
          idempotencyKey: `tournament:${t.id}:place:${s.place}`,
          kind: 'tournament_prize',
          from: { owner: 'house', name: 'tournament_prizes' },
          to: { owner: 'player', userId: s.userId, kind: 'cash' },
          amountCents: s.prizeCents,
          reference: { tournament_id: t.id, place: s.place },
        },
        tx,
      );
      const recorded = await repo.insertPayout(tx, {
        tournamentId: t.id,
        place: s.place,
        userId: s.userId,
        prizeCents: s.prizeCents,
        points: s.points,
        transferId: transfer.id,
        now,
      });
      // The transfer and the row are written together, so one without the other means a bug.
      if (recorded !== created)
        throw new Error(`tournament ${t.id} place ${s.place}: payout and transfer disagree`);
      if (!created) return false;
      await insertPlayerEvent(tx, {
        userId: s.userId,
        type: 'tournament_prize',
        payload: { tournament_id: t.id, name: t.name, place: s.place, prize_usd: s.prizeCents / 100 },
        dedupeKey: `tournament:${t.id}:place:${s.place}`,
        now,
      });
      return true;
    });
  }
}

/** An event's terms as the audit log keeps them. */
function auditedTerms(t: TournamentInput) {
  return {
    code: t.code,
    name: t.name,
    category: t.category,
    min_bet_cents: t.minBetCents,
    rounds: t.rounds,
    prizes: t.prizes,
    start: t.start,
    end: t.end,
    games: [...t.gameIds].sort((a, b) => a - b),
    main_img: t.mainImg,
    preview_img: t.previewImg,
  };
}

/** A stored event as the input that would make it. */
export function rowAsInput(t: TournamentRow, gameIds: readonly number[]): TournamentInput {
  return {
    code: t.code,
    name: t.name,
    description: t.description,
    category: t.category,
    minBetCents: t.min_bet_cents,
    rounds: t.rounds,
    prizes: t.prizes,
    start: t.start_date,
    end: t.end_date,
    gameIds,
    mainImg: t.main_img,
    previewImg: t.preview_img,
  };
}

function validate(t: TournamentInput): void {
  if (!/^[a-z0-9][a-z0-9-]{0,63}$/.test(t.code))
    throw new TournamentInputError('code: lowercase letters, digits and -');
  const names = typeof t.name === 'string' ? [t.name] : Object.values(t.name);
  if (typeof t.name !== 'string' && !t.name.en)
    throw new TournamentInputError('name: an English name is required');
  if (names.some((n) => n.trim() === '' || n.length > 120))
    throw new TournamentInputError('name: 1 to 120 characters');
  const descriptions = typeof t.description === 'string' ? [t.description] : Object.values(t.description);
  if (descriptions.some((d) => d.length > DESCRIPTION_MAX_LENGTH))
    throw new TournamentInputError(`description: at most ${DESCRIPTION_MAX_LENGTH} characters`);
  if (t.rounds !== null && (!Number.isInteger(t.rounds) || t.rounds <= 0))
    throw new TournamentInputError('rounds: a positive whole number, or none');
  if (!Number.isInteger(t.minBetCents) || t.minBetCents < 0)
    throw new TournamentInputError('min_bet: cents, 0 or more');
  if (t.prizes.length < 1 || t.prizes.length > 100) throw new TournamentInputError('prizes: 1 to 100 places');
  if (t.prizes.some((p) => !Number.isInteger(p) || p <= 0))
    throw new TournamentInputError('prizes: positive cents');
  if (!(t.end.getTime() > t.start.getTime())) throw new TournamentInputError('end_date: after start_date');
  if (t.gameIds.length === 0) throw new TournamentInputError('games: at least one');
}

const instances = new WeakMap<Db, TournamentsService>();

/** The tournaments service of this database (its round listener is registered in modules/bet-and-win-rules.ts). */
export function tournamentsOf(deps: TournamentDeps): TournamentsService {
  let service = instances.get(deps.db);
  if (!service) {
    service = new TournamentsService(deps);
    instances.set(deps.db, service);
  }
  return service;
}
