import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { connectionStatus } from '../lib/connection-status';
import { OFFLINE_MESSAGE, OfflineBanner } from './offline-banner';

afterEach(() => {
  act(() => connectionStatus.reportReachable());
  sessionStorage.clear();
});

describe('the offline banner', () => {
  it('shows while Stash cannot be reached and goes when it can', () => {
    render(<OfflineBanner />);
    expect(screen.queryByText(OFFLINE_MESSAGE.headline)).not.toBeInTheDocument();
    act(() => connectionStatus.reportUnreachable());
    expect(screen.getByRole('alert', { name: OFFLINE_MESSAGE.headline })).toHaveTextContent(OFFLINE_MESSAGE.body);
    act(() => connectionStatus.reportReachable());
    expect(screen.queryByText(OFFLINE_MESSAGE.headline)).not.toBeInTheDocument();
  });

  it('can be dismissed, and comes back the next time the app goes offline', async () => {
    const user = userEvent.setup();
    render(<OfflineBanner />);
    act(() => connectionStatus.reportUnreachable());
    await user.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
    expect(screen.queryByText(OFFLINE_MESSAGE.headline)).not.toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);

    act(() => connectionStatus.reportReachable());
    act(() => connectionStatus.reportUnreachable());
    expect(screen.getByText(OFFLINE_MESSAGE.headline)).toBeInTheDocument();
  });
});
