import type { SupportMessage } from '@casino/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { supportKeys } from './support-keys';

export interface OutgoingSupportMessage {
  content: string;
  /** One image; sent as multipart with the text. */
  file?: File;
  /** Makes a retried send answer the first message instead of adding a second. */
  clientId: string;
}

/** POST message/: JSON {content} as the spec sends it, or multipart when an image comes with it. */
export function sendSupportMessage(message: OutgoingSupportMessage): Promise<SupportMessage> {
  if (!message.file)
    return api<SupportMessage>('/api/frontend/message/', {
      method: 'POST',
      body: { content: message.content, client_id: message.clientId },
    });
  const form = new FormData();
  form.append('content', message.content);
  form.append('client_id', message.clientId);
  form.append('file', message.file, message.file.name);
  return api<SupportMessage>('/api/frontend/message/', { method: 'POST', body: form });
}

export function useSendSupportMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSupportMessage,
    // The assistant's answer is written in the same request: reload at once rather than at the next poll.
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
}
