import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClassEventTemplateView, priceRange, recurrenceText } from './class-event-template';
import { sampleClassEvent, sparseClassEvent } from './sample-templates';

describe('ClassEventTemplateView', () => {
  it('shows the ticket, instructor and how it repeats', () => {
    render(<ClassEventTemplateView data={sampleClassEvent} />);
    expect(screen.getByRole('link', { name: /Get tickets/ })).toHaveAttribute('href', 'https://tickets.example.com/pottery');
    expect(screen.getByText('$45–$60')).toBeInTheDocument();
    expect(screen.getByText('Maya Ortiz')).toBeInTheDocument();
    expect(screen.getByText('MFA Ceramics')).toBeInTheDocument();
    expect(screen.getByText('Weekly on Sat until Feb 27, 2027')).toBeInTheDocument();
    expect(screen.getByText('Clay Space, 12 Kent St, Brooklyn')).toBeInTheDocument();
    expect(screen.getByText('16+')).toBeInTheDocument();
    expect(screen.getByText('12 people')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'What to expect' })).toHaveTextContent('Centre and throw two pieces');
    expect(screen.getByText(/Dec 5, 2026/)).toBeInTheDocument();
  });

  it('shows Not available for a sparse event and no ticket link', () => {
    render(<ClassEventTemplateView data={sparseClassEvent} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    // When, where, price, repeats, capacity, level, minimum age, and the instructor.
    expect(screen.getAllByText('Not available')).toHaveLength(8);
  });

  it('reads prices and recurrence as people say them', () => {
    expect(priceRange({ url: null, price_min: 0, price_max: null })).toBe('Free');
    expect(priceRange({ url: null, price_min: 20, price_max: 20 })).toBe('$20');
    expect(priceRange({ url: null, price_min: null, price_max: 12.5 })).toBe('$12.50');
    expect(recurrenceText({ type: 'MONTHLY', days: [], end_date: null })).toBe('Monthly');
    expect(recurrenceText({ type: 'weekly', days: ['Sat'], end_date: 'not a date' })).toBe('Weekly on Sat until Invalid date format');
  });
});
