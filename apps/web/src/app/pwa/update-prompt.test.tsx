import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createAppUpdate } from './app-update';
import { UPDATE_PROMPT_COPY, UpdatePrompt } from './update-prompt';
import { UpdatePromptHost } from './update-prompt-host';

describe('the new-version prompt', () => {
  it('stays away until a new version waits', () => {
    render(<UpdatePrompt update={createAppUpdate()} />);
    expect(screen.queryByText(UPDATE_PROMPT_COPY.title)).not.toBeInTheDocument();
  });

  it("offers the waiting version, and Reload applies it", async () => {
    const user = userEvent.setup();
    const update = createAppUpdate();
    const apply = vi.fn();
    render(<UpdatePrompt update={update} />);
    act(() => update.offer(apply));

    expect(screen.getByRole('region', { name: UPDATE_PROMPT_COPY.title })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`${UPDATE_PROMPT_COPY.title}${UPDATE_PROMPT_COPY.body}`);
    await user.click(screen.getByRole('button', { name: UPDATE_PROMPT_COPY.reload }));
    expect(apply).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(UPDATE_PROMPT_COPY.title)).not.toBeInTheDocument();
  });

  it('goes away on Later without applying, and returns for the next version', async () => {
    const user = userEvent.setup();
    const update = createAppUpdate();
    const apply = vi.fn();
    render(<UpdatePrompt update={update} />);
    act(() => update.offer(apply));
    await user.click(screen.getByRole('button', { name: UPDATE_PROMPT_COPY.later }));
    expect(screen.queryByText(UPDATE_PROMPT_COPY.title)).not.toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();

    act(() => update.offer(apply));
    expect(screen.getByText(UPDATE_PROMPT_COPY.title)).toBeInTheDocument();
  });

  it('is loaded into the app only once a new version waits', async () => {
    const update = createAppUpdate();
    const { container } = render(<UpdatePromptHost update={update} />);
    expect(container).toBeEmptyDOMElement();
    act(() => update.offer(vi.fn()));
    expect(await screen.findByRole('button', { name: UPDATE_PROMPT_COPY.reload })).toBeInTheDocument();
  });
});
