// The saves an answer cites, numbered as its [n] markers; each opens the save in the stash drawer.
import { Bookmark } from 'lucide-react';
import type { ChatCitation } from '@stash/shared';
import { StashLink } from '../../components/stash-link';

export function CitationList({ citations, idPrefix }: { citations: ChatCitation[]; idPrefix: string }) {
  if (citations.length === 0) return null;
  return (
    <ol aria-label="Sources" className="mt-3 grid gap-2 sm:grid-cols-2">
      {citations.map((citation, index) => (
        <li key={`${citation.post_id}:${citation.entity_id ?? ''}:${index}`} id={`${idPrefix}-${index + 1}`} className="min-w-0">
          <StashLink
            stashId={citation.post_id}
            className="focus-ring flex items-center gap-2.5 rounded-xl border border-line bg-surface px-3 py-2 text-sm shadow-soft transition-colors hover:border-line-strong hover:bg-surface-muted"
          >
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-soft text-xs font-semibold text-brand-text">{index + 1}</span>
            <span className="min-w-0 flex-1 truncate font-medium text-ink">{citation.title}</span>
            <Bookmark className="size-4 shrink-0 text-ink-subtle" aria-hidden="true" />
          </StashLink>
        </li>
      ))}
    </ol>
  );
}
