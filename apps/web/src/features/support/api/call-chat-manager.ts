import type { SupportConversationState } from '@casino/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { supportKeys } from './support-keys';
import { supportStateQueryOptions } from './get-support-state';

/** POST support-chat/manager/: 'Call for a chat manager'. Calling again while one is awaited changes nothing. */
export const callChatManager = (): Promise<SupportConversationState> =>
  api<SupportConversationState>('/api/frontend/support-chat/manager/', { method: 'POST' });

export function useCallChatManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: callChatManager,
    onSuccess: (state) => queryClient.setQueryData(supportStateQueryOptions().queryKey, state),
    // The notice that a manager will answer is a new message.
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
}
