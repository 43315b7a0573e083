import multipart from '@fastify/multipart';
import {
  SUPPORT_ATTACHMENT_MAX_BYTES,
  supportDevReplyRequest,
  supportMessageRequest,
  type SupportConversationState,
  type SupportMessage,
} from '@casino/contract';
import { openEventStream } from '../../platform/http/sse.js';
import { supportLiveOf } from './support-live.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { optionalPlayer, playerIdOf, requirePlayer } from '../../platform/auth/guard.js';
import type { Deps } from '../../platform/deps.js';
import { AppError, fieldError, notFound } from '../../platform/http/errors.js';
import { pathId } from '../../platform/http/path-id.js';
import { parseInput } from '../../platform/http/validate.js';
import { resolveLocale } from '../../platform/i18n/locale.js';
import { ATTACHMENT_CONTENT_TYPES, supportOf, type OutgoingMessage } from './support.service.js';

const MAX_MB = SUPPORT_ATTACHMENT_MAX_BYTES / (1024 * 1024);
// Room for the multipart framing and the text fields around the image.
const MAX_MULTIPART_BYTES = SUPPORT_ATTACHMENT_MAX_BYTES + 64 * 1024;

const tooLarge = () =>
  new AppError(413, { detail: { key: 'support_attachment_too_large', params: { max: MAX_MB } } });

function multipartCode(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string'
    ? err.code
    : undefined;
}

/** The text fields and the one image of a multipart message, checked as the JSON form is. */
async function readMultipart(request: FastifyRequest): Promise<OutgoingMessage> {
  const fields: Record<string, string> = {};
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || image !== undefined) {
          part.file.resume();
          throw fieldError('file', 'support_attachment_one');
        }
        image = await part.toBuffer();
      } else {
        if (part.fieldname in fields) throw fieldError(part.fieldname, 'field_invalid');
        if (part.valueTruncated) throw fieldError(part.fieldname, 'field_max_length', { max: 2000 });
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : '';
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = multipartCode(err);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw fieldError('file', 'support_attachment_one');
    // Only the request is read here, so anything else is a body the parser could not make sense
    // of (no boundary, a cut-off part, too many fields): the client's error.
    throw new AppError(400, { fields: { non_field_errors: [{ key: 'support_upload_malformed' }] } });
  }
  const parsed = parseInput(supportMessageRequest, { content: '', ...fields });
  return {
    content: parsed.content,
    ...(parsed.client_id ? { clientId: parsed.client_id } : {}),
    // An empty file input sends an empty part: no image.
    ...(image && image.byteLength > 0 ? { image } : {}),
  };
}

const one = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Document 1, sections 2 and 7: the support chat; every call a signed-in player's. */
export async function registerSupportRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const support = supportOf(deps);
  const guard = requirePlayer(deps.accessTokens);

  app.get(
    '/api/frontend/support-chat/me/',
    { preHandler: guard },
    async (request): Promise<SupportMessage[]> => support.messagesOf(playerIdOf(request)),
  );

  app.get(
    '/api/frontend/support-chat/me/state/',
    { preHandler: guard },
    async (request): Promise<SupportConversationState> => support.stateOf(playerIdOf(request)),
  );

  // The chat hears a manager's answer the moment it commits, in whichever process it was written.
  const live = supportLiveOf(deps.db);
  app.get('/api/frontend/support-chat/me/events/', { preHandler: guard }, async (request, reply) => {
    const playerId = playerIdOf(request);
    // A token can outlive its player: no stream for one that is gone.
    await support.requirePlayer(playerId);
    openEventStream(request, reply, (stream) => live.onPlayer(playerId, () => stream.send('changed', {})));
  });

  app.post(
    '/api/frontend/support-chat/manager/',
    { preHandler: guard },
    async (request): Promise<SupportConversationState> =>
      support.callManager(playerIdOf(request), resolveLocale(request.headers['accept-language'])),
  );

  // The image: for its owner's token, or for the signed address the chat lists (an <img> sends no token).
  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(
    '/api/frontend/support-chat/attachments/:id/',
    async (request, reply) => {
      const userId = await optionalPlayer(deps.accessTokens, request);
      const expires = one(request.query.expires);
      const signature = one(request.query.signature);
      if (userId === undefined && (expires === undefined || signature === undefined))
        throw new AppError(401, { detail: { key: 'not_authenticated' } });
      const id = pathId(request.params.id, 'support_attachment_not_found', Number.MAX_SAFE_INTEGER);
      const { bytes, format } = await support.attachment(
        id,
        userId !== undefined ? { userId } : { expires: expires ?? '', signature: signature ?? '' },
      );
      return reply
        .header('content-type', ATTACHMENT_CONTENT_TYPES[format])
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .header(
          'content-disposition',
          `inline; filename="support-${id}.${format === 'jpeg' ? 'jpg' : format}"`,
        )
        .send(Buffer.from(bytes));
    },
  );

  // Multipart lives only in this scope, with the image's limits; the JSON form keeps the API's small body limit.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: SUPPORT_ATTACHMENT_MAX_BYTES,
        files: 1,
        fields: 3,
        fieldSize: 16 * 1024,
        parts: 5,
        headerPairs: 100,
      },
    });

    /** A player's message: JSON {content, client_id?}, or multipart content, client_id and file (one image). */
    scope.post(
      '/api/frontend/message/',
      {
        preHandler: guard,
        // A chat message may span lines.
        config: { multilineFields: ['content'] },
        // A declared size above the limit is refused before a byte of the body is read.
        onRequest: async (request) => {
          const length = Number(request.headers['content-length'] ?? 0);
          if (length > MAX_MULTIPART_BYTES) throw tooLarge();
        },
      },
      async (request, reply): Promise<SupportMessage> => {
        const userId = playerIdOf(request);
        const locale = resolveLocale(request.headers['accept-language']);
        let message: OutgoingMessage;
        if (request.isMultipart()) {
          message = await readMultipart(request);
        } else {
          const body = parseInput(supportMessageRequest, request.body);
          message = { content: body.content, ...(body.client_id ? { clientId: body.client_id } : {}) };
        }
        const { message: sent, created } = await support.send(userId, message, locale);
        return reply.status(created ? 201 : 200).send(sent);
      },
    );
  });

  if (!deps.config.isProduction) registerDevSupportRoutes(app, deps);
}

/**
 * Development only: a chat manager's answer through the running server (the embedded database
 * has one owner, so the support:reply command cannot run beside it). The same service call as
 * the command.
 */
function registerDevSupportRoutes(app: FastifyInstance, deps: Deps): void {
  const support = supportOf(deps);
  app.post('/api/dev/support/reply', { config: { multilineFields: ['content'] } }, async (request) => {
    const body = parseInput(supportDevReplyRequest, request.body);
    const player = await support.findPlayerByEmail(body.email);
    if (!player) throw notFound('support_player_not_found');
    const { conversation } = await support.reply(player, body.content, 'dev');
    return { state: conversation?.state ?? 'manager' };
  });
}
