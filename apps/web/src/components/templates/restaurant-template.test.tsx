import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RestaurantTemplateView } from './restaurant-template';
import { sampleRestaurant, sparseRestaurant } from './sample-templates';

describe('RestaurantTemplateView', () => {
  it('shows where it is, its price and rating, the hours and the booking links', () => {
    // 2026-11-27 is a Friday: the Fri-Sat row is today's.
    const { container } = render(<RestaurantTemplateView data={sampleRestaurant} now={new Date(2026, 10, 27, 19)} />);
    const facts = container.querySelector('dl')!;
    expect(within(facts).getByText('Williamsburg, Brooklyn')).toBeInTheDocument();
    expect(within(facts).getByText('$$$')).toBeInTheDocument();
    expect(within(facts).getByText('Italian')).toBeInTheDocument();
    expect(within(facts).getByText('4.7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+1 718-576-3095' })).toHaveAttribute('href', 'tel:+1 718-576-3095');
    expect(screen.getByRole('link', { name: /Book on Resy/ })).toHaveAttribute('href', 'https://resy.com/cities/ny/lilia');
    expect(screen.getByRole('link', { name: /Book direct/ })).toHaveAttribute('href', 'https://www.lilianewyork.com/reservations');
    expect(screen.queryByRole('link', { name: /OpenTable/ })).not.toBeInTheDocument();
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveAttribute('aria-current', 'date');
    expect(rows[1]).toHaveTextContent('Fri-Sat5:00 PM–11:00 PM');
    expect(screen.getByRole('list', { name: 'Highlights' })).toHaveTextContent('Mafaldini');
  });

  it('says Not available for what a sparse post leaves out, and offers no booking', () => {
    render(<RestaurantTemplateView data={sparseRestaurant} />);
    expect(screen.getByRole('heading', { name: 'Corner Noodle Bar' })).toBeInTheDocument();
    // Area, address, cuisine, price, rating, phone and the hours.
    expect(screen.getAllByText('Not available')).toHaveLength(7);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('never links a booking address that is not http(s)', () => {
    render(<RestaurantTemplateView data={{ ...sparseRestaurant, booking_links: { opentable: 'javascript:alert(1)', resy: null, direct: null } }} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
