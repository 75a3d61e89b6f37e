import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hangUntilAborted, json } from '../../api/testing/fake-fetch';
import { makePost } from '../../api/testing/posts';
import { makeTag } from '../../api/testing/tags';
import { PostTagsEditor } from './post-tags-editor';
import { renderWithTags } from './testing/render-with-tags';

// The machine is shared and typing is slow under load: allow async waits more than the 1 s default.
configure({ asyncUtilTimeout: 4000 });

// Sonner keeps its toasts in module state: without this a toast of one test shows in the next.
afterEach(() => {
  toast.dismiss();
});

const coffee = makeTag('t-coffee', 'coffee', '#f59e0b');
const brunch = makeTag('t-brunch', 'Brunch', '#ef4444');
const arts = makeTag('t-arts', 'arts', '#8b5cf6');
const ALL = [coffee, brunch, arts];
const postTagOf = ({ id, name, color }: typeof coffee) => ({ id, name, color });

function renderEditor(options: Parameters<typeof renderWithTags>[1] = {}) {
  const post = makePost({ id: 'p1', tags: [{ id: coffee.id, name: coffee.name, color: coffee.color }] });
  const user = userEvent.setup();
  const rendered = renderWithTags(<PostTagsEditor postId="p1" tags={post.tags} />, {
    tags: ALL,
    postTags: { p1: ['t-coffee'] },
    feed: [post, makePost({ id: 'p2' })],
    ...options,
  });
  return { ...rendered, user };
}

function chipNames() {
  const list = screen.queryByRole('list', { name: 'Tags of this stash' });
  return list ? within(list).getAllByRole('listitem').map((item) => item.textContent) : [];
}

async function openPicker(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Edit tags' }));
  return screen.findByRole('checkbox', { name: 'coffee' });
}

const search = () => screen.getByRole('textbox', { name: 'Search or create tags' });

describe('the tag area', () => {
  it("shows the post's tags as chips", () => {
    renderEditor();
    expect(chipNames()).toEqual(['coffee']);
  });

  it('opens the picker with the tags sorted by name and the post’s tags ticked', async () => {
    const { user } = renderEditor();
    await openPicker(user);
    const boxes = within(screen.getByRole('list', { name: 'Available tags' })).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual(['arts', 'Brunch', 'coffee']);
    expect(screen.getByRole('checkbox', { name: 'coffee' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Brunch' })).not.toBeChecked();
    expect(search()).toHaveFocus();
  });
});

describe('committing the selection', () => {
  it("saves only on 'Save Tags', then shows the new tags here and on the feed's cached post", async () => {
    const { user, callsTo, feedPost } = renderEditor();
    await openPicker(user);
    await user.click(screen.getByRole('checkbox', { name: 'Brunch' }));
    await user.click(screen.getByRole('checkbox', { name: 'coffee' }));
    expect(callsTo('PUT /api/tags/post/p1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save Tags' }));

    expect(await screen.findByText('Tags saved')).toBeInTheDocument();
    expect(screen.getByText('Updated tags for this post')).toBeInTheDocument();
    expect(callsTo('PUT /api/tags/post/p1').map((call) => call.body)).toEqual([{ tagIds: ['t-brunch'] }]);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(chipNames()).toEqual(['Brunch']);
    expect(feedPost('p1')?.tags).toEqual([{ id: 't-brunch', name: 'Brunch', color: '#ef4444' }]);
    // Other posts are left as they were (same object).
    expect(feedPost('p2')?.tags).toEqual([]);
  });

  it("closes without a call when 'Save Tags' would save the tags the post already has", async () => {
    const { user, calls, feedPost } = renderEditor();
    await openPicker(user);
    await user.click(screen.getByRole('checkbox', { name: 'Brunch' }));
    await user.click(screen.getByRole('checkbox', { name: 'Brunch' }));
    await user.click(screen.getByRole('button', { name: 'Save Tags' }));

    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
    expect(chipNames()).toEqual(['coffee']);
    expect(feedPost('p1')?.tags.map((tag) => tag.id)).toEqual(['t-coffee']);
  });

  it('discards the selection on Cancel', async () => {
    const { user, calls, feedPost } = renderEditor();
    await openPicker(user);
    await user.click(screen.getByRole('checkbox', { name: 'arts' }));
    await user.click(screen.getByRole('checkbox', { name: 'coffee' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(chipNames()).toEqual(['coffee']);
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
    expect(feedPost('p1')?.tags.map((tag) => tag.id)).toEqual(['t-coffee']);

    // Opening again starts from the post's tags, not the discarded choice.
    await openPicker(user);
    expect(screen.getByRole('checkbox', { name: 'coffee' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'arts' })).not.toBeChecked();
  });

  it('Escape anywhere in the picker discards too, and does not reach the drawer around it', async () => {
    const drawerKeys = vi.fn();
    const user = userEvent.setup();
    const { calls } = renderWithTags(
      <div onKeyDown={(event) => drawerKeys(event.key)}>
        <PostTagsEditor postId="p1" tags={[postTagOf(coffee)]} />
      </div>,
      { tags: ALL, postTags: { p1: ['t-coffee'] } },
    );
    await openPicker(user);
    await user.click(screen.getByRole('checkbox', { name: 'arts' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    await openPicker(user);
    screen.getByRole('button', { name: 'Cancel' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(drawerKeys).not.toHaveBeenCalledWith('Escape');
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('keeps showing a tag of the post that the cached tag list does not know yet', async () => {
    const user = userEvent.setup();
    const elsewhere = { id: 't-elsewhere', name: 'Made on my phone', color: '#22c55e' as const };
    renderWithTags(<PostTagsEditor postId="p1" tags={[postTagOf(coffee), elsewhere]} />, { tags: ALL });
    await openPicker(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(chipNames()).toEqual(['coffee', 'Made on my phone']);
  });

  it("toasts 'Error saving tags' with the server's message and keeps the picker open", async () => {
    const { user } = renderEditor({
      overrides: { 'PUT /api/tags/post/p1': () => json(500, { error: 'Database down', code: 'SERVER_ERROR' }) },
    });
    await openPicker(user);
    await user.click(screen.getByRole('checkbox', { name: 'arts' }));
    await user.click(screen.getByRole('button', { name: 'Save Tags' }));
    expect(await screen.findByText('Error saving tags')).toBeInTheDocument();
    expect(screen.getByText('Database down')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'arts' })).toBeChecked();
    expect(chipNames()).toEqual([]);
  });
});

describe('creating a tag from the search text', () => {
  it('creates it on Enter in the suggested colour, ticks it and toasts', async () => {
    const { user, callsTo } = renderEditor();
    await openPicker(user);
    await user.type(search(), '  Date night  {Enter}');

    expect(await screen.findByText('Tag created')).toBeInTheDocument();
    // Red, amber and violet are in use: orange is the first preset no tag has.
    expect(callsTo('POST /api/tags').map((call) => call.body)).toEqual([{ name: 'Date night', color: '#f97316' }]);
    expect(await screen.findByRole('checkbox', { name: 'Date night' })).toBeChecked();
    expect(search()).toHaveValue('');
  });

  it('creates it with the button, in the colour the member picked', async () => {
    const { user, callsTo } = renderEditor();
    await openPicker(user);
    await user.type(search(), 'Rooftops');
    await user.click(screen.getByRole('button', { name: /Colour for the new tag/ }));
    await user.click(screen.getByRole('radio', { name: 'Cyan' }));
    await user.click(screen.getByRole('button', { name: 'Create “Rooftops”' }));
    await screen.findByText('Tag created');
    expect(callsTo('POST /api/tags')[0]?.body).toEqual({ name: 'Rooftops', color: '#06b6d4' });
  });

  it('does nothing for empty or blank text', async () => {
    const { user, callsTo } = renderEditor();
    await openPicker(user);
    await user.type(search(), '{Enter}');
    await user.type(search(), '    {Enter}');
    expect(screen.queryByRole('button', { name: /^Create/ })).not.toBeInTheDocument();
    expect(callsTo('POST /api/tags')).toHaveLength(0);
  });

  it("refuses 51 characters: 'Tag name too long'", async () => {
    const { user, callsTo } = renderEditor();
    await openPicker(user);
    await user.click(search());
    await user.paste('x'.repeat(51));
    expect(screen.getByRole('button', { name: /^Create/ })).toBeDisabled();
    expect(search()).toHaveAccessibleDescription('Tag names must be 50 characters or less');
    await user.type(search(), '{Enter}');
    expect(await screen.findByText('Tag name too long')).toBeInTheDocument();
    expect(screen.getAllByText('Tag names must be 50 characters or less').length).toBeGreaterThan(1);
    expect(callsTo('POST /api/tags')).toHaveLength(0);
  });

  it('accepts exactly 50 characters', async () => {
    const { user, callsTo } = renderEditor();
    await openPicker(user);
    await user.click(search());
    await user.paste('y'.repeat(50));
    await user.keyboard('{Enter}');
    await screen.findByText('Tag created');
    expect(callsTo('POST /api/tags')).toHaveLength(1);
  });

  it('does not create a name that exists in another case; Enter ticks the existing tag instead', async () => {
    const { user, callsTo } = renderEditor();
    await openPicker(user);
    await user.type(search(), 'BRUNCH');
    expect(screen.queryByRole('button', { name: /^Create/ })).not.toBeInTheDocument();
    await user.type(search(), '{Enter}');
    expect(screen.getByRole('checkbox', { name: 'Brunch' })).toBeChecked();
    expect(callsTo('POST /api/tags')).toHaveLength(0);
  });

  it('creates nothing while the tag list is still loading, as a taken name cannot be told yet', async () => {
    const { user, callsTo } = renderEditor({ overrides: { 'GET /api/tags': hangUntilAborted } });
    await user.click(screen.getByRole('button', { name: 'Edit tags' }));
    await user.type(search(), 'coffee{Enter}');
    expect(screen.getByRole('button', { name: 'Create “coffee”' })).toBeDisabled();
    expect(screen.getByText('Loading tags')).toBeInTheDocument();
    expect(callsTo('POST /api/tags')).toHaveLength(0);
  });

  it("toasts 'Error creating tag' with the server's reason", async () => {
    const { user } = renderEditor({
      overrides: { 'POST /api/tags': () => json(409, { error: 'A tag with this name already exists', code: 'VALIDATION_ERROR' }) },
    });
    await openPicker(user);
    await user.type(search(), 'Dupes{Enter}');
    expect(await screen.findByText('Error creating tag')).toBeInTheDocument();
    expect(screen.getByText('A tag with this name already exists')).toBeInTheDocument();
  });
});

describe('empty states and loading', () => {
  it("shows 'No tags yet. Create your first tag above!' when the member has none", async () => {
    const { user } = renderEditor({ tags: [], postTags: {} });
    await user.click(screen.getByRole('button', { name: 'Edit tags' }));
    expect(await screen.findByText('No tags yet. Create your first tag above!')).toBeInTheDocument();
  });

  it("shows 'No tags found matching' with the search text", async () => {
    const { user } = renderEditor();
    await openPicker(user);
    await user.type(search(), 'zebra');
    expect(screen.getByText('No tags found matching “zebra”')).toBeInTheDocument();
  });

  it('filters the list by the search text, ignoring case', async () => {
    const { user } = renderEditor();
    await openPicker(user);
    await user.type(search(), 'R');
    expect(within(screen.getByRole('list', { name: 'Available tags' })).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'arts',
      'Brunch',
    ]);
  });

  it("toasts 'Error loading tags' when the tags cannot be read", async () => {
    const { user } = renderEditor({ signedIn: false });
    await user.click(screen.getByRole('button', { name: 'Edit tags' }));
    expect(await screen.findByText('Error loading tags')).toBeInTheDocument();
    expect(screen.getByText('No valid authentication token')).toBeInTheDocument();
  });
});

describe('tag management from the picker', () => {
  it("opens 'Manage tags', and a rename there shows on the chips and the feed at once", async () => {
    const { user, feedPost } = renderEditor();
    await openPicker(user);
    await user.click(screen.getByRole('button', { name: 'Manage tags' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage tags' });
    await user.click(await within(dialog).findByRole('button', { name: 'Edit coffee' }));
    const field = within(dialog).getByRole('textbox', { name: 'Tag name' });
    await user.clear(field);
    await user.type(field, 'Espresso{Enter}');
    expect(await screen.findByText('Tag updated')).toBeInTheDocument();
    // The picker behind the dialog, hidden from assistive technology while the dialog is open.
    expect(screen.getByRole('checkbox', { name: 'Espresso', hidden: true })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(chipNames()).toEqual(['Espresso']);
    expect(feedPost('p1')?.tags.map((tag) => tag.name)).toEqual(['Espresso']);
  });

  it('drops a tag deleted there from the chips and from the selection that is saved', async () => {
    const { user, callsTo } = renderEditor();
    await openPicker(user);
    await user.click(screen.getByRole('checkbox', { name: 'arts' }));
    await user.click(screen.getByRole('button', { name: 'Manage tags' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage tags' });
    await user.click(await within(dialog).findByRole('button', { name: 'Delete coffee' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete tag' }));
    expect(await screen.findByText('Tag deleted')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Save Tags' }));
    await screen.findByText('Tags saved');
    expect(callsTo('PUT /api/tags/post/p1').map((call) => call.body)).toEqual([{ tagIds: ['t-arts'] }]);
    expect(chipNames()).toEqual(['arts']);
  });
});

describe('keyboard', () => {
  it('moves through the list with the arrow keys and ticks with Space', async () => {
    const { user } = renderEditor();
    await openPicker(user);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('checkbox', { name: 'arts' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('checkbox', { name: 'Brunch' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Brunch' })).toBeChecked();
    await user.keyboard('{End}');
    expect(screen.getByRole('checkbox', { name: 'coffee' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowUp}');
    expect(search()).toHaveFocus();
  });

  it('gives focus back to the edit button when the picker closes', async () => {
    const { user } = renderEditor();
    await openPicker(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit tags' })).toHaveFocus());
  });
});
