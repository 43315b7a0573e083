import type { SupportAttachmentFormat, SupportAuthor, SupportState } from '@casino/contract';
import { type Queryable, requireRow } from '../../platform/db/types.js';
import type { Locale } from '../../platform/i18n/locale.js';
import type { CitedSection } from './answer-composer.js';

export interface ConversationRow {
  user_id: number;
  state: SupportState;
  locale: Locale;
  handed_off_at: Date | null;
  last_player_message_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface MessageRow {
  id: number;
  user_id: number;
  author: SupportAuthor;
  content: string;
  attachment_id: number | null;
  attachment_format: SupportAttachmentFormat | null;
  sources: CitedSection[];
  operator: string | null;
  created_at: Date;
}

export interface AttachmentRow {
  id: number;
  user_id: number;
  format: SupportAttachmentFormat;
  size_bytes: number;
  sha256: string;
  storage_key: string;
  created_at: Date;
}

const CONVERSATION = 'user_id, state, locale, handed_off_at, last_player_message_at, created_at, updated_at';
const MESSAGE = `m.id, m.user_id, m.author, m.content,
  m.attachment_id, a.format AS attachment_format, m.sources, m.operator, m.created_at`;
const MESSAGE_FROM = 'support_messages m LEFT JOIN support_attachments a ON a.id = m.attachment_id';

export async function playerExists(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE id = $1', [userId]);
  return rows.length > 0;
}

/** A player by id or e-mail (case-insensitive), for operators. */
export async function findPlayer(
  db: Queryable,
  by: { id: number } | { email: string },
): Promise<{ id: number; email: string } | undefined> {
  const { rows } = await db.query<{ id: number; email: string }>(
    'id' in by
      ? 'SELECT id, email FROM users WHERE id = $1'
      : 'SELECT id, email FROM users WHERE lower(email) = lower($1) ORDER BY id LIMIT 1',
    ['id' in by ? by.id : by.email],
  );
  return rows[0];
}

export async function conversationOf(db: Queryable, userId: number): Promise<ConversationRow | undefined> {
  const { rows } = await db.query<ConversationRow>(
    `SELECT ${CONVERSATION} FROM support_conversations WHERE user_id = $1`,
    [userId],
  );
  return rows[0];
}

/**
 * The player's conversation, made on their first message and locked for this transaction; the
 * language follows their latest message.
 */
export async function lockConversationForPlayer(
  tx: Queryable,
  userId: number,
  locale: Locale,
  now: Date,
): Promise<ConversationRow> {
  const { rows } = await tx.query<ConversationRow>(
    `INSERT INTO support_conversations (user_id, locale, last_player_message_at, created_at, updated_at)
     VALUES ($1, $2, $3, $3, $3)
     ON CONFLICT (user_id) DO UPDATE SET locale = EXCLUDED.locale,
       last_player_message_at = EXCLUDED.last_player_message_at, updated_at = EXCLUDED.updated_at
     RETURNING ${CONVERSATION}`,
    [userId, locale, now],
  );
  return requireRow(rows, 'conversation upsert answered no row');
}

/** The conversation (made when missing, keeping its language) locked for this transaction. */
export async function lockConversation(
  tx: Queryable,
  userId: number,
  locale: Locale,
  now: Date,
): Promise<ConversationRow> {
  await tx.query(
    `INSERT INTO support_conversations (user_id, locale, created_at, updated_at) VALUES ($1, $2, $3, $3)
     ON CONFLICT (user_id) DO NOTHING`,
    [userId, locale, now],
  );
  const { rows } = await tx.query<ConversationRow>(
    `SELECT ${CONVERSATION} FROM support_conversations WHERE user_id = $1 FOR UPDATE`,
    [userId],
  );
  return requireRow(rows, 'conversation vanished');
}

export async function setState(
  tx: Queryable,
  userId: number,
  state: SupportState,
  now: Date,
  options: { handedOff?: boolean; locale?: Locale } = {},
): Promise<ConversationRow> {
  const { rows } = await tx.query<ConversationRow>(
    `UPDATE support_conversations SET state = $2, updated_at = $3,
       handed_off_at = CASE WHEN $4 THEN $3 ELSE COALESCE(handed_off_at, $3) END,
       locale = COALESCE($5, locale)
     WHERE user_id = $1 RETURNING ${CONVERSATION}`,
    [userId, state, now, options.handedOff ?? false, options.locale ?? null],
  );
  return requireRow(rows, 'conversation vanished');
}

export interface NewMessage {
  userId: number;
  author: SupportAuthor;
  content: string;
  attachmentId?: number | null;
  sources?: readonly CitedSection[];
  clientId?: string | null;
  operator?: string | null;
  createdAt: Date;
}

/** Adds a message; undefined when the player already sent one with this client id. */
export async function insertMessage(tx: Queryable, m: NewMessage): Promise<number | undefined> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO support_messages (user_id, author, content, attachment_id, sources, client_id, operator, created_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8)
     ON CONFLICT ON CONSTRAINT support_messages_client DO NOTHING
     RETURNING id`,
    [
      m.userId,
      m.author,
      m.content,
      m.attachmentId ?? null,
      JSON.stringify(m.sources ?? []),
      m.clientId ?? null,
      m.operator ?? null,
      m.createdAt,
    ],
  );
  return rows[0]?.id;
}

/**
 * The assistant's answer, written only while the assistant still has the conversation: a player
 * who called a chat manager while the answer was being found does not get it after the notice.
 */
export async function insertAssistantAnswer(
  db: Queryable,
  userId: number,
  content: string,
  sources: readonly CitedSection[],
  now: Date,
): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO support_messages (user_id, author, content, sources, created_at)
     SELECT user_id, 'assistant', $2, $3::jsonb, $4 FROM support_conversations
     WHERE user_id = $1 AND state = 'assistant'
     RETURNING id`,
    [userId, content, JSON.stringify(sources), now],
  );
  return rows[0]?.id;
}

export async function messageById(
  db: Queryable,
  userId: number,
  id: number,
): Promise<MessageRow | undefined> {
  const { rows } = await db.query<MessageRow>(
    `SELECT ${MESSAGE} FROM ${MESSAGE_FROM} WHERE m.user_id = $1 AND m.id = $2`,
    [userId, id],
  );
  return rows[0];
}

export async function messageByClientId(
  db: Queryable,
  userId: number,
  clientId: string,
): Promise<MessageRow | undefined> {
  const { rows } = await db.query<MessageRow>(
    `SELECT ${MESSAGE} FROM ${MESSAGE_FROM} WHERE m.user_id = $1 AND m.client_id = $2`,
    [userId, clientId],
  );
  return rows[0];
}

/** The latest messages of a conversation, oldest first. */
export async function latestMessages(db: Queryable, userId: number, limit: number): Promise<MessageRow[]> {
  const { rows } = await db.query<MessageRow>(
    `SELECT * FROM (
       SELECT ${MESSAGE} FROM ${MESSAGE_FROM} WHERE m.user_id = $1 ORDER BY m.id DESC LIMIT $2
     ) latest ORDER BY id`,
    [userId, limit],
  );
  return rows;
}

export async function insertAttachment(tx: Queryable, a: Omit<AttachmentRow, 'id'>): Promise<AttachmentRow> {
  const { rows } = await tx.query<AttachmentRow>(
    `INSERT INTO support_attachments (user_id, format, size_bytes, sha256, storage_key, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING id, user_id, format, size_bytes, sha256, storage_key, created_at`,
    [a.user_id, a.format, a.size_bytes, a.sha256, a.storage_key, a.created_at],
  );
  return requireRow(rows, 'attachment insert answered no row');
}

export async function attachmentById(db: Queryable, id: number): Promise<AttachmentRow | undefined> {
  const { rows } = await db.query<AttachmentRow>(
    `SELECT id, user_id, format, size_bytes, sha256, storage_key, created_at
     FROM support_attachments WHERE id = $1`,
    [id],
  );
  return rows[0];
}

export interface QueueRow extends ConversationRow {
  email: string;
}

/** Conversations waiting for a chat manager, longest wait first. */
export async function waitingConversations(db: Queryable, limit: number): Promise<QueueRow[]> {
  const { rows } = await db.query<QueueRow>(
    `SELECT c.user_id, c.state, c.locale, c.handed_off_at, c.last_player_message_at,
       c.created_at, c.updated_at, u.email
     FROM support_conversations c JOIN users u ON u.id = c.user_id
     WHERE c.state = 'waiting' ORDER BY c.handed_off_at, c.user_id LIMIT $1`,
    [limit],
  );
  return rows;
}
