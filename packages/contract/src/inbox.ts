import { z } from 'zod';

/**
 * The inbox (document 1, sections 2, 3 and 7; docs/decisions/019). Paths are under /api/frontend/:
 *   GET  notification/                 -> InboxNotification[] (the signed-in player's messages, newest first)
 *   POST notification/{id}/detach/     -> 204 (the message is hidden for the player; repeating it is fine)
 * Errors: 401 {detail} without a token, 404 {detail} for an id that is not one of the player's messages.
 */

/** What can put a message in a player's inbox. */
export const INBOX_MESSAGE_TYPES = [
  'deposit_credited',
  'withdrawal_paid',
  'withdrawal_rejected',
  'document_verified',
  'document_rejected',
  'bonus_granted',
  'bonus_activated',
  'bonus_expiring',
  'tournament_started',
  'tournament_prize',
  'station_reached',
  'cashback_ready',
  'broadcast',
  'sports_free_bet',
  'sports_bet_after_bonus',
] as const;
export type InboxMessageType = (typeof INBOX_MESSAGE_TYPES)[number];

/** The most messages the list answers (the newest). */
export const INBOX_LIMIT = 100;
/** Messages older than this many days are no longer listed. */
export const INBOX_MAX_AGE_DAYS = 90;

/** One message: the spec's Notification (id, title, description, img, button_text, button_action) and when and why it came. */
export const inboxNotification = z.object({
  id: z.number().int().positive(),
  type: z.enum(INBOX_MESSAGE_TYPES),
  title: z.string(),
  description: z.string(),
  /** An image of the casino's own (a path under /inbox/). */
  img: z.string(),
  button_text: z.string(),
  /** A route of the single-page app, e.g. /profile?tab=history. */
  button_action: z.string().startsWith('/'),
  /** ISO 8601, UTC. */
  created_at: z.string(),
});
export type InboxNotification = z.infer<typeof inboxNotification>;

export const inboxList = z.array(inboxNotification);
export type InboxList = z.infer<typeof inboxList>;
