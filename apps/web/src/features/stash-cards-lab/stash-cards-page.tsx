// /_stash-cards (members only, spec section 2): the stash card in each of its states, side by side,
// at the feed's column widths, for checking by eye and by e2e.
import { useState } from 'react';
import { StashCard } from '../../components/stash-card/stash-card';
import { toStashItem } from '../../lib/post-mapping';
import { CARD_VARIANTS } from './sample-posts';

export function StashCardsPage() {
  // One clock for every card, as in the feed.
  const [now] = useState(() => Date.now());
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6">
      <header>
        <h1 className="text-2xl font-bold text-ink">Stash cards</h1>
        <p className="text-sm text-ink-muted">Every state a stash card has.</p>
      </header>
      <ul aria-label="Card variants" className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {CARD_VARIANTS.map((variant) => (
          <li key={variant.post.id} aria-label={variant.name} className="flex flex-col gap-2">
            <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{variant.name}</p>
            <StashCard item={toStashItem(variant.post)} now={now} />
          </li>
        ))}
      </ul>
    </div>
  );
}
