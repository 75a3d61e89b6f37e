import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../api/testing/fake-fetch';
import { makePost } from '../../api/testing/posts';
import { makeTag } from '../../api/testing/tags';
import { ManageTagsDialog } from './manage-tags-dialog';
import { renderWithTags } from './testing/render-with-tags';

configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  toast.dismiss();
});

const coffee = makeTag('t-coffee', 'coffee', '#f59e0b');
const brunch = makeTag('t-brunch', 'Brunch', '#ef4444');
const postTag = (tag: typeof coffee) => ({ id: tag.id, name: tag.name, color: tag.color });

function renderManager(options: Parameters<typeof renderWithTags>[1] = {}) {
  const onClose = vi.fn();
  const user = userEvent.setup();
  const rendered = renderWithTags(<ManageTagsDialog open onClose={onClose} />, {
    tags: [coffee, brunch],
    postTags: { p1: ['t-coffee', 't-brunch'], p2: ['t-coffee'] },
    feed: [makePost({ id: 'p1', tags: [postTag(brunch), postTag(coffee)] }), makePost({ id: 'p2', tags: [postTag(coffee)] })],
    ...options,
  });
  return { ...rendered, user, onClose };
}

const list = () => screen.findByRole('list', { name: 'Your tags' });
const nameField = () => screen.getByRole('textbox', { name: 'Tag name' });

describe('the list', () => {
  it('lists the tags by name with how many stashes carry each', async () => {
    renderManager();
    const items = within(await list()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Brunch'),
      expect.stringContaining('coffee'),
    ]);
    await waitFor(() => expect(items[1]).toHaveTextContent('2 stashes'));
    expect(items[0]).toHaveTextContent('1 stash');
  });
});

describe('loading', () => {
  it("toasts 'Error loading tags' when the tags cannot be read", async () => {
    renderManager({ signedIn: false });
    expect(await screen.findByText('Error loading tags')).toBeInTheDocument();
    expect(screen.getByText('No valid authentication token')).toBeInTheDocument();
  });
});

describe('renaming and recolouring', () => {
  it("renames a tag: 'Tag updated', and every cached post shows the new name", async () => {
    const { user, callsTo, feedPost } = renderManager();
    await list();
    await user.click(screen.getByRole('button', { name: 'Edit coffee' }));
    expect(nameField()).toHaveFocus();
    await user.clear(nameField());
    await user.type(nameField(), '  Coffee spots ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Tag updated')).toBeInTheDocument();
    expect(callsTo('PUT /api/tags/t-coffee').map((call) => call.body)).toEqual([{ name: 'Coffee spots' }]);
    expect(within(await list()).getByText('Coffee spots')).toBeInTheDocument();
    expect(feedPost('p2')?.tags).toEqual([{ id: 't-coffee', name: 'Coffee spots', color: '#f59e0b' }]);
    expect(feedPost('p1')?.tags.map((tag) => tag.name)).toEqual(['Brunch', 'Coffee spots']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Coffee spots' })).toHaveFocus());
  });

  it('recolours a tag and the cached posts follow', async () => {
    const { user, callsTo, feedPost } = renderManager();
    await list();
    await user.click(screen.getByRole('button', { name: 'Edit Brunch' }));
    await user.click(screen.getByRole('radio', { name: 'Pink' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Tag updated')).toBeInTheDocument();
    expect(callsTo('PUT /api/tags/t-brunch').map((call) => call.body)).toEqual([{ color: '#ec4899' }]);
    expect(feedPost('p1')?.tags.find((tag) => tag.id === 't-brunch')?.color).toBe('#ec4899');
  });

  it.each([
    ['   ', 'Tag name cannot be empty'],
    ['z'.repeat(51), 'Tag name must be 50 characters or less'],
    ['BRUNCH', 'A tag with this name already exists'],
  ])('refuses the name %j before any call: %s', async (name, message) => {
    const { user, callsTo } = renderManager();
    await list();
    await user.click(screen.getByRole('button', { name: 'Edit coffee' }));
    await user.clear(nameField());
    await user.click(nameField());
    await user.paste(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(nameField()).toHaveAccessibleDescription(message);
    expect(nameField()).toBeInvalid();
    expect(callsTo('PUT /api/tags/t-coffee')).toHaveLength(0);
  });

  it('lets a tag keep its own name in another case', async () => {
    const { user, callsTo } = renderManager();
    await list();
    await user.click(screen.getByRole('button', { name: 'Edit coffee' }));
    await user.clear(nameField());
    await user.type(nameField(), 'Coffee');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Tag updated');
    expect(callsTo('PUT /api/tags/t-coffee').map((call) => call.body)).toEqual([{ name: 'Coffee' }]);
  });

  it("shows the server's refusal by the field and toasts 'Error updating tag'", async () => {
    const { user } = renderManager({
      overrides: { 'PUT /api/tags/t-coffee': () => json(409, { error: 'A tag with this name already exists', code: 'VALIDATION_ERROR' }) },
    });
    await list();
    await user.click(screen.getByRole('button', { name: 'Edit coffee' }));
    await user.type(nameField(), ' beans');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Error updating tag')).toBeInTheDocument();
    expect(nameField()).toHaveAccessibleDescription('A tag with this name already exists');
  });

  it('Cancel and Escape leave the form without a call; Escape then closes the dialog', async () => {
    const { user, calls, onClose } = renderManager();
    await list();
    await user.click(screen.getByRole('button', { name: 'Edit coffee' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Tag name' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit coffee' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Tag name' })).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });
});

describe('deleting', () => {
  it("asks first, then deletes: 'Tag deleted', gone from the list and from every cached post", async () => {
    const { user, callsTo, feedPost } = renderManager();
    await list();
    await user.click(screen.getByRole('button', { name: 'Delete coffee' }));
    const question = screen.getByRole('alertdialog');
    expect(question).toHaveTextContent('Delete “coffee”?');
    expect(callsTo('DELETE /api/tags/t-coffee')).toHaveLength(0);

    await user.click(within(question).getByRole('button', { name: 'Delete tag' }));

    expect(await screen.findByText('Tag deleted')).toBeInTheDocument();
    expect(callsTo('DELETE /api/tags/t-coffee')).toHaveLength(1);
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Your tags' })).queryByText('coffee')).not.toBeInTheDocument());
    expect(feedPost('p1')?.tags.map((tag) => tag.id)).toEqual(['t-brunch']);
    expect(feedPost('p2')?.tags).toEqual([]);
  });

  it('keeps the tag when the member changes their mind', async () => {
    const { user, callsTo } = renderManager();
    await list();
    await user.click(screen.getByRole('button', { name: 'Delete coffee' }));
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo('DELETE /api/tags/t-coffee')).toHaveLength(0);
    expect(screen.getByText('coffee')).toBeInTheDocument();
  });

  it("toasts 'Error deleting tag' with the server's message and keeps the tag", async () => {
    const { user, feedPost } = renderManager({
      overrides: { 'DELETE /api/tags/t-coffee': () => json(500, { error: 'Database down', code: 'SERVER_ERROR' }) },
    });
    await list();
    await user.click(screen.getByRole('button', { name: 'Delete coffee' }));
    await user.click(screen.getByRole('button', { name: 'Delete tag' }));
    expect(await screen.findByText('Error deleting tag')).toBeInTheDocument();
    expect(screen.getByText('Database down')).toBeInTheDocument();
    expect(feedPost('p2')?.tags.map((tag) => tag.id)).toEqual(['t-coffee']);
  });
});
