import type { SupportConversationState, SupportMessage } from '@casino/contract';
import type { AttachmentLinks } from './attachment-links.js';
import type { ConversationRow, MessageRow } from './support.repository.js';

/**
 * What a player sees of a message: never the operator's name, the storage key or the client id.
 * is_manager_message is true for our whole side (the assistant and the chat managers), which is
 * how the spec's client tells the two sides of the chat apart; author tells which of ours wrote it.
 */
export function presentMessage(row: MessageRow, links: AttachmentLinks, now: Date): SupportMessage {
  return {
    id: row.id,
    content: row.content,
    is_manager_message: row.author !== 'player',
    author: row.author,
    created_at: new Date(row.created_at).toISOString(),
    attachment:
      row.attachment_id !== null && row.attachment_format !== null
        ? { url: links.urlFor(row.attachment_id, row.user_id, now), format: row.attachment_format }
        : null,
    sources: row.sources.map((s) => ({
      slug: s.slug,
      title: s.title,
      heading: s.heading,
      url: `/faq/${encodeURIComponent(s.slug)}#${encodeURIComponent(s.anchor)}`,
    })),
  };
}

/** A player with no conversation yet talks to the assistant. */
export function presentState(row: ConversationRow | undefined): SupportConversationState {
  return {
    state: row?.state ?? 'assistant',
    handed_off_at: row?.handed_off_at ? new Date(row.handed_off_at).toISOString() : null,
  };
}
