import { reasonOnly } from '@casino/contract/backoffice';
import {
  stakeFactorChange,
  tradingEventCreate,
  tradingEventListQuery,
  tradingOddsChange,
  tradingSettle,
} from '@casino/contract/backoffice-sports';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../../platform/deps.js';
import { pageWindow, sendList } from '../../../platform/http/listing.js';
import { pathId } from '../../../platform/http/path-id.js';
import { parseInput } from '../../../platform/http/validate.js';
import { presentApproval } from '../../approvals/approvals.presenter.js';
import { staffActor } from '../../audit/audit.service.js';
import { requireStaff } from '../../staff/guard.js';
import type { Permission } from '../../staff/permissions.js';
import { presentSummary } from './trading.presenter.js';
import * as repo from './trading.repository.js';
import { tradingOf } from './trading.service.js';

type WithId = { Params: { id: string } };
const BASE = '/api/backoffice/sports';

/**
 * Sportsbook trading in the console (docs/decisions/049): events with their liability
 * (sports.read); creating events, prices, suspending, reopening, voiding, asking for a manual
 * settlement that a second trader approves, and players' stake factors (sports.trade).
 */
export async function registerTradingBackofficeRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const guard = (permission: Permission) => ({ preHandler: requireStaff(deps, permission) });
  const trading = tradingOf(deps);
  const marketId = (request: { params: { id: string } }) =>
    pathId(request.params.id, 'sports_market_not_found');

  /** The book's sports, for the filters and the new event's form: a short list, not paged. */
  app.get(`${BASE}/sports/`, guard('sports.read'), async () => ({ sports: await repo.sportList(deps.db) }));

  app.get(`${BASE}/events/`, guard('sports.read'), async (request, reply) => {
    const query = parseInput(tradingEventListQuery, request.query);
    const { rows, total } = await repo.eventPage(deps.db, {
      sport: query.sport,
      status: query.status,
      live: query.live === undefined ? undefined : query.live === 'true',
      order: query.order,
      ...pageWindow(query),
    });
    const exposures = await repo.eventExposures(
      deps.db,
      rows.map((r) => r.id),
    );
    const items = rows.map((r) =>
      presentSummary(
        r,
        exposures.find((e) => e.event_id === r.id),
      ),
    );
    return sendList(reply, query, { items, total }, 'sports-events');
  });

  app.post(`${BASE}/events/`, guard('sports.trade'), async (request, reply) => {
    const body = parseInput(tradingEventCreate, request.body);
    return reply.status(201).send(await trading.createEvent(staffActor(request), body));
  });

  app.get<WithId>(`${BASE}/events/:id/`, guard('sports.read'), async (request) =>
    trading.detail(pathId(request.params.id, 'sports_event_not_found')),
  );

  app.post<WithId>(`${BASE}/events/:id/void/`, guard('sports.trade'), async (request) => {
    const id = pathId(request.params.id, 'sports_event_not_found');
    const body = parseInput(reasonOnly, request.body);
    return trading.voidEvent(staffActor(request), id, body.reason);
  });

  app.put<WithId>(`${BASE}/outcomes/:id/odds/`, guard('sports.trade'), async (request) => {
    const id = pathId(request.params.id, 'sports_outcome_not_found');
    const body = parseInput(tradingOddsChange, request.body);
    return trading.changeOdds(staffActor(request), id, body.odds, body.reason);
  });

  for (const kind of ['suspend', 'reopen', 'void'] as const)
    app.post<WithId>(`${BASE}/markets/:id/${kind}/`, guard('sports.trade'), async (request) => {
      const id = marketId(request);
      const body = parseInput(reasonOnly, request.body);
      return trading.actOnMarket(staffActor(request), id, kind, body.reason);
    });

  /** Files the settlement for a second trader's approval: 202, nothing paid yet. */
  app.post<WithId>(`${BASE}/markets/:id/settle/`, guard('sports.trade'), async (request, reply) => {
    const id = marketId(request);
    const body = parseInput(tradingSettle, request.body);
    const approval = await trading.requestSettlement(staffActor(request), id, body.outcomes, body.reason);
    return reply.status(202).send(presentApproval(approval));
  });

  const playerId = (request: { params: { id: string } }) =>
    pathId(request.params.id, 'sports_player_not_found');
  app.get<WithId>(`${BASE}/players/:id/stake-factor/`, guard('sports.read'), async (request) =>
    trading.stakeFactor(playerId(request)),
  );
  app.put<WithId>(`${BASE}/players/:id/stake-factor/`, guard('sports.trade'), async (request) => {
    const id = playerId(request);
    const body = parseInput(stakeFactorChange, request.body);
    return trading.setStakeFactor(staffActor(request), id, body.factor, body.reason);
  });
}
