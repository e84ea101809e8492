import { PRODUCT_NAME } from '@pp/contract';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';
import { useRouteTitle } from './use-route-title';

/** Every path of the route table with the title its handle gives (null: none). */
function titled(table: RouteObject[], parent = ''): Array<[string, string | null]> {
  return table.flatMap((r) => {
    const path = r.index ? parent : `${parent}/${r.path ?? ''}`.replace(/\/+/g, '/');
    const title = (r.handle as { title?: string } | undefined)?.title ?? null;
    const own: Array<[string, string | null]> = r.children ? [] : [[path || '/', title]];
    return [...own, ...titled(r.children ?? [], path === '/' ? '' : path)];
  });
}

const PRERENDERED = ['/', '/pricing', '/contact-us', '/faq', '/privacy', '/terms-of-service', '/*'];

describe('page titles', () => {
  it('every page that is not prerendered (auth, payment, dashboard) names itself, each differently', () => {
    const pages = titled(routes).filter(([path]) => !PRERENDERED.includes(path));
    expect(pages.length).toBeGreaterThan(12);
    const missing = pages.filter(([, title]) => title === null).map(([path]) => path);
    expect(missing).toEqual([]);
    // /forgot-password and /reset-password are one page; every other title is its own.
    const titles = pages.map(([, title]) => title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const title of titles) expect(title).toMatch(new RegExp(`^[A-Z][\\w ]+ – ${PRODUCT_NAME}$`));
  });

  it('the deepest titled route sets document.title, and a page without one keeps its own', async () => {
    function Layout() {
      useRouteTitle();
      return <Outlet />;
    }
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <Layout />,
          children: [
            { path: 'sign-in', handle: { title: 'Sign In – X' }, element: <p>in</p> },
            { path: 'faq', element: <p>faq</p> },
          ],
        },
      ],
      { initialEntries: ['/sign-in'] },
    );
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(document.title).toBe('Sign In – X'));
    document.title = 'FAQ – X';
    await router.navigate('/faq');
    expect(document.title).toBe('FAQ – X');
  });
});
