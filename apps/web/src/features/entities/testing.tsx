// Test helpers of the entity screens: entity builders and a render with a stand-in entities API.
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { Entity } from '@stash/shared';
import type { EntitiesApi } from '../../api/entities';
import { EntitiesApiContext } from '../../api/entities-hooks';

let sequence = 0;

type EntityOverrides = Partial<Omit<Entity, 'entity_data'>> & {
  raw?: Record<string, unknown>;
  details?: Record<string, unknown>;
  enrichment?: Record<string, unknown>;
};

export function makeEntity({ raw = {}, details, enrichment = {}, ...overrides }: EntityOverrides = {}): Entity {
  sequence += 1;
  return {
    entity_id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    entity_name: `Entity ${sequence}`,
    entity_type: 'venue',
    routing_class: 'PhysicalVenue',
    category: null,
    entity_data: { raw_data: details ? { ...raw, details } : raw, enrichment_data: enrichment },
    latitude: null,
    longitude: null,
    created_at: '2026-05-01T12:00:00.000Z',
    updated_at: '2026-05-01T12:00:00.000Z',
    ...overrides,
  };
}

/** An entities API whose calls are mocks; unset calls never answer (a screen stays loading). */
export function fakeEntitiesApi(overrides: Partial<Record<keyof EntitiesApi, ReturnType<typeof vi.fn>>> = {}) {
  const never = () => vi.fn(() => new Promise(() => {}));
  const api = {
    getEntity: never(),
    getRelatedEntities: vi.fn(async (id: string) => ({ entity_id: id, related_entities: [], total: 0 })),
    getTrendingEntities: vi.fn(async () => ({ entities: [] })),
    getEntityTypes: vi.fn(async () => ({ types: [], total: 0 })),
    ...overrides,
  };
  return api as typeof api & EntitiesApi;
}

function LocationProbe() {
  const location = useLocation();
  return (
    <>
      <div data-testid="location">{location.pathname + location.search}</div>
      <div data-testid="location-state">{JSON.stringify(location.state ?? null)}</div>
    </>
  );
}

interface RenderOptions {
  api: EntitiesApi;
  at: string | { pathname: string; state?: unknown };
  routes: Array<{ path: string; element: ReactElement }>;
}

export function renderWithEntitiesApi({ api, at, routes }: RenderOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <EntitiesApiContext.Provider value={api}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            {routes.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </EntitiesApiContext.Provider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
