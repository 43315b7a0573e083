import { z } from 'zod';
import { EmptyObjectSchema } from '../accounts.js';
import { inboxNotification } from '../inbox.js';
import { defineOperation } from './operation.js';

const InboxNotificationSchema = inboxNotification.meta({
  id: 'InboxNotification',
  description: 'One message of the inbox and why it came.',
});

/** The inbox of the signed-in player (document 1, section 7). */
export const inboxOperations = [
  defineOperation({
    method: 'GET',
    path: '/api/frontend/notification/',
    operationId: 'listNotifications',
    tag: 'Inbox',
    summary: "The player's messages",
    description: 'Newest first; the 100 newest of the last 90 days.',
    auth: 'player',
    responses: { 200: { description: 'The messages.', schema: z.array(InboxNotificationSchema) } },
  }),
  defineOperation({
    method: 'POST',
    path: '/api/frontend/notification/{id}/detach/',
    operationId: 'detachNotification',
    tag: 'Inbox',
    summary: 'Hide a message',
    description: 'Repeating it is fine. The call reads no body.',
    auth: 'player',
    params: z.object({ id: z.number().int().min(1).describe("The message's id.") }),
    body: { json: EmptyObjectSchema, required: false },
    responses: { 204: { description: 'Hidden.' } },
    errors: { 404: "No such message of the player's." },
  }),
];
