import '../styles/index.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import { routes } from './routes';

async function start() {
  const container = document.getElementById('root')!;
  // Prerendered pages arrive with HTML; resolve their lazy route modules first so hydration matches.
  const prerendered = container.firstElementChild !== null;
  if (prerendered) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async (m) => {
        if (typeof m.route.lazy === 'function') {
          Object.assign(m.route, await m.route.lazy());
          m.route.lazy = undefined;
        }
      }),
    );
  }
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
