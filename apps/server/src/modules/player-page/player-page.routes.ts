import { centsToUsd } from '@casino/contract';
import { emptyBody } from '@casino/contract/backoffice';
import {
  balanceAdjust,
  bonusGrant,
  playerLabel,
  playerLabelAdd,
  playerNoteCreate,
  playerReason,
  playerRestrict,
  playerSectionQuery,
} from '@casino/contract/backoffice-players';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps.js';
import { notFound } from '../../platform/http/errors.js';
import { pageWindow, sendList } from '../../platform/http/listing.js';
import { pathId } from '../../platform/http/path-id.js';
import { parseInput } from '../../platform/http/validate.js';
import { presentApproval } from '../approvals/approvals.presenter.js';
import { staffActor } from '../audit/audit.service.js';
import { verifyUrl } from '../games/games.presenter.js';
import { requireStaff, staffOf } from '../staff/guard.js';
import type { Permission } from '../staff/permissions.js';
import type { SectionName } from './player-page.repository.js';
import { playerPageOf, type Viewer } from './player-page.service.js';

type Row = Record<string, unknown> & { id: number; at: Date | null };

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);
const usd = (value: unknown) => centsToUsd(Number(value ?? 0));

/**
 * Each section of the page: the permission it needs, whether it shows personal data (each view
 * audited), and how a row is presented (cents as USD, times as ISO 8601, no internal columns).
 */
const SECTIONS: Record<
  SectionName,
  {
    permission: Permission;
    personal?: boolean;
    present: (row: Row, deps: Deps, viewer: Viewer) => Record<string, unknown>;
  }
> = {
  ledger: {
    permission: 'players.payments',
    present: (r) => ({
      id: r.id,
      at: iso(r.at),
      kind: r.kind,
      account: r.account,
      amount: usd(r.amount_cents),
      reference: r.reference,
    }),
  },
  rounds: {
    permission: 'players.read',
    present: (r, deps) => ({
      id: r.id,
      at: iso(r.at),
      game_code: r.game_code,
      provider: r.provider,
      provider_round_id: r.provider_round_id,
      bet: usd(r.bet_cents),
      bonus_bet: usd(r.bonus_bet_cents),
      win: usd(r.win_cents),
      refunded: usd(r.refunded_cents),
      status: r.status,
      closed_at: iso(r.closed_at),
      verify_url: verifyUrl(deps.config.studio.publicBase, {
        fair: r.fair as { server_seed_hash?: unknown; client_seed?: unknown; nonce?: unknown } | null,
        game_code: String(r.game_code),
      }),
    }),
  },
  bonuses: {
    permission: 'players.read',
    present: (r) => ({
      id: r.id,
      at: iso(r.at),
      terms_code: r.terms_code,
      source: r.source,
      state: r.state,
      bonus: usd(r.bonus_cents),
      deposit: usd(r.deposit_cents),
      wagered: usd(r.wagered_cents),
      wager_required: usd(r.wager_required_cents),
      spins_total: r.spins_total,
      spins_left: r.spins_left,
      granted_at: iso(r.granted_at),
      wager_ends_at: iso(r.wager_ends_at),
      ended_at: iso(r.ended_at),
      end_reason: r.end_reason,
      converted: usd(r.converted_cents),
      written_off: usd(r.written_off_cents),
    }),
  },
  cashback: {
    permission: 'players.read',
    present: (r) => ({
      id: r.id,
      period_start: iso(r.at),
      period_end: iso(r.period_end),
      station: r.station,
      rate: r.rate,
      net_loss: usd(r.net_loss_cents),
      amount: usd(r.amount_cents),
      expires_at: iso(r.expires_at),
      claimed_at: iso(r.claimed_at),
      player_bonus_id: r.player_bonus_id,
    }),
  },
  tournaments: {
    permission: 'players.read',
    present: (r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      start_date: iso(r.at),
      end_date: iso(r.end_date),
      points: r.points,
      rounds_counted: r.rounds_counted,
      place: r.place,
      prize: r.prize_cents === null ? null : usd(r.prize_cents),
      paid_at: iso(r.paid_at),
    }),
  },
  documents: {
    permission: 'players.personal',
    personal: true,
    present: (r) => ({
      id: r.id,
      at: iso(r.at),
      document_type: r.document_type,
      format: r.format,
      size_bytes: r.size_bytes,
      state: r.state,
      reason: r.reason,
      reviewed_at: iso(r.reviewed_at),
    }),
  },
  withdrawals: {
    permission: 'players.payments',
    present: (r) => ({
      id: r.id,
      at: iso(r.at),
      amount: usd(r.amount_cents),
      provider: r.provider,
      token_type: r.token_type,
      address: r.address,
      status: r.status,
      tx_id: r.tx_id,
      reason: r.reason,
      processed_at: iso(r.processed_at),
    }),
  },
  deposits: {
    permission: 'players.payments',
    present: (r) => ({
      id: r.id,
      at: iso(r.at),
      chain: r.chain,
      tx_id: r.tx_id,
      provider: r.provider,
      token_type: r.token_type,
      address: r.address,
      received_token_amount: r.received_token_amount,
      credited: usd(r.credited_cents),
      basis: r.basis,
      operator_reason: r.operator_reason,
    }),
  },
  sessions: {
    permission: 'players.read',
    present: (r) => ({
      id: r.id,
      at: iso(r.at),
      source: r.source,
      ip: r.ip,
      device: r.device,
      user_agent: r.user_agent,
    }),
  },
  devices: {
    permission: 'players.read',
    present: (r) => ({
      id: r.id,
      device: r.device,
      first_seen_at: iso(r.at),
      last_seen_at: iso(r.last_seen_at),
      other_players: r.other_players,
    }),
  },
  linked: {
    permission: 'players.read',
    // A shared withdrawal address is payment data: named only to staff with players.payments.
    present: (r, _deps, viewer) => ({
      id: r.id,
      nickname: r.nickname,
      status: r.status,
      created_at: iso(r.at),
      links: r.links,
      shared: [
        ...(r.shared as string[]),
        ...(viewer.permissions.has('players.payments') ? (r.shared_addresses as string[]) : []),
      ],
    }),
  },
  support: {
    permission: 'players.read',
    present: (r) => ({
      id: r.id,
      at: iso(r.at),
      author: r.author,
      operator: r.operator,
      content: r.content,
      attachment_id: r.attachment_id,
    }),
  },
  inbox: {
    permission: 'players.read',
    present: (r) => ({
      id: r.id,
      at: iso(r.at),
      type: r.type,
      payload: r.payload,
      dismissed_at: iso(r.dismissed_at),
    }),
  },
  notes: {
    permission: 'players.read',
    present: (r) => ({ id: r.id, at: iso(r.at), staff: r.staff, body: r.body }),
  },
};

const viewerOf = (request: FastifyRequest): Viewer => ({
  actor: staffActor(request),
  permissions: staffOf(request).permissions,
});

/** The back office's player page and the actions on a player (/api/backoffice/players/<id>/...). */
export async function registerPlayerPageRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const page = playerPageOf(deps);
  const guard = (permission: Permission) => ({ preHandler: requireStaff(deps, permission) });
  const playerId = (request: FastifyRequest<{ Params: { id: string } }>) =>
    pathId(request.params.id, 'player_not_found');
  type WithId = { Params: { id: string } };

  app.get<WithId>('/api/backoffice/players/:id/', guard('players.read'), async (request) =>
    page.profile(playerId(request), viewerOf(request)),
  );

  for (const [name, section] of Object.entries(SECTIONS) as Array<
    [SectionName, (typeof SECTIONS)[SectionName]]
  >) {
    app.get<WithId>(
      `/api/backoffice/players/:id/${name}/`,
      guard(section.permission),
      async (request, reply) => {
        const id = playerId(request);
        const query = parseInput(playerSectionQuery, request.query);
        const viewer = viewerOf(request);
        const result = await page.section<Row>(
          id,
          name,
          {
            ...pageWindow(query),
            order: query.order,
            csv: query.format === 'csv',
            personal: !!section.personal,
          },
          viewer,
        );
        const items = result.rows.map((row) => section.present(row, deps, viewer));
        return sendList(reply, query, { items, total: result.total }, `player-${id}-${name}`);
      },
    );
  }

  app.post<WithId>('/api/backoffice/players/:id/restrict/', guard('players.manage'), async (request) => {
    const id = playerId(request);
    const body = parseInput(playerRestrict, request.body);
    return page.restrict(id, body.status, body.reason, staffActor(request));
  });

  app.post<WithId>('/api/backoffice/players/:id/close/', guard('players.manage'), async (request) => {
    const id = playerId(request);
    const body = parseInput(playerReason, request.body);
    return page.close(id, body.reason, staffActor(request));
  });

  app.post<WithId>(
    '/api/backoffice/players/:id/unblock/',
    guard('players.manage'),
    async (request, reply) => {
      const id = playerId(request);
      const body = parseInput(playerReason, request.body);
      const approval = await page.requestUnblock(id, body.reason, staffActor(request));
      return reply.status(202).send(presentApproval(approval));
    },
  );

  app.post<WithId>(
    '/api/backoffice/players/:id/password-reset/',
    guard('players.manage'),
    async (request, reply) => {
      const id = playerId(request);
      parseInput(emptyBody, request.body ?? {});
      await page.sendPasswordReset(id, staffActor(request));
      return reply.status(204).send();
    },
  );

  // A note is free text over several lines.
  const noteRoute = { ...guard('players.manage'), config: { multilineFields: ['body'] } };
  app.post<WithId>('/api/backoffice/players/:id/notes/', noteRoute, async (request, reply) => {
    const id = playerId(request);
    const body = parseInput(playerNoteCreate, request.body);
    return reply.status(201).send(await page.addNote(id, body.body, staffActor(request)));
  });

  app.post<WithId>('/api/backoffice/players/:id/labels/', guard('players.manage'), async (request) => {
    const id = playerId(request);
    const body = parseInput(playerLabelAdd, request.body);
    return page.addLabel(id, body.label, staffActor(request));
  });

  app.delete<{ Params: { id: string; label: string } }>(
    '/api/backoffice/players/:id/labels/:label/',
    guard('players.manage'),
    async (request) => {
      const id = playerId(request);
      const label = playerLabel.safeParse(request.params.label);
      if (!label.success) throw notFound('label_not_found');
      return page.removeLabel(id, label.data, staffActor(request));
    },
  );

  app.post<WithId>(
    '/api/backoffice/players/:id/adjustments/',
    guard('balance.adjust'),
    async (request, reply) => {
      const id = playerId(request);
      const body = parseInput(balanceAdjust, request.body);
      const approval = await page.requestAdjustment(
        id,
        { amountCents: body.amount, account: body.account, reason: body.reason },
        staffActor(request),
      );
      return reply.status(202).send(presentApproval(approval));
    },
  );

  app.post<WithId>('/api/backoffice/players/:id/bonuses/', guard('bonuses.grant'), async (request, reply) => {
    const id = playerId(request);
    const body = parseInput(bonusGrant, request.body);
    const outcome = await page.grantBonus(
      id,
      { termsCode: body.terms_code, amountCents: body.amount, reason: body.reason },
      staffActor(request),
    );
    return 'approval' in outcome
      ? reply.status(202).send({ approval: presentApproval(outcome.approval) })
      : reply.status(201).send(outcome.granted);
  });

  app.post<{ Params: { id: string; bonusId: string } }>(
    '/api/backoffice/players/:id/bonuses/:bonusId/cancel/',
    guard('bonuses.grant'),
    async (request) => {
      const id = playerId(request);
      const bonusId = pathId(request.params.bonusId, 'bonus_unknown');
      const body = parseInput(playerReason, request.body);
      const ended = await page.cancelBonus(id, bonusId, body.reason, staffActor(request));
      return { state: ended.state, written_off: centsToUsd(ended.writtenOffCents) };
    },
  );
}
