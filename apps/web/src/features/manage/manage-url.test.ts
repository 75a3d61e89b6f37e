import { describe, expect, it } from 'vitest';
import { activeFilterCount, filterKey, readManageState, withFilter, writeManageState } from './manage-url';

const IMPORT = '7d0f0c1e-2b3a-4c5d-8e9f-0a1b2c3d4e5f';

describe('the address of /manage', () => {
  it('reads the filter, view, sort and grouping, and writes them back the same', () => {
    const params = new URLSearchParams(`category=food&has_place=true&import_id=${IMPORT}&platform=tiktok&view=kanban&group=tag&sort_by=title&sort=asc&stash=abc`);
    const state = readManageState(params);
    expect(state).toEqual({
      filter: { category: 'food', has_place: true, import_id: IMPORT, platform: 'tiktok' },
      view: 'kanban',
      group: 'tag',
      sortBy: 'title',
      sort: 'asc',
    });
    const written = writeManageState(state, params);
    // Parameters /manage does not own (the drawer's) are kept.
    expect(written.get('stash')).toBe('abc');
    expect(readManageState(written)).toEqual(state);
  });

  it('drops values the filter refuses and falls back to the defaults', () => {
    const state = readManageState(new URLSearchParams('platform=myspace&tag_id=nope&has_place=maybe&view=cards&sort=up&date_from=yesterday'));
    expect(state).toEqual({ filter: {}, view: 'table', sortBy: 'saved', sort: 'desc', group: 'category' });
  });

  it('leaves defaults and cleared filters out of the address', () => {
    const state = readManageState(new URLSearchParams('category=food'));
    expect(writeManageState({ ...state, filter: withFilter(state.filter, 'category', undefined) }).toString()).toBe('');
    expect(writeManageState({ ...state, view: 'grid' }).toString()).toBe('category=food&view=grid');
  });

  it('counts filters and keys them whatever the order of their fields', () => {
    expect(activeFilterCount({ category: 'food', has_upcoming_event: true })).toBe(2);
    expect(filterKey({ category: 'food', status: 'failed' })).toBe(filterKey({ status: 'failed', category: 'food' }));
    expect(filterKey({ category: 'food' })).not.toBe(filterKey({ category: 'travel' }));
  });
});
