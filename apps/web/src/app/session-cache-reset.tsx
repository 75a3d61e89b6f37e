import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../api/use-session';

/**
 * Drops every cached query when the signed-in member signs out or changes, so one member's
 * profile or stash is never shown to the next person using the same browser tab.
 */
export function SessionCacheReset() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const previousUserId = useRef<string | null>(null);
  const userId = user?.user_id ?? null;

  useEffect(() => {
    if (previousUserId.current !== null && previousUserId.current !== userId) queryClient.clear();
    previousUserId.current = userId;
  }, [userId, queryClient]);

  return null;
}
