import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../lib/testing/render-with-providers';
import { GetStartedPage, LandingPage, OnboardPage } from './welcome-pages';

vi.mock('../../api/waitlist', () => ({ joinWaitlist: vi.fn() }));

describe('welcome pages', () => {
  it('the landing page says what Stash does and opens the waitlist', async () => {
    renderWithProviders(<LandingPage />, { at: '/landingpage', path: '/landingpage' });
    expect(screen.getByRole('heading', { level: 1, name: 'Keep what you find. Use it later.' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(within(screen.getByRole('dialog', { name: 'Join Our Waitlist' })).getByLabelText('Instagram handle')).toBeInTheDocument();
  });

  it('get-started explains the waitlist and the invite; onboard what follows an invite', () => {
    renderWithProviders(<GetStartedPage />, { at: '/get-started', path: '/get-started' });
    expect(screen.getByRole('heading', { name: /Step 1:\s*Join the waitlist/ })).toBeInTheDocument();
    renderWithProviders(<OnboardPage />, { at: '/onboard', path: '/onboard' });
    expect(screen.getByRole('link', { name: 'See how to get one' })).toHaveAttribute('href', '/get-started');
  });
});
