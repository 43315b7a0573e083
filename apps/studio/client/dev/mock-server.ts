/*
 * Development harness for the game clients: serves the built client (apps/studio/dist/client)
 * under /studio the way the studio does, and answers the client's API in memory with the real
 * game maths: the studio's own published games (@casino/game-math).
 *
 *   npm run build:client -w @casino/studio && npx tsx apps/studio/client/dev/mock-server.ts
 *   open http://localhost:5199/studio/play/neon-fruits?session=neon-fruits&lang=en
 *
 * A session id is the game id, optionally followed by '~' and flags separated by '.':
 *   real (not demo), broke (no balance), walletdown (every round fails with 502), slow (latency),
 *   want-win / want-big / want-free / want-tumble / want-pair (draw until the round has it),
 *   fs<N> (a slot launched with N free rounds at its second stake; implies real),
 *   fsgone (the casino refuses the second free round, as when the grant was withdrawn).
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BetError, FairRng, hashServerSeed, newClientSeed, newServerSeed } from '@casino/game-math';
import { presentGame, studioGames, type AnyGame } from '../../src/games/registry';
import type { FairView, FreeRoundsView, HistoryItem, RoundView, SessionView } from '../../src/protocol';

const PORT = Number(process.env.MOCK_PORT ?? 5199);
const BASE = '/studio';
const here = path.dirname(fileURLToPath(import.meta.url));
const DIST = path.resolve(here, '../../dist/client');

/** Every game the studio publishes, by code. */
function loadGames(): Map<string, AnyGame> {
  return new Map(studioGames().map((game) => [game.id, game]));
}

interface Seeds {
  server: string;
  client: string;
  nonce: number;
}

interface MockRound {
  id: string;
  nonce: number;
  stake: number;
  win: number;
  finished: boolean;
  state: unknown;
  view: unknown;
  createdAt: string;
  seeds: Seeds;
  free: boolean;
}

interface MockSession {
  id: string;
  game: AnyGame;
  flags: Set<string>;
  balance: number;
  seeds: Seeds;
  rounds: MockRound[];
  freeRounds: FreeRoundsView | null;
}

const sessions = new Map<string, MockSession>();

function fairOf(seeds: Seeds): FairView {
  return { server_seed_hash: hashServerSeed(seeds.server), client_seed: seeds.client, nonce: seeds.nonce };
}

function sessionOf(id: string, games: Map<string, AnyGame>): MockSession | null {
  const existing = sessions.get(id);
  if (existing) return existing;
  const [gameId = '', flagText = ''] = id.split('~');
  const game = games.get(gameId);
  if (!game) return null;
  const flags = new Set(flagText.split('.').filter(Boolean));
  const granted = Number(/(?:^|\.)fs(\d+)/.exec(flagText)?.[1] ?? 0);
  if (granted > 0) flags.add('real');
  const session: MockSession = {
    id,
    game,
    flags,
    balance: flags.has('broke') ? 0 : 100_000,
    seeds: { server: newServerSeed(), client: newClientSeed(), nonce: 0 },
    rounds: [],
    freeRounds:
      granted > 0 && game.kind === 'slot'
        ? {
            bet: game.stakes[1] ?? game.stakes[0] ?? 0,
            granted,
            left: granted,
            played: 0,
            won: 0,
            status: 'active',
          }
        : null,
  };
  sessions.set(id, session);
  return session;
}

function roundView(session: MockSession, round: MockRound): RoundView {
  return {
    round: round.id,
    nonce: round.nonce,
    stake: round.stake,
    win: round.win,
    finished: round.finished,
    view: round.view,
    balance: session.balance,
    fair: fairOf(session.seeds),
    free_round: round.free,
    free_rounds: session.freeRounds && { ...session.freeRounds },
  };
}

function sessionView(session: MockSession, language: string): SessionView {
  const game = session.game;
  const open = session.rounds.find((round) => !round.finished) ?? null;
  return {
    session: session.id,
    game: presentGame(game),
    demo: !session.flags.has('real'),
    currency: 'USD',
    balance: session.balance,
    fair: fairOf(session.seeds),
    language: (['en', 'es', 'pt', 'ru'].includes(language) ? language : 'en') as SessionView['language'],
    lobby_url: 'http://localhost:5199/lobby',
    open_round: open ? roundView(session, open) : null,
    free_rounds: session.freeRounds && { ...session.freeRounds },
  };
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly balance?: number,
  ) {
    super(message);
  }
}

/** Whether a finished first step has what the session's want-flag asks for. */
function wanted(flags: Set<string>, view: unknown, stake: number, win: number): boolean {
  const v = view as {
    spins?: Array<{ steps: unknown[]; free_spins_awarded: number }>;
    hands?: Array<{ cards: Array<{ rank: string }> }>;
    player_pair?: boolean;
  };
  if (flags.has('want-win')) return win > 0;
  if (flags.has('want-big')) return win >= stake * 12;
  if (flags.has('want-free')) return (v.spins?.[0]?.free_spins_awarded ?? 0) > 0;
  if (flags.has('want-tumble')) return (v.spins?.[0]?.steps.length ?? 0) > 2;
  if (flags.has('want-pair')) {
    const cards = v.hands?.[0]?.cards ?? [];
    if (cards.length) return cards[0]?.rank === cards[1]?.rank;
    return v.player_pair === true;
  }
  return true;
}

function play(session: MockSession, bet: unknown, freeRound: boolean): RoundView {
  if (session.rounds.some((round) => !round.finished))
    throw new HttpError(409, 'round_open', 'a round is still in play');
  if (session.flags.has('walletdown'))
    throw new HttpError(502, 'wallet_unavailable', 'the wallet did not answer');
  const game = session.game;
  const free = session.freeRounds?.status === 'active' ? session.freeRounds : null;
  if (free && !freeRound) throw new HttpError(409, 'free_rounds_active', 'free rounds come first');
  if (freeRound && !free) throw new HttpError(409, 'free_rounds_ended', 'no free rounds left');
  if (free && session.flags.has('fsgone') && free.played >= 1) {
    free.status = 'ended';
    free.left = 0;
    throw new HttpError(409, 'free_rounds_ended', 'the casino refused the free round');
  }
  let parsed: { bet: unknown; stakeCents: number };
  try {
    parsed = game.parseBet(free ? { stake: free.bet } : bet);
  } catch (error) {
    if (error instanceof BetError) throw new HttpError(400, error.key, 'the game refused this bet or action');
    throw error;
  }
  if (!free && parsed.stakeCents > session.balance) {
    throw new HttpError(402, 'insufficient_funds', 'the balance does not cover the stake', session.balance);
  }
  const nonce = session.seeds.nonce;
  let step = game.start(new FairRng(session.seeds.server, session.seeds.client, nonce), parsed.bet);
  // Development only: redraw with other seeds until the round shows what is being looked at.
  for (
    let tries = 0;
    tries < 40_000 && !wanted(session.flags, step.view, parsed.stakeCents, step.winCents);
    tries += 1
  ) {
    session.seeds.server = newServerSeed();
    step = game.start(new FairRng(session.seeds.server, session.seeds.client, nonce), parsed.bet);
  }
  if (!free) session.balance -= parsed.stakeCents;
  session.seeds.nonce += 1;
  const round: MockRound = {
    id: `r${session.rounds.length + 1}-${Math.random().toString(36).slice(2, 8)}`,
    nonce,
    stake: parsed.stakeCents,
    win: step.winCents,
    finished: step.finished,
    state: step.state,
    view: step.view,
    createdAt: new Date().toISOString(),
    seeds: { ...session.seeds, nonce },
    free: free !== null,
  };
  if (step.finished) session.balance += step.winCents;
  if (free) {
    free.left -= 1;
    free.played += 1;
    free.won += step.winCents;
    if (free.left === 0) free.status = 'used';
  }
  session.rounds.unshift(round);
  return roundView(session, round);
}

function act(session: MockSession, roundId: string, action: unknown): RoundView {
  const round = session.rounds.find((r) => r.id === roundId);
  if (!round) throw new HttpError(404, 'round_not_found', 'no such round');
  if (round.finished) throw new HttpError(409, 'round_finished', 'the round is over');
  const game = session.game;
  if (!game.parseAction || !game.act) throw new HttpError(409, 'round_finished', 'single-step game');
  let parsedAction: unknown;
  try {
    parsedAction = game.parseAction(action, round.state);
  } catch (error) {
    if (error instanceof BetError) throw new HttpError(400, error.key, 'the game refused this bet or action');
    throw error;
  }
  const cost = game.actionCost?.(round.state, parsedAction) ?? 0;
  if (cost > session.balance) throw new HttpError(402, 'insufficient_funds', 'no balance', session.balance);
  session.balance -= cost;
  round.stake += cost;
  const rng = new FairRng(round.seeds.server, round.seeds.client, round.nonce);
  const step = game.act(rng, round.state, parsedAction);
  round.state = step.state;
  round.view = step.view;
  round.finished = step.finished;
  if (step.finished) {
    round.win = step.winCents;
    session.balance += step.winCents;
  }
  return roundView(session, round);
}

async function body(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

function send(res: ServerResponse, status: number, payload: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(payload));
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
};

async function serveFile(res: ServerResponse, file: string): Promise<void> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) {
    res.writeHead(404).end('not found');
    return;
  }
  res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
  res.end(await readFile(file));
}

async function main(): Promise<void> {
  const games = loadGames();
  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (error instanceof HttpError) {
        send(res, error.status, { error: error.code, message: error.message, balance: error.balance });
      } else {
        console.error(error);
        send(res, 500, { error: 'internal', message: String(error) });
      }
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', `http://localhost:${PORT}`);
    const p = url.pathname;
    if (p === '/lobby') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Lobby</h1>');
      return;
    }
    if (!p.startsWith(BASE + '/')) {
      res.writeHead(404).end('not found');
      return;
    }
    const rest = p.slice(BASE.length);
    if (rest.startsWith('/play/')) {
      const html = await readFile(path.join(DIST, 'index.html'), 'utf8');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html.replace(/<head([^>]*)>/i, `<head$1><base href="${BASE}/">`));
      return;
    }
    if (rest === '/verify') {
      res.writeHead(200, { 'content-type': 'text/html' }).end(`<h1>Verify</h1><pre>${url.search}</pre>`);
      return;
    }
    const api = rest.match(/^\/api\/sessions\/([^/]+)(\/.*)?$/);
    if (api) {
      const session = sessionOf(decodeURIComponent(api[1] ?? ''), games);
      if (!session) throw new HttpError(403, 'session_invalid', 'unknown session');
      if (session.flags.has('slow')) await new Promise((r) => setTimeout(r, 900));
      const tail = api[2] ?? '';
      const lang = url.searchParams.get('lang') ?? 'en';
      if (req.method === 'GET' && tail === '') return send(res, 200, sessionView(session, lang));
      if (req.method === 'POST' && tail === '/rounds') {
        const input = (await body(req)) as { bet?: unknown; free_round?: unknown } | undefined;
        return send(res, 200, play(session, input?.bet, input?.free_round === true));
      }
      const action = tail.match(/^\/rounds\/([^/]+)\/actions$/);
      if (req.method === 'POST' && action) {
        const input = (await body(req)) as { action?: unknown } | undefined;
        return send(res, 200, act(session, decodeURIComponent(action[1] ?? ''), input?.action));
      }
      if (req.method === 'GET' && tail === '/rounds') {
        const limit = Number(url.searchParams.get('limit') ?? 20);
        const items: HistoryItem[] = session.rounds.slice(0, limit).map((round) => ({
          round: round.id,
          game: session.game.id,
          nonce: round.nonce,
          stake: round.stake,
          win: round.win,
          finished: round.finished,
          free_round: round.free,
          created_at: round.createdAt,
          server_seed_hash: hashServerSeed(round.seeds.server),
          client_seed: round.seeds.client,
          verify_url: `${BASE}/verify?server_seed_hash=${hashServerSeed(round.seeds.server)}&client_seed=${round.seeds.client}&nonce=${round.nonce}&game=${session.game.id}`,
        }));
        return send(res, 200, items);
      }
      if (req.method === 'PUT' && tail === '/seed') {
        if (session.rounds.some((r) => !r.finished))
          throw new HttpError(409, 'round_open', 'a round is open');
        const input = (await body(req)) as { client_seed?: unknown } | undefined;
        if (typeof input?.client_seed !== 'string' || !input.client_seed.trim()) {
          throw new HttpError(400, 'invalid_request', 'client_seed is required');
        }
        session.seeds.client = input.client_seed.trim();
        return send(res, 200, fairOf(session.seeds));
      }
      if (req.method === 'POST' && tail === '/seed/rotate') {
        if (session.rounds.some((r) => !r.finished))
          throw new HttpError(409, 'round_open', 'a round is open');
        const old = session.seeds;
        session.seeds = { server: newServerSeed(), client: old.client, nonce: 0 };
        return send(res, 200, {
          revealed_server_seed: old.server,
          revealed_server_seed_hash: hashServerSeed(old.server),
          rounds: old.nonce,
          fair: fairOf(session.seeds),
        });
      }
      throw new HttpError(404, 'not_found', 'not found');
    }
    const file = path.join(DIST, path.normalize(rest).replace(/^(\.\.[/\\])+/, ''));
    await serveFile(res, file);
  }

  server.listen(PORT, () =>
    console.log(`mock studio on http://localhost:${PORT}${BASE}/play/<game>?session=<game>`),
  );
}

void main();
