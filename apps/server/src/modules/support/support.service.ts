import crypto from 'node:crypto';
import {
  hasStrayControl,
  SUPPORT_ATTACHMENT_FORMATS,
  SUPPORT_ATTACHMENT_MAX_BYTES,
  type SupportAttachmentFormat,
  type SupportConversationState,
  type SupportMessage,
} from '@casino/contract';
import type { Clock } from '../../platform/clock.js';
import type { Config } from '../../platform/config.js';
import type { Db } from '../../platform/db/types.js';
import { AppError, fieldError, notFound } from '../../platform/http/errors.js';
import type { Locale } from '../../platform/i18n/locale.js';
import { translate } from '../../platform/i18n/translate.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import { resolveJwtSecret } from '../../platform/secrets.js';
import { FileDocumentStore, type DocumentStore } from '../documents/document-store.js';
import { detectDocumentFormat, FILE_EXTENSIONS } from '../documents/file-format.js';
import { supportLiveOf } from './support-live.js';
import { S3DocumentStore } from '../documents/s3-document-store.js';
import { AttachmentLinks } from './attachment-links.js';
import { SupportAssistant } from './support-assistant.js';
import './support.messages.js';
import { presentMessage, presentState } from './support.presenter.js';
import * as repo from './support.repository.js';
import type { ConversationRow, MessageRow, QueueRow } from './support.repository.js';

/** An operator command's refusal, printed as is; `npm run ops` exits with 2. */
export class SupportCommandError extends Error {
  override name = 'SupportCommandError';
}

// A player types; a script floods. 20 messages a minute is far above a person's pace.
const MESSAGE_LIMIT = 20;
const MESSAGE_WINDOW_SECONDS = 60;
// Images fill a disk: a few dozen an hour is plenty for screenshots of a problem.
const IMAGE_LIMIT = 30;
const IMAGE_WINDOW_SECONDS = 3600;
const CALL_LIMIT = 10;
const CALL_WINDOW_SECONDS = 3600;
/** How many of the latest messages the chat shows. */
const HISTORY_LIMIT = 200;

const isImageFormat = (format: string | undefined): format is SupportAttachmentFormat =>
  (SUPPORT_ATTACHMENT_FORMATS as readonly string[]).includes(format ?? '');

export const ATTACHMENT_CONTENT_TYPES: Record<SupportAttachmentFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
};

export interface OutgoingMessage {
  /** Trimmed text; may be empty when an image comes with it. */
  content: string;
  clientId?: string;
  image?: Uint8Array;
}

export interface Player {
  id: number;
  email: string;
}

export interface ConversationView {
  player: Player;
  conversation: ConversationRow | undefined;
  messages: MessageRow[];
}

type SupportDeps = {
  db: Db;
  clock: Clock;
  rateLimiter?: RateLimiter;
  log?: { warn(obj: object, msg: string): void };
  config: Config;
};

/**
 * The support chat: a player's conversation with the assistant and, once they call for one, a
 * chat manager. Operators answer from the console (support:* commands) until the back office exists.
 */
export class SupportService {
  constructor(
    private readonly deps: SupportDeps,
    private readonly store: DocumentStore,
    private readonly assistant: SupportAssistant,
    private readonly links: AttachmentLinks,
  ) {}

  private present(rows: MessageRow[]): SupportMessage[] {
    const now = this.deps.clock.now();
    return rows.map((row) => presentMessage(row, this.links, now));
  }

  /** The player's latest messages, oldest first. Reading never writes. */
  async messagesOf(userId: number): Promise<SupportMessage[]> {
    return this.present(await repo.latestMessages(this.deps.db, userId, HISTORY_LIMIT));
  }

  /** Who answers the player's conversation now. */
  async stateOf(userId: number): Promise<SupportConversationState> {
    return presentState(await repo.conversationOf(this.deps.db, userId));
  }

  async requirePlayer(userId: number): Promise<void> {
    // A token can outlive its player; nothing is written for one that is gone.
    if (!(await repo.playerExists(this.deps.db, userId))) throw notFound();
  }

  /**
   * Adds the player's message (with its image, if any) and, while the assistant has the
   * conversation, the assistant's reply, so the next poll shows both. A message sent again with
   * the same client id answers the first one and writes nothing.
   */
  async send(
    userId: number,
    message: OutgoingMessage,
    locale: Locale,
  ): Promise<{ message: SupportMessage; created: boolean }> {
    if (message.content === '' && !message.image) throw fieldError('content', 'support_content_required');
    await this.requirePlayer(userId);
    if (message.clientId) {
      const earlier = await repo.messageByClientId(this.deps.db, userId, message.clientId);
      if (earlier) return { message: this.present([earlier])[0] as SupportMessage, created: false };
    }
    let format: SupportAttachmentFormat | undefined;
    if (message.image) {
      if (message.image.byteLength > SUPPORT_ATTACHMENT_MAX_BYTES)
        throw new AppError(413, {
          detail: {
            key: 'support_attachment_too_large',
            params: { max: SUPPORT_ATTACHMENT_MAX_BYTES / 1024 / 1024 },
          },
        });
      const detected = detectDocumentFormat(message.image);
      // The bytes decide, never the name or declared type: a PDF or a text called .jpg is refused.
      if (!isImageFormat(detected))
        throw new AppError(415, { detail: { key: 'support_attachment_not_image' } });
      format = detected;
    }
    await this.deps.rateLimiter?.hit(`support-message:${userId}`, MESSAGE_LIMIT, MESSAGE_WINDOW_SECONDS);

    let stored: { key: string; format: SupportAttachmentFormat; sha256: string; size: number } | undefined;
    if (message.image && format) {
      await this.deps.rateLimiter?.hit(`support-image:${userId}`, IMAGE_LIMIT, IMAGE_WINDOW_SECONDS);
      stored = {
        key: await this.store.put(userId, FILE_EXTENSIONS[format], message.image),
        format,
        sha256: crypto.createHash('sha256').update(message.image).digest('hex'),
        size: message.image.byteLength,
      };
    }

    let written: { id: number; state: ConversationRow['state'] } | undefined;
    try {
      written = await this.deps.db.transaction(async (tx) => {
        const now = this.deps.clock.now();
        const conversation = await repo.lockConversationForPlayer(tx, userId, locale, now);
        const attachment = stored
          ? await repo.insertAttachment(tx, {
              user_id: userId,
              format: stored.format,
              size_bytes: stored.size,
              sha256: stored.sha256,
              storage_key: stored.key,
              created_at: now,
            })
          : undefined;
        const id = await repo.insertMessage(tx, {
          userId,
          author: 'player',
          content: message.content,
          attachmentId: attachment?.id ?? null,
          clientId: message.clientId ?? null,
          createdAt: now,
        });
        if (id === undefined) {
          // The same client id won a race with this request: roll back, answer the first.
          throw new DuplicateMessage();
        }
        await supportLiveOf(this.deps.db).changed(tx, userId);
        return { id, state: conversation.state };
      });
    } catch (err) {
      // No row, no file: a refused or failed message leaves nothing behind.
      if (stored) await this.store.remove(stored.key).catch(() => undefined);
      if (err instanceof DuplicateMessage && message.clientId) {
        const earlier = await repo.messageByClientId(this.deps.db, userId, message.clientId);
        if (earlier) return { message: this.present([earlier])[0] as SupportMessage, created: false };
      }
      throw err;
    }

    const row = await repo.messageById(this.deps.db, userId, written.id);
    if (!row) throw new Error(`support message ${written.id} vanished`);
    if (written.state === 'assistant') {
      const reply = await this.assistant.reply(message.content, locale, stored !== undefined);
      await repo.insertAssistantAnswer(
        this.deps.db,
        userId,
        reply.content,
        reply.sources,
        this.deps.clock.now(),
      );
      await supportLiveOf(this.deps.db).changed(this.deps.db, userId);
    }
    return { message: this.present([row])[0] as SupportMessage, created: true };
  }

  /**
   * 'Call for a chat manager': the conversation waits for a person, and a notice says one will
   * answer. Calling again while one is awaited or answering changes nothing.
   */
  async callManager(userId: number, locale: Locale): Promise<SupportConversationState> {
    await this.requirePlayer(userId);
    const current = await repo.conversationOf(this.deps.db, userId);
    if (current && current.state !== 'assistant') return presentState(current);
    await this.deps.rateLimiter?.hit(`support-call:${userId}`, CALL_LIMIT, CALL_WINDOW_SECONDS);
    const row = await this.deps.db.transaction(async (tx) => {
      const now = this.deps.clock.now();
      const conversation = await repo.lockConversation(tx, userId, locale, now);
      if (conversation.state !== 'assistant') return conversation;
      const waiting = await repo.setState(tx, userId, 'waiting', now, { handedOff: true, locale });
      await supportLiveOf(this.deps.db).changed(tx, userId);
      await repo.insertMessage(tx, {
        userId,
        author: 'assistant',
        content: translate('support_handoff_notice', locale),
        createdAt: now,
      });
      return waiting;
    });
    return presentState(row);
  }

  /**
   * An attachment's bytes for whoever may see them: its owner signed in, or the signed address
   * the chat lists. Anyone else is told it does not exist.
   */
  async attachment(
    id: number,
    access: { userId: number } | { expires: string; signature: string },
  ): Promise<{ bytes: Uint8Array; format: SupportAttachmentFormat }> {
    const row = await repo.attachmentById(this.deps.db, id);
    const allowed =
      row !== undefined &&
      ('userId' in access
        ? row.user_id === access.userId
        : this.links.verify(id, row.user_id, access.expires, access.signature, this.deps.clock.now()));
    if (!row || !allowed) throw notFound('support_attachment_not_found');
    const bytes = await this.store.read(row.storage_key);
    if (!bytes) throw notFound('support_attachment_not_found');
    return { bytes, format: row.format };
  }

  // ---- operators ----

  /** A player named by id or e-mail, for operators. */
  async findPlayer(ref: string): Promise<Player> {
    const text = ref.trim();
    const player = /^\d{1,15}$/.test(text)
      ? await repo.findPlayer(this.deps.db, { id: Number(text) })
      : text.includes('@') && text.length <= 254
        ? await repo.findPlayer(this.deps.db, { email: text })
        : undefined;
    if (!player) throw new SupportCommandError(`no player "${ref}" (give a player id or e-mail)`);
    return player;
  }

  /** Conversations waiting for a chat manager, longest wait first, with their latest messages. */
  async queue(limit = 50, lastMessages = 3): Promise<Array<QueueRow & { messages: MessageRow[] }>> {
    const rows = await repo.waitingConversations(this.deps.db, limit);
    return Promise.all(
      rows.map(async (row) => ({
        ...row,
        messages: await repo.latestMessages(this.deps.db, row.user_id, lastMessages),
      })),
    );
  }

  /** A player by e-mail (case-insensitive), or undefined. */
  async findPlayerByEmail(email: string): Promise<Player | undefined> {
    return repo.findPlayer(this.deps.db, { email });
  }

  /** A player's conversation for an operator: its state and latest messages. */
  async show(player: Player, limit = 30): Promise<ConversationView> {
    return {
      player,
      conversation: await repo.conversationOf(this.deps.db, player.id),
      messages: await repo.latestMessages(this.deps.db, player.id, limit),
    };
  }

  /**
   * A chat manager's answer (is_manager_message true): the conversation is the manager's from
   * now on and the assistant stays silent until it is closed.
   */
  async reply(player: Player, text: string, operator: string): Promise<ConversationView> {
    const content = text.trim();
    if (content.length === 0 || content.length > 2000)
      throw new SupportCommandError('the answer is 1 to 2000 characters');
    if (hasStrayControl(content)) throw new SupportCommandError('the answer contains control characters');
    await this.deps.db.transaction(async (tx) => {
      const now = this.deps.clock.now();
      const conversation = await repo.lockConversation(tx, player.id, 'en', now);
      if (conversation.state !== 'manager') await repo.setState(tx, player.id, 'manager', now);
      await supportLiveOf(this.deps.db).changed(tx, player.id);
      await repo.insertMessage(tx, {
        userId: player.id,
        author: 'manager',
        content,
        operator: operator.slice(0, 100),
        createdAt: now,
      });
    });
    return this.show(player);
  }

  /** Ends the chat manager's part: the assistant answers again, and a notice says so. Idempotent. */
  async close(player: Player): Promise<{ view: ConversationView; changed: boolean }> {
    const changed = await this.deps.db.transaction(async (tx) => {
      const current = await repo.conversationOf(tx, player.id);
      if (!current || current.state === 'assistant') return false;
      const now = this.deps.clock.now();
      const conversation = await repo.lockConversation(tx, player.id, current.locale, now);
      if (conversation.state === 'assistant') return false;
      await repo.setState(tx, player.id, 'assistant', now);
      await supportLiveOf(this.deps.db).changed(tx, player.id);
      await repo.insertMessage(tx, {
        userId: player.id,
        author: 'assistant',
        content: translate('support_closed_notice', conversation.locale),
        createdAt: now,
      });
      return true;
    });
    return { view: await this.show(player), changed };
  }
}

class DuplicateMessage extends Error {}

const instances = new WeakMap<Db, SupportService>();

/**
 * The SupportService of a database. Images go where identity documents go (the configured
 * S3-compatible bucket, else DATA_DIR), in their own area.
 */
export function supportOf(deps: SupportDeps): SupportService {
  let service = instances.get(deps.db);
  if (!service) {
    const s3 = deps.config.documentsS3;
    const store = s3
      ? new S3DocumentStore(s3, undefined, 'support')
      : new FileDocumentStore(deps.config.dataDir, 'support');
    service = new SupportService(
      deps,
      store,
      new SupportAssistant(deps),
      new AttachmentLinks(resolveJwtSecret(deps.config)),
    );
    instances.set(deps.db, service);
  }
  return service;
}
