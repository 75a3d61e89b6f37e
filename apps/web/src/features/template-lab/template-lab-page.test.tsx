import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TemplateLabPage } from './template-lab-page';

function renderLab() {
  render(
    <MemoryRouter>
      <TemplateLabPage />
    </MemoryRouter>,
  );
}

describe('TemplateLabPage', () => {
  it('shows each of the five templates with full sample data', () => {
    renderLab();
    for (const [section, article] of [
      ['Restaurant template', 'Restaurant: Lilia'],
      ['Recipe template', 'Recipe: Crispy chilli oil noodles'],
      ['Class event template', 'Class or event: Beginner pottery wheel class'],
      ['Workout template', 'Workout: 20-minute dumbbell EMOM'],
      ['Guide list template', 'Guide · Lisbon: A perfect Saturday in Lisbon'],
    ] as const) {
      expect(within(screen.getByRole('region', { name: section })).getByRole('article', { name: article })).toBeInTheDocument();
    }
    expect(screen.getByText('No template found for PRODUCT')).toBeInTheDocument();
  });

  it('switches to sparse data', async () => {
    const user = userEvent.setup();
    renderLab();
    await user.click(screen.getByRole('radio', { name: 'sparse data' }));
    expect(screen.getByRole('radio', { name: 'sparse data' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('article', { name: 'Restaurant: Corner Noodle Bar' })).toBeInTheDocument();
    expect(screen.getByText('No guide data available')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});
