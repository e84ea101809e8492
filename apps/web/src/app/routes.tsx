import { PRODUCT_NAME } from '@pp/contract';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RootLayout } from './root-layout';
import { RouteFallback } from './route-fallback';
import type { RouteHandle } from './route-handle';

/** Route modules default-export their page; each is its own chunk, so the landing page loads no dashboard code. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

const title = (name: string): RouteHandle => ({ title: `${name} – ${PRODUCT_NAME}` });

/** The route table of PRODUCT.md §2 (paths decided in decisions.md where the spec does not show them). */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    HydrateFallback: RouteFallback,
    children: [
      { index: true, lazy: page(() => import('./routes/landing')) },
      { path: 'pricing', lazy: page(() => import('./routes/pricing')) },
      { path: 'contact-us', lazy: page(() => import('./routes/contact-us')) },
      { path: 'faq', lazy: page(() => import('./routes/faq')) },
      { path: 'privacy', lazy: page(() => import('./routes/privacy')) },
      { path: 'terms-of-service', lazy: page(() => import('./routes/terms-of-service')) },
      { path: 'sign-up', lazy: page(() => import('./routes/auth/sign-up')), handle: title('Sign Up') },
      { path: 'sign-in', lazy: page(() => import('./routes/auth/sign-in')), handle: title('Sign In') },
      {
        path: 'forgot-password',
        lazy: page(() => import('./routes/auth/reset-password')),
        handle: title('Forgot Password'),
      },
      {
        path: 'reset-password',
        lazy: page(() => import('./routes/auth/reset-password')),
        handle: title('Reset Password'),
      },
      {
        path: 'verify-email/:token',
        lazy: page(() => import('./routes/auth/verify-email')),
        handle: title('Verify Email'),
      },
      {
        path: 'signup-success',
        lazy: page(() => import('./routes/auth/signup-success')),
        handle: title('Welcome'),
      },
      {
        path: 'login-success',
        lazy: page(() => import('./routes/auth/login-success')),
        handle: title('Welcome Back'),
      },
      {
        path: 'payment/success',
        lazy: page(() => import('./routes/payment/success')),
        handle: title('Payment Successful'),
      },
      {
        path: 'payment/cancel',
        lazy: page(() => import('./routes/payment/cancel')),
        handle: title('Payment Cancelled'),
      },
      { path: 'receipts/:id', lazy: page(() => import('./routes/receipt')), handle: title('Receipt') },
      {
        path: 'dashboard',
        lazy: page(() => import('./routes/dashboard/layout')),
        children: [
          {
            index: true,
            lazy: page(() => import('./routes/dashboard/overview')),
            handle: title('Dashboard'),
          },
          {
            path: 'listings',
            lazy: page(() => import('./routes/dashboard/listings')),
            handle: title('My Listings'),
          },
          {
            path: 'listings/:listingId',
            lazy: page(() => import('./routes/dashboard/listing')),
            handle: title('Listing'),
          },
          {
            path: 'create-reel',
            lazy: page(() => import('./routes/dashboard/create-reel')),
            handle: title('Contents'),
          },
          {
            path: 'create-reel/new',
            lazy: page(() => import('./routes/dashboard/new-reel')),
            handle: title('New Reel'),
          },
          {
            path: 'pricing',
            lazy: page(() => import('./routes/dashboard/pricing')),
            handle: title('Buy Credits'),
          },
          {
            path: 'profile',
            lazy: page(() => import('./routes/dashboard/profile')),
            handle: title('Profile'),
          },
          {
            path: 'transactions',
            lazy: page(() => import('./routes/dashboard/transactions')),
            handle: title('Transactions'),
          },
          {
            path: 'subscriptions',
            lazy: page(() => import('./routes/dashboard/subscriptions')),
            handle: title('Subscriptions'),
          },
          {
            path: 'oauth/:platform/callback',
            lazy: page(() => import('./routes/dashboard/oauth-callback')),
            handle: title('Connecting'),
          },
          {
            path: 'listings/:listingId/schedule',
            lazy: page(() => import('./routes/dashboard/schedule-post')),
            handle: title('Schedule a post'),
          },
          {
            path: 'operator/health',
            lazy: page(() => import('./routes/dashboard/operator-health')),
            handle: title('Extraction health'),
          },
          {
            path: 'operator',
            lazy: page(() => import('./routes/dashboard/operator-console')),
            handle: title('Operator console'),
          },
          {
            path: 'operator/users/:userId',
            lazy: page(() => import('./routes/dashboard/operator-account')),
            handle: title('Account'),
          },
          {
            path: 'operator/queues',
            lazy: page(() => import('./routes/dashboard/operator-queues')),
            handle: title('Queues'),
          },
          {
            path: 'operator/webhooks',
            lazy: page(() => import('./routes/dashboard/operator-webhooks')),
            handle: title('Stripe events'),
          },
          {
            path: 'operator/account-failures',
            lazy: page(() => import('./routes/dashboard/operator-account-failures')),
            handle: title('Account failures'),
          },
          {
            path: 'operator/audit',
            lazy: page(() => import('./routes/dashboard/operator-audit')),
            handle: title('Audit log'),
          },
        ],
      },
      { path: '*', lazy: page(() => import('./routes/not-found')) },
    ],
  },
];
