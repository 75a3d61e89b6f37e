import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Entity } from '@stash/shared';
import { createEntitiesApi } from './entities';
import { EntitiesApiContext, useAllEntities, useEntity, useEntityTypes, useNearbyEntities, usePostEntities } from './entities-hooks';
import { json, type Routes } from './testing/fake-fetch';
import { ana } from './testing/fixtures';
import { FRESH_TOKEN, setupApiClient } from './testing/setup-api-client';

function entity(id: string, name = id): Entity {
  return {
    entity_id: id,
    entity_name: name,
    entity_type: 'event',
    routing_class: 'Eventish',
    category: null,
    entity_data: { raw_data: {}, enrichment_data: {} },
    latitude: null,
    longitude: null,
    created_at: '2026-05-01T12:00:00.000Z',
    updated_at: '2026-05-01T12:00:00.000Z',
  };
}

function setup(routes: Routes) {
  const api = setupApiClient(routes);
  api.client.signIn({ accessToken: FRESH_TOKEN, refreshToken: 'refresh-1', user: ana });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <EntitiesApiContext.Provider value={createEntitiesApi(api.client, { log: () => {} })}>{children}</EntitiesApiContext.Provider>
    </QueryClientProvider>
  );
  return { ...api, wrapper, queryClient };
}

describe('entity hooks', () => {
  it('shares one call among the screens that read every entity', async () => {
    const { wrapper, calls } = setup({ 'GET /api/entities?limit=100': () => json(200, { entities: [entity('a')], next_cursor: null, has_more: false }) });
    const { result } = renderHook(() => ({ one: useAllEntities(), two: useAllEntities() }), { wrapper });
    await waitFor(() => expect(result.current.two.isSuccess).toBe(true));
    expect(result.current.one.data?.map((item) => item.entity_id)).toEqual(['a']);
    expect(calls).toHaveLength(1);
  });

  it('shows the entity from navigation state at once, then the server copy; null when gone', async () => {
    const { wrapper } = setup({
      'GET /api/entities/a': () => json(200, entity('a', 'From server')),
      'GET /api/entities/gone': () => json(404, { error: 'Entity not found', code: 'NOT_FOUND' }),
    });
    const { result } = renderHook(() => ({ a: useEntity('a', entity('a', 'From state')), gone: useEntity('gone') }), { wrapper });
    expect(result.current.a.data?.entity_name).toBe('From state');
    await waitFor(() => expect(result.current.a.data?.entity_name).toBe('From server'));
    await waitFor(() => expect(result.current.gone.isSuccess).toBe(true));
    expect(result.current.gone.data).toBeNull();
  });

  it('waits for a position before asking for nearby entities, and answers empty types on failure', async () => {
    const { wrapper, calls } = setup({ 'GET /api/entities/types': () => json(500, { error: 'Boom' }) });
    const { result } = renderHook(() => ({ nearby: useNearbyEntities(null), types: useEntityTypes() }), { wrapper });
    await waitFor(() => expect(result.current.types.isSuccess).toBe(true));
    expect(result.current.types.data).toEqual({ types: [], total: 0 });
    expect(result.current.nearby.fetchStatus).toBe('idle');
    expect(calls.map((call) => call.url)).toEqual(['/api/entities/types']);
  });
});

describe("a stash's entities (spec sections 4 and 9: reused 5 minutes, one shared request)", () => {
  const route = 'POST /api/entities/message/p1';
  const answer = () => json(200, { stash_id: 'p1', count: 1, entities: [{ ...entity('e1'), link_data: { stash_id: 'p1', created_at: '2026-05-01T12:00:00.000Z' } }] });

  afterEach(() => vi.useRealTimers());

  it('shares one request among the parts of a drawer that ask at once', async () => {
    const { wrapper, callsTo } = setup({ [route]: answer });
    const { result } = renderHook(() => [usePostEntities('p1'), usePostEntities('p1'), usePostEntities('p1', { select: (found) => found.count })], { wrapper });
    await waitFor(() => expect(result.current.every((query) => query.isSuccess)).toBe(true));
    expect(result.current[2]?.data).toBe(1);
    expect(callsTo(route)).toHaveLength(1);
  });

  it('reuses the answer for a drawer opened again within 5 minutes, then asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { wrapper, callsTo } = setup({ [route]: answer });
    const first = renderHook(() => usePostEntities('p1'), { wrapper });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    first.unmount();

    vi.setSystemTime(Date.now() + 5 * 60_000 - 1_000);
    const again = renderHook(() => usePostEntities('p1'), { wrapper });
    expect(again.result.current.data?.count).toBe(1);
    // Time for a refetch to reach the network, were one started.
    await new Promise((resolve) => setTimeout(resolve, 20));
    again.unmount();
    expect(callsTo(route)).toHaveLength(1);

    vi.setSystemTime(Date.now() + 2_000);
    renderHook(() => usePostEntities('p1'), { wrapper });
    await waitFor(() => expect(callsTo(route)).toHaveLength(2));
  });
});
