import type { InboxNotification } from '@casino/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationsQueryOptions } from './get-notifications';
import { inboxKeys } from './inbox-keys';

/** POST notification/{id}/detach/: the message is deleted from the player's inbox (204). */
export const detachNotification = (id: number): Promise<void> =>
  api<void>(`/api/frontend/notification/${id}/detach/`, { method: 'POST' });

/**
 * Deletes at once on screen and tells the server; if the server refuses, the list comes back as
 * it was (no error is shown: document 1, section 8). The lists are read again either way.
 */
export function useDetachNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: detachNotification,
    onMutate: async (id: number) => {
      const { queryKey } = notificationsQueryOptions();
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<InboxNotification[]>(queryKey);
      queryClient.setQueryData<InboxNotification[]>(queryKey, (list) => list?.filter((m) => m.id !== id));
      return { previous, queryKey };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(context.queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}
