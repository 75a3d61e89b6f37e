import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useProfile } from '../../api/profile-hooks';
import { HomePage } from './home-page';
import { anaProfile } from '../../api/testing/fixtures';

vi.mock('../../api/profile-hooks', () => ({ useProfile: vi.fn() }));

const profile = anaProfile;

describe('HomePage', () => {
  it('greets the member by name and shows their email', () => {
    vi.mocked(useProfile).mockReturnValue({ isPending: false, isError: false, data: profile } as unknown as ReturnType<typeof useProfile>);
    render(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ana' })).toBeInTheDocument();
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
  });
});
