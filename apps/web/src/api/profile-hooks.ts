// React Query bindings for the profile. Queries wait for a signed-in session, so screens shared
// with visitors (the header) can call them without failing.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileRequest } from '@stash/shared';
import { getProfile, updateProfile } from './profile';
import { useSession } from './use-session';

export const profileQueryKey = ['profile'] as const;

export function useProfile() {
  const { status } = useSession();
  return useQuery({ queryKey: profileQueryKey, queryFn: getProfile, enabled: status === 'signed_in' });
}

/** Saves profile changes and puts the server's answer straight into the profile query. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UpdateProfileRequest) => updateProfile(patch),
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
