import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from '../src/app/provider';
import { routes } from '../src/app/routes';

export { headTags, NOT_FOUND_META, PUBLIC_PAGES } from '../src/features/marketing';

/**
 * Server render of one public page, built by `vite build --ssr` and driven by prerender.ts.
 * Same tree as main.tsx (StrictMode > AppProvider > router) so hydration matches; storage is
 * never read here, pages read it after mount.
 */
export async function render(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.local${path}`));
  if (context instanceof Response)
    throw new Error(`Prerendering ${path} answered a redirect or error response`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
}
