import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { supportKeys } from './support-keys';

const EVENTS_URL = '/api/frontend/support-chat/me/events/';
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/**
 * While the chat is open, listens to the conversation's changes (a Server-Sent Events stream the
 * server writes when a chat manager answers) and reloads it at once, instead of at the next poll.
 * The stream is read with fetch because EventSource cannot send the access token. The poll stays:
 * it is what the chat falls back on when the stream cannot be opened.
 */
export function useSupportChanges(token: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token || typeof TextDecoderStream === 'undefined') return;
    const controller = new AbortController();
    const reload = () => void queryClient.invalidateQueries({ queryKey: supportKeys.all });
    const listen = async () => {
      let retry = RETRY_FIRST_MS;
      while (!controller.signal.aborted) {
        try {
          const response = await fetch(EVENTS_URL, {
            headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
            signal: controller.signal,
          });
          // An expired token is the API client's to refresh: the chat's next poll does it and
          // this hook starts again with the new token.
          if (response.status === 401 || response.status === 403) return;
          if (!response.ok || !response.body) throw new Error(`support events: ${response.status}`);
          retry = RETRY_FIRST_MS;
          const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
          let buffer = '';
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            buffer += value;
            const end = buffer.lastIndexOf('\n\n');
            if (end < 0) continue;
            if (/^event: changed$/m.test(buffer.slice(0, end))) reload();
            buffer = buffer.slice(end + 2);
          }
        } catch {
          if (controller.signal.aborted) return;
        }
        await new Promise((resolve) => setTimeout(resolve, retry));
        retry = Math.min(retry * 2, RETRY_MAX_MS);
      }
    };
    void listen();
    return () => controller.abort();
  }, [token, queryClient]);
}
