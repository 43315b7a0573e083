import { randomBytes } from 'node:crypto';
import { providerLaunchRequest, type ProviderLaunchResponse } from '@casino/contract';
import { DEMO_CURRENCY, DEMO_START_BALANCE, SESSION_TTL_MS, type StudioDeps } from '../deps.js';
import { fairOf, freshSeed } from '../fair/fair-view.js';
import { ensureActiveSeed } from '../fair/seeds.repository.js';
import { freeRoundsView, grantForLaunch, keepGrant } from '../free-rounds/free-rounds.service.js';
import { presentGame } from '../games/registry.js';
import type { StudioQueryable } from '../platform/db.js';
import {
  gameNotFound,
  invalidRequest,
  sessionInvalid,
  StudioHttpError,
  walletUnavailable,
} from '../platform/errors.js';
import { verifySigned } from '../platform/signature.js';
import type { SessionView } from '../protocol.js';
import { presentRound } from '../rounds/presenters.js';
import { findRoundInPlay } from '../rounds/rounds.repository.js';
import {
  findSession,
  insertSession,
  ownerOf,
  setLastBalance,
  type SessionRow,
} from './sessions.repository.js';

const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/** The live session a request names, or a 403 (unknown, malformed or expired alike). */
export async function requireSession(q: StudioQueryable, id: string, now: Date): Promise<SessionRow> {
  if (!SESSION_ID.test(id)) throw sessionInvalid();
  const session = await findSession(q, id);
  if (!session || session.expiresAt.getTime() <= now.getTime()) throw sessionInvalid();
  return session;
}

export interface SignedRequest {
  rawBody: string;
  provider: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
}

/** Opens a game session for the casino's launch (signed by the casino) and answers the game's URL. */
export async function launch(deps: StudioDeps, request: SignedRequest): Promise<ProviderLaunchResponse> {
  const now = deps.clock.now();
  if (!verifySigned(deps.secret, deps.providerCode, request, request.rawBody, now)) {
    throw new StudioHttpError(401, 'invalid_signature', 'missing, bad or stale signature');
  }
  let json: unknown;
  try {
    json = JSON.parse(request.rawBody);
  } catch {
    throw invalidRequest('the body is not JSON');
  }
  const parsed = providerLaunchRequest.safeParse(json);
  if (!parsed.success) throw invalidRequest(parsed.error.issues.map((i) => i.message).join('; '));
  const input = parsed.data;
  const game = deps.games.get(input.game);
  if (!game) throw gameNotFound();

  const id = randomBytes(32).toString('base64url');
  const real = !input.demo && input.session_token && input.player_id && input.currency;
  const grant = grantForLaunch(game, Boolean(real), input.free_rounds);
  const session: SessionRow = {
    id,
    sessionToken: real ? (input.session_token ?? null) : null,
    playerId: real ? (input.player_id ?? null) : null,
    game: input.game,
    currency: real ? (input.currency ?? DEMO_CURRENCY) : DEMO_CURRENCY,
    demo: !real,
    demoBalance: real ? null : DEMO_START_BALANCE,
    lastBalance: null,
    language: input.language,
    lobbyUrl: input.lobby_url ?? '',
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  };
  await deps.db.transaction(async (tx) => {
    await insertSession(tx, session);
    if (grant) await keepGrant(tx, session.id, grant, now);
    await ensureActiveSeed(tx, freshSeed(ownerOf(session), now));
  });
  const query = new URLSearchParams({ session: id, lang: input.language });
  return { url: `${deps.publicBase}/play/${encodeURIComponent(input.game)}?${query.toString()}` };
}

/** The player's balance as the casino knows it now (or the last one it told us). */
export async function currentBalance(deps: StudioDeps, session: SessionRow): Promise<number> {
  if (session.demo) return session.demoBalance ?? 0;
  const answer = await deps.wallet.call(
    'balance',
    JSON.stringify({
      session_token: session.sessionToken,
      player_id: session.playerId,
      currency: session.currency,
    }),
  );
  if (answer.kind === 'ok') {
    await setLastBalance(deps.db, session.id, answer.balance);
    return answer.balance;
  }
  if (answer.kind === 'refused' && answer.error === 'session_invalid') throw sessionInvalid();
  if (session.lastBalance !== null) return session.lastBalance;
  throw walletUnavailable();
}

/** Everything a game client needs to start: the game, the balance, the seeds, a round to resume. */
export async function sessionView(deps: StudioDeps, sessionId: string): Promise<SessionView> {
  const now = deps.clock.now();
  const session = await requireSession(deps.db, sessionId, now);
  const game = deps.games.get(session.game);
  if (!game) throw gameNotFound();
  const owner = ownerOf(session);
  const balance = await currentBalance(deps, session);
  const fair = await fairOf(deps.db, owner, now);
  const inPlay = await findRoundInPlay(deps.db, owner, game.id);
  const freeRounds = await freeRoundsView(deps.db, session);
  return {
    session: session.id,
    game: presentGame(game),
    demo: session.demo,
    currency: session.currency,
    balance,
    fair,
    language: session.language,
    lobby_url: session.lobbyUrl,
    open_round: inPlay ? presentRound(inPlay, balance, fair, freeRounds) : null,
    free_rounds: freeRounds,
  };
}
