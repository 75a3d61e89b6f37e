// Test helper: renders a screen inside the providers the app gives it (router, queries, toasts).
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from 'sonner';

/** Shows where the router ended up, so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

interface Options {
  /** The URL the test starts at. */
  at: string;
  /** The route pattern the screen is mounted on, such as '/claim/:token'. */
  path: string;
}

export function renderWithProviders(screen: ReactElement, { at, path }: Options) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path={path} element={screen} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <Toaster theme="light" />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
