import { useQuery } from '@tanstack/react-query';
import { usernameFormatProblem } from '@stash/shared';
import { checkUsername } from './profile';
import { profileQueryKeys } from './profile-hooks';
import { useDebouncedValue } from '../lib/use-debounced-value';

export const USERNAME_CHECK_DELAY_MS = 400;

export type UsernameAvailability =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'available'; message: string }
  | { state: 'unavailable'; message: string }
  | { state: 'error'; message: string };

/**
 * Live availability of a username while it is typed: waits for a pause, rules out badly formed
 * names locally, then asks the server (answers are cached per name).
 */
export function useUsernameAvailability(raw: string): UsernameAvailability {
  const username = raw.trim().toLowerCase();
  const settled = useDebouncedValue(username, USERNAME_CHECK_DELAY_MS);
  const formatProblem = settled ? usernameFormatProblem(settled) : null;
  const shouldAsk = settled !== '' && settled === username && formatProblem === null;

  const check = useQuery({
    queryKey: profileQueryKeys.usernameCheck(settled),
    queryFn: () => checkUsername(settled),
    enabled: shouldAsk,
    staleTime: 30_000,
    retry: false,
  });

  if (username === '') return { state: 'idle' };
  if (settled !== username) return { state: 'checking' };
  if (formatProblem) return { state: 'unavailable', message: formatProblem };
  if (check.isPending) return { state: 'checking' };
  if (check.isError) return { state: 'error', message: 'Could not check this username right now.' };
  return check.data.available
    ? { state: 'available', message: `@${username} is available` }
    : { state: 'unavailable', message: check.data.reason || 'This username is already taken.' };
}
