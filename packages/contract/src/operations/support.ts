import { z } from 'zod';
import { EmptyObjectSchema } from '../accounts.js';
import {
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_MESSAGE_MAX_LENGTH,
  supportConversationState,
  supportMessage,
  supportMessageRequest,
} from '../support.js';
import { defineOperation } from './operation.js';
import { THROTTLED } from './params.js';

const tag = 'Support chat';
const MAX_MB = SUPPORT_ATTACHMENT_MAX_BYTES / (1024 * 1024);

const SupportMessageSchema = supportMessage.meta({
  id: 'SupportMessage',
  description: "One message of the player's conversation with support.",
});
const SupportConversationStateSchema = supportConversationState.meta({
  id: 'SupportConversationState',
  description:
    'Who answers the conversation: the assistant, nobody yet (waiting for a chat manager) or a chat manager.',
});
const SupportMessageRequestSchema = supportMessageRequest.meta({
  id: 'SupportMessageRequest',
  description: `The text (at most ${SUPPORT_MESSAGE_MAX_LENGTH} characters); client_id makes a repeated send answer the first message.`,
});
const SupportMessageForm = z
  .object({
    content: z
      .string()
      .max(SUPPORT_MESSAGE_MAX_LENGTH)
      .optional()
      .describe('The text; may be empty with an image.'),
    client_id: z.uuid().optional(),
    // A form's empty file input sends an empty part: then the text alone is the message.
    file: z
      .string()
      .meta({
        format: 'binary',
        description: `One image (JPEG, PNG, WebP, HEIC or HEIF) of at most ${MAX_MB} MB; the text is needed without it.`,
      })
      .optional(),
  })
  .meta({ id: 'SupportMessageForm', description: 'A message with an image, or its text alone.' });

/** The support chat (document 1, sections 2 and 7): every call a signed-in player's. */
export const supportOperations = [
  defineOperation({
    method: 'POST',
    path: '/api/frontend/message/',
    operationId: 'sendSupportMessage',
    tag,
    summary: 'Send a message to support',
    description:
      'As JSON, or as multipart/form-data with one image. The assistant or a chat manager answers in the conversation.',
    auth: 'player',
    body: { json: SupportMessageRequestSchema, multipart: SupportMessageForm },
    responses: {
      200: {
        description: 'The message an earlier send with this client_id made.',
        schema: SupportMessageSchema,
      },
      201: { description: 'The message.', schema: SupportMessageSchema },
    },
    errors: {
      400: 'No text and no image, or a refused field (on content, client_id or file).',
      404: 'The account no longer exists.',
      413: 'The image is larger than the limit.',
      415: 'The body is neither JSON nor multipart, or the file is not an image.',
      429: THROTTLED,
    },
  }),
  defineOperation({
    method: 'GET',
    path: '/api/frontend/support-chat/me/',
    operationId: 'listSupportMessages',
    tag,
    summary: 'The conversation',
    description: 'Oldest first; the client polls it every 5 seconds while the chat is open.',
    auth: 'player',
    responses: { 200: { description: 'The messages.', schema: z.array(SupportMessageSchema) } },
  }),
  defineOperation({
    method: 'GET',
    path: '/api/frontend/support-chat/me/state/',
    operationId: 'getSupportState',
    tag,
    summary: 'Who answers the conversation',
    auth: 'player',
    responses: { 200: { description: 'The state.', schema: SupportConversationStateSchema } },
  }),
  defineOperation({
    method: 'GET',
    path: '/api/frontend/support-chat/me/events/',
    operationId: 'streamSupportChanges',
    tag,
    summary: 'Changes to the conversation, as they happen',
    description:
      'A Server-Sent Events stream: an event `changed` each time a message is added or the state changes (a chat manager answers, takes or closes the conversation). The client then reads the messages again; the event carries nothing else.',
    auth: 'player',
    responses: {
      200: { description: 'The stream, open until the client leaves.', mediaType: 'text/event-stream' },
    },
  }),
  defineOperation({
    method: 'POST',
    path: '/api/frontend/support-chat/manager/',
    operationId: 'callSupportManager',
    tag,
    summary: 'Call for a chat manager',
    description: 'The assistant stops answering until a chat manager has. The call reads no body.',
    auth: 'player',
    body: { json: EmptyObjectSchema, required: false },
    responses: { 200: { description: 'The new state.', schema: SupportConversationStateSchema } },
    errors: { 429: THROTTLED },
  }),
  defineOperation({
    method: 'GET',
    path: '/api/frontend/support-chat/attachments/{id}/',
    operationId: 'getSupportAttachment',
    tag,
    summary: 'An image of the conversation',
    description:
      "For its owner's access token, or without one at the signed address the conversation lists (an <img> sends no token).",
    auth: 'optional',
    params: z.object({ id: z.number().int().min(1).describe("The attachment's id.") }),
    query: z.object({
      expires: z.string().optional().describe('Of the signed address.'),
      signature: z.string().optional().describe('Of the signed address.'),
    }),
    responses: { 200: { description: "The image's bytes.", mediaType: 'image/*' } },
    errors: {
      401: 'Neither a valid access token nor a signed address.',
      404: "No such image, not the player's, or the signed address expired.",
    },
  }),
];
