// React Query bindings of the admin console: each list is one query, and every change refreshes
// what it can have changed (an invite moves a waitlist entry; disabling changes the counts).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WaitlistStatus } from '@stash/shared';
import { adminApi } from '../../api/admin';

export const adminQueryKeys = {
  all: ['admin'] as const,
  dashboard: () => ['admin', 'dashboard'] as const,
  waitlist: (filter: { q?: string; status?: WaitlistStatus }) => ['admin', 'waitlist', filter] as const,
  invites: () => ['admin', 'invites'] as const,
  members: (q: string) => ['admin', 'members', q] as const,
  feedback: () => ['admin', 'feedback'] as const,
};

export const useDashboard = () => useQuery({ queryKey: adminQueryKeys.dashboard(), queryFn: adminApi.getDashboard });

export const useWaitlist = (filter: { q?: string; status?: WaitlistStatus }) =>
  useQuery({ queryKey: adminQueryKeys.waitlist(filter), queryFn: () => adminApi.getWaitlist(filter), placeholderData: (previous) => previous });

export const useInvites = () => useQuery({ queryKey: adminQueryKeys.invites(), queryFn: adminApi.getInvites });

export const useMembers = (q: string) =>
  useQuery({ queryKey: adminQueryKeys.members(q), queryFn: () => adminApi.getMembers(q || undefined), placeholderData: (previous) => previous });

export const useFeedbackInbox = () => useQuery({ queryKey: adminQueryKeys.feedback(), queryFn: adminApi.getFeedback });

/** Any admin change: every admin list may now read differently. */
function useRefreshAdmin() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.all });
}

export function useInvite() {
  const refresh = useRefreshAdmin();
  return useMutation({ mutationFn: (emails: string[]) => adminApi.invite(emails), onSettled: refresh });
}

export function useResendInvite() {
  const refresh = useRefreshAdmin();
  return useMutation({ mutationFn: (id: string) => adminApi.resendInvite(id), onSettled: refresh });
}

export function useRevokeInvite() {
  const refresh = useRefreshAdmin();
  return useMutation({ mutationFn: (id: string) => adminApi.revokeInvite(id), onSettled: refresh });
}

export function useSetMemberDisabled() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: string; disabled: boolean }) => adminApi.setMemberDisabled(id, disabled),
    onSettled: refresh,
  });
}
