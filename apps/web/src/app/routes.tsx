import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RootLayout } from './root-layout';

/** Route modules default-export their page; each is its own chunk, so the landing page loads no dashboard code. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** The route table of spec §2 (paths decided in decisions.md where the spec does not show them). */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, lazy: page(() => import('./routes/landing')) },
      { path: 'pricing', lazy: page(() => import('./routes/pricing')) },
      { path: 'contact-us', lazy: page(() => import('./routes/contact-us')) },
      { path: 'faq', lazy: page(() => import('./routes/faq')) },
      { path: 'privacy', lazy: page(() => import('./routes/privacy')) },
      { path: 'terms-of-service', lazy: page(() => import('./routes/terms-of-service')) },
      { path: 'sign-up', lazy: page(() => import('./routes/auth/sign-up')) },
      { path: 'sign-in', lazy: page(() => import('./routes/auth/sign-in')) },
      { path: 'forgot-password', lazy: page(() => import('./routes/auth/reset-password')) },
      { path: 'reset-password', lazy: page(() => import('./routes/auth/reset-password')) },
      { path: 'verify-email/:token', lazy: page(() => import('./routes/auth/verify-email')) },
      { path: 'signup-success', lazy: page(() => import('./routes/auth/signup-success')) },
      { path: 'login-success', lazy: page(() => import('./routes/auth/login-success')) },
      { path: 'payment/success', lazy: page(() => import('./routes/payment/success')) },
      { path: 'payment/cancel', lazy: page(() => import('./routes/payment/cancel')) },
      {
        path: 'dashboard',
        lazy: page(() => import('./routes/dashboard/layout')),
        children: [
          { index: true, lazy: page(() => import('./routes/dashboard/overview')) },
          { path: 'create-reel', lazy: page(() => import('./routes/dashboard/create-reel')) },
          { path: 'pricing', lazy: page(() => import('./routes/dashboard/pricing')) },
          { path: 'profile', lazy: page(() => import('./routes/dashboard/profile')) },
          { path: 'transactions', lazy: page(() => import('./routes/dashboard/transactions')) },
          { path: 'subscriptions', lazy: page(() => import('./routes/dashboard/subscriptions')) },
        ],
      },
      { path: '*', lazy: page(() => import('./routes/not-found')) },
    ],
  },
];
