// One stash in the drawer, in view or edit mode (spec section 4). View: media, the words, the
// copy button, tags, the things found in it and related stashes. Edit: title and description
// with Save, Cancel (back to the originals) and Delete (after a confirmation).
import { useRef, useState } from 'react';
import { ExternalLink, Pencil } from 'lucide-react';
import { toast } from 'sonner';
import { POST_CATEGORIES, type Post } from '@stash/shared';
import { PlatformAndAge } from '../../components/platform-and-age';
import { platformName } from '../../components/platform-icon';
import { PostTagsEditor } from '../../components/tags/post-tags-editor';
import { Button } from '../../components/ui/button';
import { ageLabel } from '../../lib/age-label';
import { toStashItem } from '../../lib/post-mapping';
import { isProcessing } from '../../lib/post-status';
import { CollapsibleSummary } from './collapsible-summary';
import { CopyButton } from './copy-button';
import { DrawerCloseButton } from './drawer-close-button';
import { DeleteStashDialog } from './delete-stash-dialog';
import { EntityTemplateView, hasTemplateData } from '../../components/templates/template-view';
import { EntityList } from './entity-list';
import { RelatedPostList } from './related-posts';
import { StashEditForm, TITLE_REQUIRED, type StashDraft } from './stash-edit-form';
import { StashMediaGallery } from './stash-media';
import { OrganisingFailed, OrganisingNote } from './stash-states';
import { useRelatedPosts } from './use-related-posts';
import { useStashEntities } from './use-stash-entities';
import { useDeleteStashPost, useUpdateStashPost } from './use-stash-post';

interface StashDetailsProps {
  post: Post;
  titleId: string;
  onClose: () => void;
}

function categoryLabel(category: string): string {
  return (POST_CATEGORIES as readonly string[]).includes(category) ? category.charAt(0).toUpperCase() + category.slice(1) : category;
}

export function StashDetails({ post, titleId, onClose }: StashDetailsProps) {
  const item = toStashItem(post);
  const original: StashDraft = { title: item.title, description: item.description };
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<StashDraft>(original);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const update = useUpdateStashPost(post.id);
  const remove = useDeleteStashPost(post.id);
  const processing = isProcessing(item.status);
  const organised = item.status === 'organised';
  const entities = useStashEntities(post.id, organised);
  const entityIds = organised ? entities.data?.map((entity) => entity.entity_id) : [];
  const related = useRelatedPosts(post.id, entities.isError ? [] : entityIds, item.category);
  const age = ageLabel(item.createdAt);
  const headerRef = useRef<HTMLElement>(null);

  // Leaving edit mode puts focus back on Edit, so keyboard users keep their place.
  function leaveEditing() {
    setEditing(false);
    requestAnimationFrame(() => headerRef.current?.querySelector<HTMLElement>('[data-edit-stash]')?.focus());
  }

  function startEditing() {
    setDraft(original);
    setTitleError(null);
    update.reset();
    setEditing(true);
  }

  function cancel() {
    // Back to the title and description the stash had, whatever was typed.
    setDraft(original);
    setTitleError(null);
    update.reset();
    leaveEditing();
  }

  function save() {
    const title = draft.title.trim();
    const description = draft.description.trim();
    if (title === '') {
      setTitleError(TITLE_REQUIRED);
      return;
    }
    setTitleError(null);
    // Only what changed is sent: an untouched description that is really the caption must not
    // become the member's own text.
    const edit: { title?: string; description?: string | null } = {};
    if (title !== original.title) edit.title = title;
    if (description !== original.description.trim()) edit.description = description === '' ? null : description;
    if (Object.keys(edit).length === 0) {
      leaveEditing();
      return;
    }
    update.mutate(edit, {
      onSuccess: () => {
        leaveEditing();
        toast.success('Stash updated');
      },
    });
  }

  function confirmDelete() {
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirmingDelete(false);
        toast.success('Stash deleted');
        onClose();
      },
    });
  }

  const copyText = item.sourceUrl ?? [item.title, item.description].filter(Boolean).join('\n\n');

  return (
    <>
      <header ref={headerRef} className="sticky top-0 z-10 flex items-center gap-2 border-b border-line bg-surface-raised/90 px-4 py-3 backdrop-blur md:px-6">
        <PlatformAndAge platform={item.platform} age={age} className="flex min-w-0 flex-1 items-center gap-1.5 text-sm font-medium text-ink-muted" iconClassName="size-4 shrink-0" />
        {editing ? null : (
          <>
            <CopyButton text={copyText} what={item.sourceUrl ? 'link' : 'text'} />
            <Button variant="secondary" size="sm" onClick={startEditing} aria-label="Edit stash" data-edit-stash>
              <Pencil className="size-4" aria-hidden="true" />
              <span aria-hidden="true">Edit</span>
            </Button>
          </>
        )}
        <DrawerCloseButton onClose={onClose} />
      </header>

      <div className="flex flex-col gap-6 pb-10 md:px-6 md:pt-6">
        <StashMediaGallery item={item} />

        <div className="flex flex-col gap-6 px-5 md:px-0">
          {processing ? <OrganisingNote /> : null}
          {item.status === 'failed' ? <OrganisingFailed postId={item.id} reason={item.statusReason} /> : null}

          {editing ? (
            <section className="flex flex-col gap-4">
              <h2 id={titleId} className="text-lg font-semibold text-ink">
                Edit stash
              </h2>
              <StashEditForm
                draft={draft}
                onChange={setDraft}
                onSave={save}
                onCancel={cancel}
                onDelete={() => {
                  remove.reset();
                  setConfirmingDelete(true);
                }}
                saving={update.isPending}
                titleError={titleError}
                saveError={update.error ? `Couldn't save your changes. ${update.error.message}` : null}
              />
            </section>
          ) : (
            <section className="flex flex-col gap-3">
              {item.category && !processing ? (
                <span className="self-start rounded-full bg-brand-soft px-2.5 py-1 text-xs font-semibold text-brand-text">{categoryLabel(item.category)}</span>
              ) : null}
              <h2 id={titleId} className="text-2xl leading-tight font-bold tracking-tight text-ink [overflow-wrap:anywhere]">
                {item.title}
              </h2>
              {item.authorName || item.authorHandle ? (
                <p className="text-sm text-ink-muted">
                  {item.authorName}
                  {item.authorHandle ? <span className="text-ink-subtle"> @{item.authorHandle.replace(/^@/, '')}</span> : null}
                </p>
              ) : null}
              {item.description && item.description !== item.title ? <CollapsibleSummary text={item.description} /> : null}
              {item.hashtags.length > 0 ? (
                <ul aria-label="Hashtags" className="flex flex-wrap gap-x-2 gap-y-1 text-sm font-medium text-brand-text">
                  {item.hashtags.map((hashtag) => (
                    <li key={hashtag}>#{hashtag.replace(/^#/, '')}</li>
                  ))}
                </ul>
              ) : null}
              {item.sourceUrl ? (
                <a
                  href={item.sourceUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="focus-ring inline-flex items-center gap-1.5 self-start rounded-md text-sm font-semibold text-brand-text hover:underline"
                >
                  Open on {platformName(item.platform)}
                  <ExternalLink className="size-3.5" aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              ) : null}
            </section>
          )}

          {/* The tag list area is 300 px tall (spec section 2); the editor scrolls inside it. */}
          <div className="h-[300px] overflow-y-auto rounded-2xl border border-line bg-surface p-4">
            <PostTagsEditor postId={post.id} tags={post.tags} />
          </div>

          {organised ? (
            <section aria-labelledby={`${titleId}-entities`} className="flex flex-col gap-3">
              <h3 id={`${titleId}-entities`} className="text-sm font-semibold text-ink">
                In this stash
              </h3>
              {entities.isPending ? (
                <div role="status" aria-label="Loading places and things" className="flex animate-pulse flex-col gap-2">
                  <div className="h-16 rounded-2xl bg-surface-muted" />
                  <div className="h-16 rounded-2xl bg-surface-muted" />
                </div>
              ) : entities.isError ? (
                <div className="flex items-center justify-between gap-3 rounded-2xl border border-line p-3 text-sm text-ink-muted">
                  <p role="alert">We couldn't load the places and things in this stash.</p>
                  <Button variant="secondary" size="sm" onClick={() => void entities.refetch()}>
                    Try again
                  </Button>
                </div>
              ) : entities.data.length === 0 ? (
                <p className="text-sm text-ink-muted">No places, events or things were found in this stash.</p>
              ) : (
                <>
                  <EntityList entities={entities.data} />
                  {/* A recipe, workout, class, guide or restaurant found in the post, largest entity first as the API sorts them. */}
                  {entities.data.filter(hasTemplateData).map((entity) => (
                    <EntityTemplateView key={entity.entity_id} entity={entity} type={entity.entity_type} />
                  ))}
                </>
              )}
            </section>
          ) : null}

          <section aria-labelledby={`${titleId}-related`} className="flex flex-col gap-3">
            <h3 id={`${titleId}-related`} className="text-sm font-semibold text-ink">
              Related stashes
            </h3>
            {/* The related posts list is 400 px tall (spec section 2). */}
            <div className="h-[400px] overflow-y-auto rounded-2xl border border-line bg-surface p-2">
              {related.isError ? (
                <p role="alert" className="p-3 text-sm text-ink-muted">
                  We couldn't load related stashes.
                </p>
              ) : related.data === undefined ? (
                <div role="status" aria-label="Loading related stashes" className="flex animate-pulse flex-col gap-2 p-1">
                  {[0, 1, 2, 3].map((index) => (
                    <div key={index} className="h-16 rounded-xl bg-surface-muted" />
                  ))}
                </div>
              ) : related.data.length === 0 ? (
                <p className="p-3 text-sm text-ink-muted">Nothing related yet. Stashes that share a place or a theme show here.</p>
              ) : (
                <RelatedPostList posts={related.data} />
              )}
            </div>
          </section>
        </div>
      </div>

      <DeleteStashDialog
        open={confirmingDelete}
        title={item.title}
        deleting={remove.isPending}
        error={remove.error ? remove.error.message : null}
        onConfirm={confirmDelete}
        onClose={() => setConfirmingDelete(false)}
      />
    </>
  );
}
