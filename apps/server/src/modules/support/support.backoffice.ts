import { emptyBody, listQuery } from '@casino/contract/backoffice';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../../platform/deps.js';
import { conflict, notFound } from '../../platform/http/errors.js';
import { pageWindow, sendList } from '../../platform/http/listing.js';
import { pathId } from '../../platform/http/path-id.js';
import { openEventStream } from '../../platform/http/sse.js';
import { parseInput } from '../../platform/http/validate.js';
import { recordAudit, staffActor } from '../audit/audit.service.js';
import { requireStaff } from '../staff/guard.js';
import type { MessageRow } from './support.repository.js';
import { supportLiveOf } from './support-live.js';
import { SupportCommandError, supportOf } from './support.service.js';

const queueQuery = listQuery.extend({
  state: z.enum(['waiting', 'manager', 'open']).default('open'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
const answer = z.object({ content: z.string().trim().min(1, 'field_blank').max(2000) }).strict();

interface QueueRow {
  user_id: number;
  state: string;
  locale: string;
  handed_off_at: Date | null;
  last_player_message_at: Date | null;
  updated_at: Date;
  email: string;
  nickname: string | null;
  last_message: string | null;
  total: number;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function presentMessage(m: MessageRow) {
  return {
    id: m.id,
    author: m.author,
    content: m.content,
    attachment: m.attachment_format ? { format: m.attachment_format } : null,
    operator: m.operator,
    created_at: iso(m.created_at),
  };
}

/**
 * The support console (support.chat): the conversations handed to a person, taken and answered
 * live. A Server-Sent Events stream tells the console whenever any conversation changes, and the
 * player's chat hears the answer the moment it commits (support-live.ts). The support:* ops
 * commands call the same service.
 */
export async function registerSupportBackofficeRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const guard = requireStaff(deps, 'support.chat');
  const support = supportOf(deps);
  const live = supportLiveOf(deps.db);
  const refused = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      if (err instanceof SupportCommandError) throw conflict('operator_refused', { reason: err.message });
      throw err;
    }
  };
  const playerOf = async (id: number) => {
    const { rows } = await deps.db.query<{ id: number; email: string }>(
      'SELECT id::int AS id, email FROM users WHERE id = $1',
      [id],
    );
    const player = rows[0];
    if (!player) throw notFound();
    return player;
  };

  async function conversation(playerId: number) {
    const player = await playerOf(playerId);
    const view = await support.show(player, 100);
    const { rows } = await deps.db.query<{
      nickname: string | null;
      first_name: string | null;
      last_name: string | null;
      verification_state: string;
      created_at: Date;
      country: string | null;
    }>(
      `SELECT u.nickname, u.first_name, u.last_name, u.verification_state, u.created_at, c.title AS country
         FROM users u LEFT JOIN countries c ON c.id = u.country_id WHERE u.id = $1`,
      [playerId],
    );
    const profile = rows[0];
    return {
      player: {
        id: player.id,
        email: player.email,
        nickname: profile?.nickname ?? null,
        name: [profile?.first_name, profile?.last_name].filter(Boolean).join(' ') || null,
        verification_state: profile?.verification_state ?? null,
        country: profile?.country ?? null,
        member_since: iso(profile?.created_at ?? null),
      },
      state: view.conversation?.state ?? 'assistant',
      locale: view.conversation?.locale ?? null,
      handed_off_at: iso(view.conversation?.handed_off_at ?? null),
      messages: view.messages.map(presentMessage),
    };
  }

  app.get('/api/backoffice/support/conversations/', { preHandler: guard }, async (request, reply) => {
    const query = parseInput(queueQuery, request.query);
    const states = query.state === 'open' ? ['waiting', 'manager'] : [query.state];
    const { limit, offset } = pageWindow(query);
    const { rows } = await deps.db.query<QueueRow>(
      `SELECT c.user_id::int AS user_id, c.state, c.locale, c.handed_off_at, c.last_player_message_at, c.updated_at,
              u.email, u.nickname,
              -- What the player last wrote: the assistant's hand-off notice ends every waiting conversation.
              (SELECT m.content FROM support_messages m
                WHERE m.user_id = c.user_id AND m.author = 'player' ORDER BY m.id DESC LIMIT 1) AS last_message,
              count(*) OVER ()::int AS total
         FROM support_conversations c JOIN users u ON u.id = c.user_id
        WHERE c.state = ANY ($1::text[])
        ORDER BY c.handed_off_at ${query.order} NULLS LAST, c.user_id LIMIT $2 OFFSET $3`,
      [states, limit, offset],
    );
    const items = rows.map((r) => ({
      player_id: r.user_id,
      email: r.email,
      nickname: r.nickname,
      state: r.state,
      locale: r.locale,
      handed_off_at: iso(r.handed_off_at),
      last_player_message_at: iso(r.last_player_message_at),
      updated_at: iso(r.updated_at),
      last_message: r.last_message,
    }));
    return sendList(reply, query, { items, total: rows[0]?.total ?? 0 }, 'support-conversations');
  });

  /** Every change to any conversation, as it commits: the console refetches what it shows. */
  app.get('/api/backoffice/support/events/', { preHandler: guard }, (request, reply) => {
    openEventStream(request, reply, (stream) =>
      live.onAnyConversation((playerId) => stream.send('conversation', { player_id: playerId })),
    );
  });

  app.get<{ Params: { id: string } }>(
    '/api/backoffice/support/conversations/:id/',
    { preHandler: guard },
    async (request) => {
      const id = pathId(request.params.id, 'not_found');
      const view = await conversation(id);
      await deps.db.transaction((tx) =>
        recordAudit(tx, deps.clock, {
          actor: staffActor(request),
          action: 'support.view',
          subject: { type: 'player', id },
        }),
      );
      return view;
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/backoffice/support/conversations/:id/reply/',
    { preHandler: guard, config: { multilineFields: ['content'] } },
    async (request) => {
      const id = pathId(request.params.id, 'not_found');
      const body = parseInput(answer, request.body);
      const player = await playerOf(id);
      const staff = staffActor(request);
      await refused(() => support.reply(player, body.content, staff.label));
      await deps.db.transaction((tx) =>
        recordAudit(tx, deps.clock, {
          actor: staff,
          action: 'support.reply',
          subject: { type: 'player', id },
          details: { characters: body.content.length },
        }),
      );
      return conversation(id);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/backoffice/support/conversations/:id/close/',
    { preHandler: guard },
    async (request) => {
      const id = pathId(request.params.id, 'not_found');
      parseInput(emptyBody, request.body ?? {});
      const player = await playerOf(id);
      const { changed } = await support.close(player);
      if (changed) {
        await deps.db.transaction((tx) =>
          recordAudit(tx, deps.clock, {
            actor: staffActor(request),
            action: 'support.close',
            subject: { type: 'player', id },
          }),
        );
      }
      return conversation(id);
    },
  );
}
