import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SystemBannerMessage } from '../lib/system-banner-message';
import { SYSTEM_BANNER_DISMISSED_KEY, SystemBanner } from './system-banner';

const maintenance: SystemBannerMessage = {
  headline: 'Scheduled maintenance',
  body: 'Saving pauses for ten minutes at 22:00 UTC.',
  variant: 'warning',
};

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('SystemBanner', () => {
  it('shows the headline and the body', () => {
    render(<SystemBanner message={maintenance} />);
    const banner = screen.getByRole('alert', { name: 'Scheduled maintenance' });
    expect(banner).toHaveTextContent('Scheduled maintenance');
    expect(banner).toHaveTextContent('Saving pauses for ten minutes at 22:00 UTC.');
  });

  it.each([
    ['warning', 'alert'],
    ['error', 'alert'],
    ['info', 'status'],
    ['success', 'status'],
  ] as const)('has a %s variant', (variant, role) => {
    render(<SystemBanner message={{ ...maintenance, variant }} />);
    const banner = screen.getByRole(role, { name: 'Scheduled maintenance' });
    expect(banner).toHaveAttribute('data-variant', variant);
  });

  it('renders nothing when there is no message (the feature flag is off)', () => {
    const { container } = render(<SystemBanner message={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('stays dismissed for the rest of the session, in session storage only', async () => {
    const first = render(<SystemBanner message={maintenance} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(SYSTEM_BANNER_DISMISSED_KEY).toBe('stash_system_banner_dismissed');
    expect(sessionStorage.getItem(SYSTEM_BANNER_DISMISSED_KEY)).not.toBeNull();
    expect(localStorage.length).toBe(0);
    first.unmount();

    // Another screen (or a reload in the same tab) mounts it again: still dismissed.
    render(<SystemBanner message={maintenance} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows again in a new session', async () => {
    const first = render(<SystemBanner message={maintenance} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
    first.unmount();
    sessionStorage.clear();
    render(<SystemBanner message={maintenance} />);
    expect(screen.getByRole('alert', { name: 'Scheduled maintenance' })).toBeInTheDocument();
  });

  it('shows a different announcement even after the last one was dismissed', async () => {
    const first = render(<SystemBanner message={maintenance} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
    first.unmount();
    render(<SystemBanner message={{ headline: 'We are back', body: 'Thanks for waiting.', variant: 'success' }} />);
    expect(screen.getByRole('status', { name: 'We are back' })).toBeInTheDocument();
  });

  it('still dismisses when storage is blocked', async () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    render(<SystemBanner message={maintenance} storage={blocked} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
