import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { postSchema } from '@stash/shared';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { CARD_VARIANTS } from './sample-posts';
import { StashCardsPage } from './stash-cards-page';

describe('StashCardsPage', () => {
  it('shows a card for every variant', () => {
    renderWithProviders(<StashCardsPage />, { at: '/_stash-cards', path: '/_stash-cards' });
    const variants = within(screen.getByRole('list', { name: 'Card variants' })).getAllByRole('listitem', { name: /./ });
    expect(variants.map((item) => item.getAttribute('aria-label'))).toEqual(CARD_VARIANTS.map((variant) => variant.name));
    const tags = screen.getByRole('listitem', { name: 'Tags and hashtags (more than three)' });
    expect(within(tags).getByText('+2')).toBeInTheDocument();
    const failed = screen.getByRole('listitem', { name: 'Organising failed' });
    expect(within(failed).getByText('The post is private or was removed.')).toBeInTheDocument();
  });

  it('uses posts of the server shape', () => {
    for (const variant of CARD_VARIANTS) expect(postSchema.safeParse(variant.post).success).toBe(true);
  });
});
