import fs from 'node:fs/promises';
import { TOURNAMENT_CATEGORIES, tournamentStatus } from '@casino/contract';
import { z } from 'zod';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/types.js';
import { operatorActor } from '../audit/audit.service.js';
import * as repo from './tournaments.repository.js';
import { TournamentInputError, tournamentsOf, type TournamentInput } from './tournaments.service.js';

export const TOURNAMENTS_USAGE = `tournament commands:
  tournaments:list                                 every event: status, dates, category, prize pool, players, settled
  tournaments:create <event.json>                  create an event (fields: tournaments:create help); its code is unique
  tournaments:standings <event id> [limit]         the event's leaderboard as players see it (default 20 rows)
  tournaments:end <event id> [reason ...]          end a running event now (its prizes are paid by tournaments:settle)`;

const EVENT_FILE_HELP = `event.json fields:
  code           lowercase letters, digits and -, unique (e.g. "spring-spin-race")
  name           a text, or {"en": ..., "es": ..., "pt": ..., "ru": ...} (en required)
  description    HTML (sanitized to an allow-list), as name
  category       bet_count | bet_sum | max_win
  min_bet        USD, e.g. 0.2
  rounds         the most rounds of a player that count, or null
  prizes         USD per place, first place first, e.g. [500, 250, 100]
  start_date, end_date   ISO 8601, e.g. "2026-05-01T00:00:00Z"
  games          game ids (as GET /api/frontend/slot/ lists them)
  main_img, preview_img  image paths or URLs (optional)`;

const usdToCents = (usd: number) => Math.round(usd * 100);
const text = z.union([z.string().min(1), z.record(z.string(), z.string().min(1))]);
const eventFile = z.strictObject({
  code: z.string(),
  name: text,
  description: text,
  category: z.enum(TOURNAMENT_CATEGORIES),
  min_bet: z.number().nonnegative(),
  rounds: z.number().int().positive().nullable(),
  prizes: z.array(z.number().positive()).min(1).max(100),
  start_date: z.iso.datetime({ offset: true }),
  end_date: z.iso.datetime({ offset: true }),
  games: z.array(z.number().int().positive()).min(1),
  main_img: z.string().default(''),
  preview_img: z.string().default(''),
});

/** An operator's input that was refused: nothing was changed. */
export class TournamentCommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TournamentCommandError';
  }
}

/** An event file (or a development request) as the service's input; throws TournamentCommandError. */
export function parseEventFile(raw: unknown): TournamentInput {
  const parsed = eventFile.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new TournamentCommandError(`${issue?.path.join('.') || 'event'}: ${issue?.message ?? 'invalid'}`);
  }
  const e = parsed.data;
  return {
    code: e.code,
    name: e.name,
    description: e.description,
    category: e.category,
    minBetCents: usdToCents(e.min_bet),
    rounds: e.rounds,
    prizes: e.prizes.map(usdToCents),
    start: new Date(e.start_date),
    end: new Date(e.end_date),
    gameIds: e.games,
    mainImg: e.main_img,
    previewImg: e.preview_img,
  };
}

/** Runs a tournaments:* command; answers false for other commands. */
export async function runTournamentsCommand(
  args: readonly string[],
  deps: { db: Db; clock: Clock },
  print: (line: string) => void = (line) => console.log(line),
): Promise<boolean> {
  const [command, ...rest] = args;
  if (!command?.startsWith('tournaments:')) return false;
  const tournaments = tournamentsOf(deps);
  switch (command) {
    case 'tournaments:list': {
      const now = deps.clock.now();
      for (const t of await repo.listTournaments(deps.db)) {
        const players = await deps.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM tournament_scores WHERE tournament_id = $1',
          [t.id],
        );
        print(
          `#${t.id} ${t.code} [${tournamentStatus(t.start_date, t.end_date, now)}] ${t.start_date.toISOString()} → ${t.end_date.toISOString()} ` +
            `${t.category} min ${(t.min_bet_cents / 100).toFixed(2)} USD, pool ${(t.prize_cents / 100).toFixed(2)} USD over ${t.prizes.length} place(s), ` +
            `${players.rows[0]?.n ?? 0} player(s)${t.settled_at ? `, settled ${t.settled_at.toISOString()}` : ''}`,
        );
      }
      return true;
    }
    case 'tournaments:create': {
      const file = rest[0];
      if (!file || file === 'help') {
        print(EVENT_FILE_HELP);
        if (!file) throw new TournamentCommandError('tournaments:create needs <event.json>');
        return true;
      }
      let raw: unknown;
      try {
        raw = JSON.parse(await fs.readFile(file, 'utf8'));
      } catch (err) {
        throw new TournamentCommandError(
          `cannot read ${file}: ${err instanceof Error ? err.message : String(err)}`,
        );
      }
      const input = parseEventFile(raw);
      try {
        const { id, created } = await tournaments.create(input, operatorActor());
        if (!created)
          throw new TournamentCommandError(`an event with code ${input.code} exists already (#${id})`);
        print(`created event #${id} (${input.code})`);
      } catch (err) {
        if (err instanceof TournamentInputError) throw new TournamentCommandError(err.message);
        // An unknown game id breaks the games' foreign key: nothing was written.
        if (err instanceof Error && /foreign key/i.test(err.message))
          throw new TournamentCommandError('games: an id that is not in the catalogue');
        throw err;
      }
      return true;
    }
    case 'tournaments:end': {
      const id = Number(rest[0]);
      if (!Number.isInteger(id) || id <= 0)
        throw new TournamentCommandError('tournaments:end needs <event id>');
      if (
        !(await tournaments.endNow(
          id,
          deps.clock.now(),
          operatorActor(),
          rest.slice(1).join(' ').trim() || null,
        ))
      )
        throw new TournamentCommandError(
          `event #${id} is not running (unknown, not started, ended or settled)`,
        );
      print(`event #${id} ended; tournaments:settle pays its prizes`);
      return true;
    }
    case 'tournaments:standings': {
      const id = Number(rest[0]);
      const limit = rest[1] === undefined ? 20 : Number(rest[1]);
      if (!Number.isInteger(id) || id <= 0 || !Number.isInteger(limit) || limit <= 0 || limit > 1000)
        throw new TournamentCommandError('tournaments:standings needs <event id> [limit 1-1000]');
      const { tournament, leaderboard } = await tournaments.detail(id).catch(() => {
        throw new TournamentCommandError(`no event #${id}`);
      });
      const rows = await repo.standings(deps.db, id, limit);
      print(`#${tournament.id} ${tournament.code}: ${leaderboard.length > 0 ? '' : 'no players yet'}`);
      for (const r of rows)
        print(
          `  ${r.place}. user ${r.user_id} ${r.nickname || '(no nickname)'}: ${r.points} point(s), prize ${((tournament.prizes[r.place - 1] ?? 0) / 100).toFixed(2)} USD`,
        );
      return true;
    }
    default:
      throw new TournamentCommandError(`unknown command ${command}\n${TOURNAMENTS_USAGE}`);
  }
}
