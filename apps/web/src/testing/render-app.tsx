import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { createQueryClient } from '../app/provider';

/** Shows the router's current path so tests can assert where the app navigated. */
function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/**
 * Renders `element` at `path` inside the real providers (React Query, router, toasts) under
 * StrictMode. Other paths render a marker with their name, so redirects are visible.
 */
export function renderApp(
  element: ReactNode,
  { path = '/', at = path }: { path?: string; at?: string } = {},
) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {element}
            <Where />
          </>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [at] },
  );
  const view = render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );
  return {
    ...view,
    router,
    queryClient,
    location: () => router.state.location.pathname + router.state.location.search,
  };
}
