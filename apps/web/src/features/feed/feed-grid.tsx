// The feed's cards, virtualised against the window scroll: cards are laid out in rows of as many
// as fit, and only the rows near the viewport are in the DOM, so thousands of loaded stashes
// scroll as smoothly as a few. Nearing the end asks for the next page.
import { useEffect, useMemo } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { StashCardItem } from '../../lib/post-mapping';
import { StashCard } from '../../components/stash-card/stash-card';
import { GRID_GAP, useGridLayout } from './use-grid-layout';

/** Start the next page while this many rows are still below the last one rendered. */
const LOAD_AHEAD_ROWS = 4;
/** Card text below the 4:5 picture: meta line, two-line title, a row of tags, padding. */
const CARD_TEXT_HEIGHT = 170;

interface FeedGridProps {
  items: readonly StashCardItem[];
  /** How many stashes there are in all, for screen readers' 'item 3 of 120'; the loaded count when unknown. */
  total: number | null;
  now: number;
  /** True while another page can be asked for and nothing stops it (no load under way, no failed one). */
  canLoadMore: boolean;
  onLoadMore: () => void;
}

function toRows(items: readonly StashCardItem[], columns: number): StashCardItem[][] {
  const rows: StashCardItem[][] = [];
  for (let start = 0; start < items.length; start += columns) rows.push(items.slice(start, start + columns));
  return rows;
}

export function FeedGrid({ items, total, now, canLoadMore, onLoadMore }: FeedGridProps) {
  const { observe, width, top, columns } = useGridLayout();
  const rows = useMemo(() => toRows(items, columns), [items, columns]);
  const cardWidth = width > 0 ? (width - GRID_GAP * (columns - 1)) / columns : 340;
  const estimatedRowHeight = Math.round(cardWidth * 1.25 + CARD_TEXT_HEIGHT + GRID_GAP);

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => estimatedRowHeight,
    overscan: 2,
    scrollMargin: top,
    // Keyed by the row's first post and the column count, so a measured height is never reused
    // for a row that now holds different cards.
    getItemKey: (index) => `${columns}:${rows[index]?.[0]?.id ?? index}`,
  });
  const virtualRows = virtualizer.getVirtualItems();
  const lastRenderedRow = virtualRows.at(-1)?.index ?? -1;

  useEffect(() => {
    if (canLoadMore && lastRenderedRow >= rows.length - 1 - LOAD_AHEAD_ROWS) onLoadMore();
  }, [canLoadMore, lastRenderedRow, rows.length, onLoadMore]);

  return (
    <div ref={observe} role="list" aria-label="Your stashes" className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
      {virtualRows.map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          className="absolute top-0 left-0 grid w-full"
          style={{
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            gap: GRID_GAP,
            paddingBottom: GRID_GAP,
          }}
        >
          {rows[row.index]?.map((item, column) => (
            <div key={item.id} role="listitem" className="min-w-0" aria-setsize={Math.max(total ?? 0, items.length)} aria-posinset={row.index * columns + column + 1}>
              <StashCard item={item} now={now} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
