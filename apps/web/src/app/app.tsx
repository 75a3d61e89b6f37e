import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { AppToaster } from './app-toaster';
import { ErrorBoundary } from './error-boundary';
import { UpdatePromptHost } from './pwa/update-prompt-host';
import { SessionCacheReset } from './session-cache-reset';
import { ThemeProvider } from './theme/theme-provider';

interface AppProps {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
}

export function App({ router, queryClient }: AppProps) {
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          <SessionCacheReset />
          <RouterProvider router={router} />
          <AppToaster />
          <UpdatePromptHost />
        </ThemeProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
