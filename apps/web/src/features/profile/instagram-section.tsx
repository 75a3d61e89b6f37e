// Saving by Instagram message: the member links their Instagram account once by sending a code to
// Stash's account; from then on posts and reels they share to it land in their stash. While a code
// waits to be sent the section checks every few seconds, so it turns 'linked' by itself.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { InstagramLink } from '@stash/shared';
import { getInstagramLink, newInstagramCode, unlinkInstagram } from '../../api/profile';
import { writeQueryData } from '../../api/query-writes';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { ProfileSection } from './profile-section';

const LINK_KEY = ['profile', 'instagram'] as const;
const CHECK_EVERY_MS = 4_000;

const dayFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric' });

export function InstagramSection() {
  const queryClient = useQueryClient();
  const link = useQuery({
    queryKey: LINK_KEY,
    queryFn: getInstagramLink,
    refetchInterval: (query) => (query.state.data?.code && !query.state.data.linked ? CHECK_EVERY_MS : false),
  });
  const [copied, setCopied] = useState(false);
  // A check begun before a new code or an unlink must not put the old state back (query-writes.ts).
  const store = (state: InstagramLink) => writeQueryData<InstagramLink>(queryClient, LINK_KEY, () => state);
  const makeCode = useMutation({ mutationFn: () => newInstagramCode(), onSuccess: store });
  const unlink = useMutation({ mutationFn: () => unlinkInstagram(), onSuccess: store });
  const problem = makeCode.error ?? unlink.error;

  async function copy(code: string) {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      setTimeout(() => setCopied(false), 2_000);
    } catch {
      // No clipboard (an old browser, a denied permission): the code is on screen to type.
    }
  }

  const state = link.data;
  return (
    <ProfileSection title="Save by Instagram message" description="Share posts and reels to Stash's Instagram account and find them organised here.">
      {link.isPending ? (
        <div role="status" aria-label="Loading your Instagram link" className="flex justify-center py-4">
          <Spinner className="size-5" />
        </div>
      ) : link.isError || !state ? (
        <Alert>Your Instagram link could not be loaded. {link.error?.message}</Alert>
      ) : !state.stash_account ? (
        <p className="text-[15px] text-ink-muted">Saving by Instagram message is not set up on this server yet.</p>
      ) : state.linked ? (
        <div className="flex flex-col items-start gap-4">
          <p className="text-[15px] text-ink" role="status">
            Your Instagram account is linked{state.linked_at ? ` since ${dayFormat.format(new Date(state.linked_at))}` : ''}. Share a post or reel to{' '}
            <strong>@{state.stash_account}</strong> and it lands in your stash; we reply when it is organised.
          </p>
          <Button variant="secondary" disabled={unlink.isPending} onClick={() => unlink.mutate()}>
            {unlink.isPending ? <Spinner className="size-4" /> : null}
            Unlink Instagram
          </Button>
        </div>
      ) : (
        <div className="flex flex-col items-start gap-4">
          <ol className="list-decimal space-y-1 pl-5 text-[15px] text-ink">
            <li>Get a code here.</li>
            <li>
              From your Instagram account, send it by message to <strong>@{state.stash_account}</strong>.
            </li>
            <li>That's it: this page shows the link as soon as the code arrives.</li>
          </ol>
          {state.code ? (
            <div className="flex flex-wrap items-center gap-3" aria-live="polite">
              <code className="rounded-xl border border-line bg-surface-muted px-4 py-2 font-mono text-xl tracking-widest text-ink" aria-label={`Your code: ${state.code.split('').join(' ')}`}>
                {state.code}
              </code>
              <Button variant="secondary" size="sm" onClick={() => void copy(state.code!)}>
                {copied ? 'Copied' : 'Copy code'}
              </Button>
              <span className="flex items-center gap-2 text-[13px] text-ink-muted">
                <Spinner className="size-3.5" />
                Waiting for your message…
              </span>
            </div>
          ) : null}
          <Button variant={state.code ? 'ghost' : 'primary'} disabled={makeCode.isPending} onClick={() => makeCode.mutate()}>
            {makeCode.isPending ? <Spinner className="size-4" /> : null}
            {state.code ? 'Get a new code' : 'Get a code'}
          </Button>
        </div>
      )}
      {problem ? (
        <div className="mt-4">
          <Alert>{problem.message}</Alert>
        </div>
      ) : null}
    </ProfileSection>
  );
}
