import type { SupportMessage } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUPPORT_CHAT_POLL_MS } from '../../../config/constants';
import { api } from '../../../lib/api-client';
import { supportKeys } from './support-keys';

/** GET support-chat/me/: the player's conversation, oldest first. */
export const getSupportMessages = (): Promise<SupportMessage[]> =>
  api<SupportMessage[]>('/api/frontend/support-chat/me/');

export const supportMessagesQueryOptions = () =>
  queryOptions({ queryKey: supportKeys.messages(), queryFn: getSupportMessages });

/**
 * The conversation, reloaded every 5 seconds while the chat is open (document 1, section 4);
 * a tab in the background waits, and reloads the moment the player comes back to it. Never
 * asked for without an access token (section 6).
 */
export function useSupportMessages(active: boolean) {
  return useQuery({
    ...supportMessagesQueryOptions(),
    enabled: active,
    refetchInterval: active ? SUPPORT_CHAT_POLL_MS : false,
  });
}
