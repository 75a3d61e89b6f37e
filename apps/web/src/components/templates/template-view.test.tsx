import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { EntityTemplate } from '@stash/shared';
import { sampleClassEvent, sampleGuideList, sampleRecipe, sampleRestaurant, sampleWorkout } from './sample-templates';
import { EntityTemplateView, templateOf } from './template-view';

const withTemplate = (template: unknown) => ({ entity_data: { raw_data: { details: { template } }, enrichment_data: {} } });

describe('EntityTemplateView', () => {
  const cases: Array<[EntityTemplate, string]> = [
    [{ kind: 'restaurant', data: sampleRestaurant }, 'Restaurant: Lilia'],
    [{ kind: 'recipe', data: sampleRecipe }, 'Recipe: Crispy chilli oil noodles'],
    [{ kind: 'class_event', data: sampleClassEvent }, 'Class or event: Beginner pottery wheel class'],
    [{ kind: 'workout', data: sampleWorkout }, 'Workout: 20-minute dumbbell EMOM'],
    [{ kind: 'guide_list', data: sampleGuideList }, 'Guide · Lisbon: A perfect Saturday in Lisbon'],
  ];

  it.each(cases)('renders the %# template by its kind', (template, name) => {
    render(
      <MemoryRouter>
        <EntityTemplateView entity={withTemplate(template)} type="RESTAURANT" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('article', { name })).toBeInTheDocument();
  });

  it("says 'No template found for {type}' without a template, or with one that does not fit", () => {
    const { unmount } = render(<EntityTemplateView entity={{ entity_data: { raw_data: {}, enrichment_data: {} } }} type="PRODUCT" />);
    expect(screen.getByText('No template found for PRODUCT')).toBeInTheDocument();
    unmount();
    render(<EntityTemplateView entity={withTemplate({ kind: 'recipe', data: { dish: 'Soup' } })} type="RECIPE" />);
    expect(screen.getByText('No template found for RECIPE')).toBeInTheDocument();
  });

  it('finds the template only where the server keeps it', () => {
    expect(templateOf(withTemplate({ kind: 'recipe', data: sampleRecipe }))?.kind).toBe('recipe');
    expect(templateOf({ entity_data: { raw_data: { template: { kind: 'recipe', data: sampleRecipe } }, enrichment_data: {} } })).toBeNull();
  });
});
