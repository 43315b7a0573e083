import type { SupportConversationState } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUPPORT_CHAT_POLL_MS } from '../../../config/constants';
import { api } from '../../../lib/api-client';
import { supportKeys } from './support-keys';

/** GET support-chat/me/state/: who answers the conversation (the assistant, nobody yet, a chat manager). */
export const getSupportState = (): Promise<SupportConversationState> =>
  api<SupportConversationState>('/api/frontend/support-chat/me/state/');

export const supportStateQueryOptions = () =>
  queryOptions({ queryKey: supportKeys.state(), queryFn: getSupportState });

/** Polled with the messages, so a chat manager's answer or closing shows within one poll. */
export function useSupportState(active: boolean) {
  return useQuery({
    ...supportStateQueryOptions(),
    enabled: active,
    refetchInterval: active ? SUPPORT_CHAT_POLL_MS : false,
  });
}
