import { centsToUsd, tournamentStatus } from '@casino/contract';
import { reasonOnly } from '@casino/contract/backoffice';
import { tournamentListQuery } from '@casino/contract/backoffice-marketing';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps.js';
import { conflict, fieldError, notFound } from '../../platform/http/errors.js';
import { pageWindow, sendList } from '../../platform/http/listing.js';
import { pathId } from '../../platform/http/path-id.js';
import { parseInput } from '../../platform/http/validate.js';
import { staffActor } from '../audit/audit.service.js';
import { requireStaff } from '../staff/guard.js';
import { parseEventFile, TournamentCommandError } from './tournaments.ops.js';
import { textIn } from './tournaments.presenter.js';
import * as repo from './tournaments.repository.js';
import type { TournamentRow } from './tournaments.repository.js';
import { TournamentInputError, tournamentsOf } from './tournaments.service.js';

/** Standings the console shows of an event. */
const STANDINGS_ROWS = 100;

function presentEvent(t: TournamentRow, now: Date, players: number) {
  return {
    id: t.id,
    code: t.code,
    name: textIn(t.name, 'en'),
    category: t.category,
    status: t.settled_at ? 'settled' : tournamentStatus(t.start_date, t.end_date, now),
    start_date: t.start_date.toISOString(),
    end_date: t.end_date.toISOString(),
    prize_pool: centsToUsd(t.prize_cents),
    places: t.prizes.length,
    players,
    settled_at: t.settled_at ? t.settled_at.toISOString() : null,
  };
}

/**
 * The event's refusals as the console reads them: "field: why" under the field, a missing game
 * under games (its foreign key refused the insert: nothing was written).
 */
async function asClientErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof TournamentInputError || err instanceof TournamentCommandError) {
      const [field, ...why] = err.message.split(': ');
      const known = field && why.length > 0 && /^[a-z_.0-9]+$/.test(field);
      throw fieldError(known ? (field.split('.')[0] ?? field) : 'non_field_errors', 'operator_refused', {
        reason: err.message,
      });
    }
    if (err instanceof Error && /foreign key/i.test(err.message))
      throw fieldError('games', 'operator_refused', { reason: 'games: an id that is not in the catalogue' });
    throw err;
  }
}

/**
 * Marketing's tournaments (marketing.manage): create, edit before the start, end, standings and
 * the prizes paid. The `tournaments:*` commands call the same service; settlement stays the job's.
 */
export function registerTournamentsBackofficeRoutes(app: FastifyInstance, deps: Deps): void {
  const guard = requireStaff(deps, 'marketing.manage');
  const tournaments = tournamentsOf(deps);
  const playersOf = async (ids: readonly number[]) => {
    const { rows } = await deps.db.query<{ id: number; n: number }>(
      `SELECT tournament_id::int AS id, count(*)::int AS n FROM tournament_scores
        WHERE tournament_id = ANY($1::bigint[]) GROUP BY tournament_id`,
      [ids],
    );
    return new Map(rows.map((r) => [r.id, r.n]));
  };

  app.get('/api/backoffice/marketing/tournaments/', { preHandler: guard }, async (request, reply) => {
    const query = parseInput(tournamentListQuery, request.query);
    const now = deps.clock.now();
    // Events are operator-made: a few hundred at most, so they are paged here.
    const all = (await repo.listTournaments(deps.db)).filter(
      (t) => query.status === 'all' || tournamentStatus(t.start_date, t.end_date, now) === query.status,
    );
    const key = (t: TournamentRow) =>
      query.sort === 'id' ? t.id : (query.sort === 'start_date' ? t.start_date : t.end_date).getTime();
    all.sort((a, b) => (query.order === 'asc' ? key(a) - key(b) : key(b) - key(a)));
    const { limit, offset } = pageWindow(query);
    const page = all.slice(offset, offset + limit);
    const players = await playersOf(page.map((t) => t.id));
    return sendList(
      reply,
      query,
      { items: page.map((t) => presentEvent(t, now, players.get(t.id) ?? 0)), total: all.length },
      'tournaments',
    );
  });

  const detail = async (id: number) => {
    const t = await repo.findTournament(deps.db, id);
    if (!t) throw notFound('tournament_not_found');
    const now = deps.clock.now();
    const [games, standings, payouts, players] = await Promise.all([
      repo.gamesOfTournaments(deps.db, [id]),
      repo.standings(deps.db, id, STANDINGS_ROWS),
      repo.payoutsOf(deps.db, id),
      playersOf([id]),
    ]);
    const paid = new Map(payouts.map((p) => [p.place, p]));
    const points = (p: number) => (t.category === 'bet_count' ? p : centsToUsd(p));
    return {
      ...presentEvent(t, now, players.get(id) ?? 0),
      editable: t.start_date.getTime() > now.getTime(),
      // The event as its form edits it: the fields of `tournaments:create`'s file.
      terms: {
        code: t.code,
        name: t.name,
        description: t.description,
        category: t.category,
        min_bet: centsToUsd(t.min_bet_cents),
        rounds: t.rounds,
        prizes: t.prizes.map(centsToUsd),
        start_date: t.start_date.toISOString(),
        end_date: t.end_date.toISOString(),
        games,
        main_img: t.main_img,
        preview_img: t.preview_img,
      },
      standings: standings.map((s) => ({
        place: s.place,
        user_id: s.user_id,
        nickname: s.nickname,
        points: points(s.points),
        prize: centsToUsd(t.prizes[s.place - 1] ?? 0),
        paid: paid.has(s.place),
      })),
      payouts: payouts.map((p) => ({ place: p.place, user_id: p.user_id, prize: centsToUsd(p.prize_cents) })),
      paid_total: centsToUsd(payouts.reduce((sum, p) => sum + p.prize_cents, 0)),
    };
  };

  app.get<{ Params: { id: string } }>(
    '/api/backoffice/marketing/tournaments/:id/',
    { preHandler: guard },
    async (request) => detail(pathId(request.params.id, 'tournament_not_found')),
  );

  app.post(
    '/api/backoffice/marketing/tournaments/',
    { preHandler: guard, config: { multilineFields: ['description'] } },
    async (request, reply) => {
      const { id, created } = await asClientErrors(async () =>
        tournaments.create(parseEventFile(request.body), staffActor(request)),
      );
      if (!created) throw fieldError('code', 'operator_refused', { reason: `code: used by event #${id}` });
      return reply.status(201).send(await detail(id));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/backoffice/marketing/tournaments/:id/',
    { preHandler: guard, config: { multilineFields: ['description'] } },
    async (request) => {
      const id = pathId(request.params.id, 'tournament_not_found');
      const existing = await repo.findTournament(deps.db, id);
      if (!existing) throw notFound('tournament_not_found');
      await asClientErrors(async () => {
        const input = parseEventFile(request.body);
        if (input.code !== existing.code)
          throw new TournamentInputError("code: an event's code does not change");
        await tournaments.update(id, input, staffActor(request));
      });
      return detail(id);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/backoffice/marketing/tournaments/:id/end/',
    { preHandler: guard },
    async (request) => {
      const id = pathId(request.params.id, 'tournament_not_found');
      const body = parseInput(reasonOnly, request.body);
      if (!(await repo.findTournament(deps.db, id))) throw notFound('tournament_not_found');
      if (!(await tournaments.endNow(id, deps.clock.now(), staffActor(request), body.reason)))
        throw conflict('operator_refused', {
          reason: 'the event is not running (not started, ended or settled)',
        });
      return detail(id);
    },
  );
}
