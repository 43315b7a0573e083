import { usdToCents } from '@casino/contract';
import {
  flaggedListQuery,
  interactionCreate,
  staffSetLimit,
  staffTakeBreak,
} from '@casino/contract/backoffice-rg';
import { emptyBody } from '@casino/contract/backoffice';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps.js';
import { pageWindow, sendList } from '../../platform/http/listing.js';
import { pathId } from '../../platform/http/path-id.js';
import { parseInput } from '../../platform/http/validate.js';
import { staffActor } from '../audit/audit.service.js';
import { limitsOf } from '../limits/limits.service.js';
import { requireStaff } from '../staff/guard.js';
import type { Permission } from '../staff/permissions.js';
import * as repo from './harm-markers.repository.js';
import { playerGambling, recordInteraction, refreshHarmFlags } from './harm-markers.service.js';

type WithId = { Params: { id: string } };

/**
 * Responsible gambling in the back office (docs/decisions/042): the player's limits, breaks and
 * history (rg.read); what compliance does on the player's request, through the limits engine
 * (rg.manage: set or lower a limit, a time-out or self-exclusion, never a raise); the flagged
 * players and the interaction log.
 */
export async function registerHarmMarkersBackofficeRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const guard = (permission: Permission) => ({ preHandler: requireStaff(deps, permission) });
  const playerId = (request: FastifyRequest<WithId>) => pathId(request.params.id, 'player_not_found');
  const base = '/api/backoffice/players/:id/responsible-gambling';
  const limits = limitsOf(deps);

  app.get<WithId>(`${base}/`, guard('rg.read'), async (request) => playerGambling(deps, playerId(request)));

  app.put<WithId>(`${base}/limits/`, guard('rg.manage'), async (request) => {
    const id = playerId(request);
    const body = parseInput(staffSetLimit, request.body);
    await playerGambling(deps, id); // 404 for no such player, before any lock
    await limits.setLimit(id, body.kind, body.period, usdToCents(body.amount) ?? 0, {
      staff: staffActor(request),
      reason: body.reason,
    });
    return playerGambling(deps, id);
  });

  app.post<WithId>(`${base}/break/`, guard('rg.manage'), async (request) => {
    const id = playerId(request);
    const body = parseInput(staffTakeBreak, request.body);
    await playerGambling(deps, id);
    await limits.takeBreak(id, body.kind, body.period, { staff: staffActor(request), reason: body.reason });
    return playerGambling(deps, id);
  });

  app.post<WithId>(`${base}/interactions/`, guard('rg.manage'), async (request, reply) => {
    const id = playerId(request);
    const body = parseInput(interactionCreate, request.body);
    return reply
      .status(201)
      .send(await recordInteraction(deps, id, body.kind, body.reason, staffActor(request)));
  });

  /** Runs the rules for this player now (the job runs them for everyone). */
  app.post<WithId>(`${base}/refresh/`, guard('rg.manage'), async (request) => {
    const id = playerId(request);
    parseInput(emptyBody, request.body ?? {});
    await playerGambling(deps, id);
    await refreshHarmFlags(deps, [id]);
    return playerGambling(deps, id);
  });

  app.get('/api/backoffice/responsible-gambling/', guard('rg.read'), async (request, reply) => {
    const query = parseInput(flaggedListQuery, request.query);
    const rows = await repo.flaggedPage(deps.db, {
      rule: query.rule,
      search: query.q,
      sort: query.sort,
      order: query.order,
      ...pageWindow(query),
    });
    const items = rows.map((r) => ({
      player_id: r.player_id,
      nickname: r.nickname,
      status: r.status,
      rules: r.rules,
      flags: r.flags,
      last_fired_at: r.last_fired_at.toISOString(),
      last_interaction:
        r.interaction_kind && r.interaction_at
          ? { kind: r.interaction_kind, at: r.interaction_at.toISOString() }
          : null,
    }));
    return sendList(reply, query, { items, total: rows[0]?.total ?? 0 }, 'responsible-gambling');
  });

  /** Runs every rule for every player now, as the job does. */
  app.post('/api/backoffice/responsible-gambling/refresh/', guard('rg.manage'), async (request) => {
    parseInput(emptyBody, request.body ?? {});
    return refreshHarmFlags(deps);
  });
}
