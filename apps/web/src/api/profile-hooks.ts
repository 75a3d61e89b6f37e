// React Query bindings for the profile. Queries wait for a signed-in session, so screens shared
// with visitors (the header) can call them without failing.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody, endpoints } from '@stash/shared';
import { getProfile, updateProfile } from './profile';
import { writeQueryData } from './query-writes';
import { useSession } from './use-session';

/** Where profile answers live in the query cache: the member's profile and username checks. */
export const profileQueryKeys = {
  all: ['profile'] as const,
  mine: () => ['profile', 'mine'] as const,
  usernameChecks: () => ['profile', 'username-check'] as const,
  usernameCheck: (username: string) => ['profile', 'username-check', username] as const,
};

export function useProfile() {
  const { status } = useSession();
  return useQuery({ queryKey: profileQueryKeys.mine(), queryFn: getProfile, enabled: status === 'signed_in' });
}

/** Saves profile changes and puts the server's answer straight into the profile query. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: EndpointBody<typeof endpoints.profileUpdate>) => updateProfile(patch),
    onSuccess: async (profile) => {
      await writeQueryData(queryClient, profileQueryKeys.mine(), () => profile);
      // A username just taken or freed makes earlier availability answers wrong.
      void queryClient.invalidateQueries({ queryKey: profileQueryKeys.usernameChecks() });
    },
  });
}
