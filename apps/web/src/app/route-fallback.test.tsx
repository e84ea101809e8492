import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from './routes';

afterEach(() => vi.restoreAllMocks());

describe('the route table (issue 24)', () => {
  // A public page and dashboard pages (the issue saw it on every dashboard page).
  it.each(['/faq', '/dashboard', '/dashboard/listings'])(
    "loads %s without React Router's missing HydrateFallback warning",
    async (path) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const router = createMemoryRouter(routes, { initialEntries: [path] });
      const view = render(<RouterProvider router={router} />);
      // The first render happens before the lazy page module has loaded: that is when it warned.
      await waitFor(() => expect(view.container.querySelector('[aria-busy="true"]')).not.toBeNull());
      const warnings = warn.mock.calls.map((c) => String(c[0]));
      expect(warnings.filter((w) => w.includes('HydrateFallback'))).toEqual([]);
      view.unmount();
    },
  );
});
