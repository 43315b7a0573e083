import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { request, type Page } from '../../../lib/api-client';

export interface QueueItem {
  player_id: number;
  email: string;
  nickname: string | null;
  state: 'waiting' | 'manager';
  locale: string;
  handed_off_at: string | null;
  last_player_message_at: string | null;
  updated_at: string;
  /** What the player last wrote (the queue's preview of what needs an answer). */
  last_message: string | null;
}

export interface ChatMessage {
  id: number;
  author: 'player' | 'assistant' | 'manager';
  content: string;
  attachment: { format: string } | null;
  operator: string | null;
  created_at: string;
}

export interface Conversation {
  player: {
    id: number;
    email: string;
    nickname: string | null;
    name: string | null;
    verification_state: string | null;
    country: string | null;
    member_since: string | null;
  };
  state: 'assistant' | 'waiting' | 'manager';
  locale: string | null;
  handed_off_at: string | null;
  messages: ChatMessage[];
}

export const supportKey = ['support'] as const;

export const useQueue = () =>
  useQuery({
    queryKey: [...supportKey, 'queue'],
    queryFn: ({ signal }) =>
      request<Page<QueueItem>>('/support/conversations/', { query: { page_size: 100 }, signal }),
  });

export const useConversation = (playerId: number | undefined) =>
  useQuery({
    queryKey: [...supportKey, 'conversation', playerId],
    queryFn: ({ signal }) => request<Conversation>(`/support/conversations/${playerId}/`, { signal }),
    enabled: playerId !== undefined,
  });

export const replyTo = (playerId: number, content: string) =>
  request<Conversation>(`/support/conversations/${playerId}/reply/`, { method: 'POST', body: { content } });

export const closeConversation = (playerId: number) =>
  request<Conversation>(`/support/conversations/${playerId}/close/`, { method: 'POST', body: {} });

/**
 * The server's stream of conversation changes (Server-Sent Events; the session cookie goes with
 * it): the queue and the open conversation reload the moment a player writes or calls.
 * EventSource reconnects by itself after a drop.
 */
export function useLiveSupport(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/backoffice/support/events/');
    const changed = () => void queryClient.invalidateQueries({ queryKey: supportKey });
    source.addEventListener('conversation', changed);
    return () => source.close();
  }, [queryClient]);
}
