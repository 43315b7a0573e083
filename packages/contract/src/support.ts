import { z } from 'zod';

/**
 * The support chat (document 1, sections 2, 5, 6 and 7; docs/decisions/018). Paths are under
 * /api/frontend/ with the spec's trailing slashes, every call a signed-in player's:
 *   POST message/                           {content} as JSON, or multipart content + file -> SupportMessage (201)
 *   GET  support-chat/me/                   -> SupportMessage[] oldest first (the spec's array, polled every 5 s)
 *   GET  support-chat/me/state/             -> SupportConversationState
 *   POST support-chat/manager/              'Call for a chat manager' -> SupportConversationState
 *   GET  support-chat/attachments/{id}/     the image's bytes (its owner's Bearer token, or the signed url listed)
 * Errors: 400 {content: [...]} / {file: [...]}, 401, 404, 413, 415, 429 {detail}.
 */

/** Longest message a player may send, in characters (after trimming). */
export const SUPPORT_MESSAGE_MAX_LENGTH = 2000;
/** Largest image a player may attach. */
export const SUPPORT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** What an attachment may be, read from its bytes: the photo formats phones and browsers produce. */
export const SUPPORT_ATTACHMENT_FORMATS = ['jpeg', 'png', 'webp', 'heic', 'heif'] as const;
export type SupportAttachmentFormat = (typeof SUPPORT_ATTACHMENT_FORMATS)[number];
/** The file input's accept list: images including heic and heif (document 1, section 2). */
export const SUPPORT_ATTACHMENT_ACCEPT = 'image/*,.heic,.heif';
/** The spec's poll of the conversation while the chat is open. */
export const SUPPORT_POLL_MS = 5000;

export const SUPPORT_AUTHORS = ['player', 'assistant', 'manager'] as const;
export type SupportAuthor = (typeof SUPPORT_AUTHORS)[number];

/**
 * Who answers the conversation: the assistant; nobody yet (the player called a chat manager and
 * waits); a chat manager (the assistant stays silent).
 */
export const SUPPORT_STATES = ['assistant', 'waiting', 'manager'] as const;
export type SupportState = (typeof SUPPORT_STATES)[number];

export const supportMessageKeys = {
  contentInvalid: 'support_content_invalid',
} as const;

/** True when s holds a control character other than tab and line breaks (NUL above all). */
export function hasStrayControl(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

/**
 * A message's text: trimmed, at most SUPPORT_MESSAGE_MAX_LENGTH characters, no control
 * characters but line breaks and tabs. Whitespace only becomes '' (refused unless a file comes with it).
 */
export const supportContent = z
  .string()
  .refine((s) => !hasStrayControl(s), supportMessageKeys.contentInvalid)
  .transform((s) => s.trim())
  .pipe(z.string().max(SUPPORT_MESSAGE_MAX_LENGTH));

/** POST message/ as JSON. client_id (optional) makes a repeated send answer the first message instead of a second one. */
export const supportMessageRequest = z.strictObject({
  content: supportContent,
  client_id: z.uuid().optional(),
});
export type SupportMessageRequest = z.input<typeof supportMessageRequest>;

/** Where an answer of the assistant came from: a section of our FAQ and terms pages. */
export const supportSource = z.object({
  slug: z.string(),
  title: z.string(),
  heading: z.string(),
  /** /faq/<slug>#<anchor>. */
  url: z.string(),
});
export type SupportSource = z.infer<typeof supportSource>;

export const supportAttachment = z.object({
  /** Where the image is served; signed for its owner, so an <img> can show it. */
  url: z.string(),
  format: z.enum(SUPPORT_ATTACHMENT_FORMATS),
});
export type SupportAttachment = z.infer<typeof supportAttachment>;

/** One message of GET support-chat/me/ (and the answer of POST message/). */
export const supportMessage = z.object({
  id: z.number().int(),
  content: z.string(),
  /** True for every message of our side (assistant and chat manager), as the spec's client reads it. */
  is_manager_message: z.boolean(),
  author: z.enum(SUPPORT_AUTHORS),
  /** ISO 8601, UTC. */
  created_at: z.string(),
  attachment: supportAttachment.nullable(),
  /** The pages an assistant answer cites; empty otherwise. */
  sources: z.array(supportSource),
});
export type SupportMessage = z.infer<typeof supportMessage>;

/** GET support-chat/me/state/ and POST support-chat/manager/. */
export const supportConversationState = z.object({
  state: z.enum(SUPPORT_STATES),
  /** When the player last called a chat manager (ISO 8601), null if never. */
  handed_off_at: z.string().nullable(),
});
export type SupportConversationState = z.infer<typeof supportConversationState>;

/** POST /api/dev/support/reply (development servers only): a chat manager's answer, as the operator command gives it. */
export const supportDevReplyRequest = z.strictObject({
  email: z
    .string()
    .trim()
    .min(1)
    .max(254)
    .refine((s) => !hasStrayControl(s)),
  content: supportContent.pipe(z.string().min(1)),
});
export type SupportDevReplyRequest = z.input<typeof supportDevReplyRequest>;
