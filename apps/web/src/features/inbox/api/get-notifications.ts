import type { InboxNotification } from '@casino/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client';
import { useStored } from '../../../lib/storage';
import { inboxKeys } from './inbox-keys';

/** How often an open app asks for new messages (a deposit also asks at once: use-inbox-follows-balance). */
export const INBOX_POLL_MS = 60_000;

/** GET notification/: the player's messages, newest first, in the current language. */
export const getNotifications = (): Promise<InboxNotification[]> =>
  api<InboxNotification[]>('/api/frontend/notification/');

export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: inboxKeys.list(), queryFn: getNotifications });

/**
 * The signed-in player's messages; nothing is asked without an access token (document 1, section
 * 6). Read again every minute and when the window regains focus. A failed read leaves what is on
 * screen as it was (section 8: inbox failures are silent).
 */
export function useNotifications() {
  const [token] = useStored('accessToken');
  // The key holds the language: re-render (and ask again) when the player changes it.
  useTranslation();
  return useQuery({
    ...notificationsQueryOptions(),
    enabled: token !== '',
    refetchInterval: INBOX_POLL_MS,
    refetchOnWindowFocus: true,
  });
}
