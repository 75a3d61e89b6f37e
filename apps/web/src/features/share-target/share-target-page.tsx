// '/share': where 'Share -> Stash' lands (the web app manifest's share target). The shared link is
// filled in, one press saves it as a share-target save, and the member can open the new stash or
// go to the feed, or save another link. The 'Save to Stash' bookmarklet opens it too.
import { useCallback, useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CircleCheck, Share2, Sparkles } from 'lucide-react';
import type { SaveLinkResponse, ShareSheetVariant } from '@stash/shared';
import { saveLink } from '../../api/saves';
import { CenteredPanel } from '../../components/centered-panel';
import { buttonClasses } from '../../components/ui/button-styles';
import { LinkSaveFields } from '../../components/link-save-fields';
import { forgetPendingShare } from '../../lib/pending-share';
import { SAVE_LINK_COPY } from '../../lib/save-link-copy';
import { stashPath } from '../../lib/stash-drawer-link';
import { pickSharedLink, readShareParams, readShareVariant, type SharedLink } from './shared-link';
import { SHARE_TARGET_COPY } from './share-target-copy';
import { useLinkSaveForm, type LinkSaveFunction, type LinkSaveStatus } from '../../components/use-link-save-form';

/** The save call with where the link came from; the HTTP layer's saveLink in the app. */
type SaveWithVariant = (input: string, variant: ShareSheetVariant) => Promise<SaveLinkResponse>;

interface ShareTargetPageProps {
  /** The save call; tests pass one built on a fake-fetch client. */
  save?: SaveWithVariant;
}

export function ShareTargetPage({ save = saveLink }: ShareTargetPageProps) {
  const [searchParams] = useSearchParams();
  const query = searchParams.toString();
  const { shared, variant } = useMemo(() => {
    const params = new URLSearchParams(query);
    return { shared: pickSharedLink(readShareParams(params)), variant: readShareVariant(params) };
  }, [query]);
  const saveShared = useCallback<LinkSaveFunction>((input) => save(input, variant), [save, variant]);
  // The link is on screen now: a later sign-in in this tab goes home, not back here.
  useEffect(() => forgetPendingShare(), []);

  return (
    <CenteredPanel>
      <p className="flex items-center gap-2 text-xs font-semibold tracking-[0.14em] text-brand-text uppercase">
        <Share2 className="size-3.5" aria-hidden="true" />
        {SHARE_TARGET_COPY.eyebrow}
      </p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight">{SAVE_LINK_COPY.title}</h1>
      <p className="mt-1.5 text-[15px] text-ink-muted">{SHARE_TARGET_COPY.intro}</p>
      {/* A new share (another one arriving in this tab) starts a fresh form. */}
      <ShareForm key={query} shared={shared} save={saveShared} />
    </CenteredPanel>
  );
}

function ShareForm({ shared, save }: { shared: SharedLink; save: LinkSaveFunction }) {
  const { value, onValueChange, status, submit, inputRef, submitRef } = useLinkSaveForm(save, { initialValue: shared.link, focusFirst: shared.saveable ? 'submit' : 'input', refocusAfterSave: false });
  const submitting = status.phase === 'submitting';
  const error = status.phase === 'idle' ? status.error : null;
  const noLinkFound = shared.shared && !shared.saveable && status.phase === 'idle' && !error;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 flex flex-col">
      <div role="status" aria-live="polite" aria-atomic="true">
        {status.phase === 'saved' ? <SavedNotice status={status} /> : null}
        {error ? <span className="sr-only">{error}</span> : null}
      </div>
      {noLinkFound ? <p className="mb-4 rounded-xl border border-line bg-surface-muted px-3.5 py-3 text-sm text-ink-muted">{SHARE_TARGET_COPY.noLinkFound}</p> : null}
      <LinkSaveFields value={value} onValueChange={onValueChange} error={error} submitting={submitting} inputRef={inputRef} submitRef={submitRef} />
    </form>
  );
}

/** The dialog's saved note, then the ways on: the new stash, or the feed. */
function SavedNotice({ status }: { status: Extract<LinkSaveStatus, { phase: 'saved' }> }) {
  const { followUp, saved } = status;
  const tone = followUp ? 'border-success-line bg-success-soft text-success-text' : 'border-brand/20 bg-brand-soft text-brand-text';
  const Icon = followUp ? CircleCheck : Sparkles;
  return (
    <div className="mb-5 flex flex-col gap-3">
      <div
        key={followUp ? 'follow-up' : 'working'}
        className={`flex animate-pop-in items-start gap-2.5 rounded-xl border px-3.5 py-3 text-sm leading-relaxed font-medium ${tone}`}
      >
        <Icon className={`mt-0.5 size-4 shrink-0 ${followUp ? '' : 'animate-pulse'}`} aria-hidden="true" />
        <p className="min-w-0 flex-1">{followUp ? SAVE_LINK_COPY.followUp : SAVE_LINK_COPY.working}</p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link to={stashPath(saved.id)} className={buttonClasses({ variant: 'secondary', fullWidth: true, className: 'sm:flex-1' })}>
          {SHARE_TARGET_COPY.openStash}
        </Link>
        <Link to="/posts" className={buttonClasses({ variant: 'secondary', fullWidth: true, className: 'sm:flex-1' })}>
          {SHARE_TARGET_COPY.goToFeed}
        </Link>
      </div>
    </div>
  );
}
