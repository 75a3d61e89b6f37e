// Who gets the desktop add button, and how other parts of the layout open the same dialog.
import { renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ana } from '../../api/testing/fixtures';
import { useSession } from '../../api/use-session';
import { useSaveLinkDialog } from './save-link-context';
import { renderSaveLink } from './testing/render-save-link';

vi.mock('../../api/use-session', () => ({ useSession: vi.fn() }));

const signedIn = () => vi.mocked(useSession).mockReturnValue({ status: 'signed_in', user: ana });
const signedOut = () => vi.mocked(useSession).mockReturnValue({ status: 'signed_out', user: null });

/** Stands in for the mobile bottom bar's central add button or the home page's call to action. */
function OtherOpener() {
  const { open } = useSaveLinkDialog();
  return (
    <button type="button" onClick={open}>
      Add from elsewhere
    </button>
  );
}

describe('FloatingAddButton', () => {
  it('shows members a round add button for desktop only', () => {
    signedIn();
    renderSaveLink();
    const button = screen.getByRole('button', { name: 'Save a link' });
    // jsdom applies no CSS, so the breakpoint is checked through the classes that set it.
    expect(button).toHaveClass('hidden', 'md:inline-flex', 'fixed', 'rounded-full');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('is not offered to visitors', () => {
    signedOut();
    renderSaveLink();
    expect(screen.queryByRole('button', { name: 'Save a link' })).not.toBeInTheDocument();
  });

  it('stays off the claim pages', () => {
    signedIn();
    renderSaveLink(undefined, { at: '/claim/abc', path: '/claim/:token' });
    expect(screen.queryByRole('button', { name: 'Save a link' })).not.toBeInTheDocument();
  });
});

describe('useSaveLinkDialog', () => {
  it('opens the same dialog from anywhere inside the provider', async () => {
    signedIn();
    const user = userEvent.setup();
    renderSaveLink(undefined, { extra: <OtherOpener /> });
    await user.click(screen.getByRole('button', { name: 'Add from elsewhere' }));
    expect(screen.getByRole('dialog', { name: 'Save a Link' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('keeps the dialog shut for a visitor', async () => {
    signedOut();
    const user = userEvent.setup();
    renderSaveLink(undefined, { extra: <OtherOpener /> });
    await user.click(screen.getByRole('button', { name: 'Add from elsewhere' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says where it belongs when used outside the provider', () => {
    // React reports the thrown render error on the console; that noise is expected here.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useSaveLinkDialog())).toThrow('useSaveLinkDialog must be used inside <SaveLinkProvider>');
    quiet.mockRestore();
  });
});
