import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RecipeTemplateView } from './recipe-template';
import { sampleRecipe, sparseRecipe } from './sample-templates';

describe('RecipeTemplateView', () => {
  it('scales ingredient quantities with the servings', async () => {
    const user = userEvent.setup();
    render(<RecipeTemplateView data={sampleRecipe} />);
    const ingredients = screen.getByRole('list', { name: 'Ingredients' });
    expect(within(ingredients).getByText('200 g wheat noodles')).toBeInTheDocument();
    expect(within(ingredients).getByText('1.5 tbsp soy sauce')).toBeInTheDocument();
    expect(screen.getByText('2 servings')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'More servings' }));
    expect(screen.getByText('3 servings')).toBeInTheDocument();
    expect(within(ingredients).getByText('300 g wheat noodles')).toBeInTheDocument();
    expect(within(ingredients).getByText('2.25 tbsp soy sauce')).toBeInTheDocument();
    expect(within(ingredients).getByText('spring onions (to serve)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Fewer servings' }));
    await user.click(screen.getByRole('button', { name: 'Fewer servings' }));
    expect(within(ingredients).getByText('100 g wheat noodles')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fewer servings' })).toBeDisabled();
  });

  it('lets the cook tick off ingredients and steps', async () => {
    const user = userEvent.setup();
    render(<RecipeTemplateView data={sampleRecipe} />);
    const noodles = screen.getByRole('checkbox', { name: '200 g wheat noodles' });
    await user.click(noodles);
    expect(noodles).toBeChecked();
    const firstStep = screen.getByRole('checkbox', { name: /Boil the noodles/ });
    expect(firstStep).not.toBeChecked();
    await user.click(firstStep);
    expect(firstStep).toBeChecked();
    await user.click(noodles);
    expect(noodles).not.toBeChecked();
    expect(screen.getAllByRole('checkbox')).toHaveLength(7);
  });

  it('shows times and difficulty, and Not available where the post gave none', () => {
    const { unmount } = render(<RecipeTemplateView data={sampleRecipe} />);
    expect(screen.getByText('25 min')).toBeInTheDocument();
    expect(screen.getByText('easy')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Equipment' })).toHaveTextContent('Large pot');
    unmount();

    render(<RecipeTemplateView data={sparseRecipe} />);
    // Three times, difficulty, servings, and the steps.
    expect(screen.getAllByText('Not available')).toHaveLength(6);
    expect(screen.queryByRole('list', { name: 'Equipment' })).not.toBeInTheDocument();
  });

  it('scales by batches when the post gives no servings', async () => {
    const user = userEvent.setup();
    render(<RecipeTemplateView data={sparseRecipe} />);
    expect(screen.getByText('1 batches')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More batches' }));
    expect(screen.getByRole('checkbox', { name: '2 onion' })).toBeInTheDocument();
  });
});
