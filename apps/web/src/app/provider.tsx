import { MESSAGES, TOAST_DURATION_MS } from '@pp/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Toaster } from 'sonner';
import { notify } from '../components/ui/toast';
import { setSessionExpiredHandler } from '../lib/api-client';
import { navigateTo } from '../lib/navigation';

// The extension hand-off is its own chunk: prerendered pages render nothing for it and the landing
// page's first load does not pay for it.
const ExtensionSessionPrompt = lazy(() =>
  import('../features/extension-bridge').then((m) => ({ default: m.ExtensionSessionPrompt })),
);

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Retry network failures once; an answer with a status (401, 404…) is final.
        retry: (count, error) => count < 1 && !(error as { status?: number }).status,
      },
    },
  });
}

/** Spec §4 toasts: 3 s, paused while hovered, bottom centre. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // Mounted only on the client after hydration: a lazy component suspending inside prerendered HTML
  // would make React abandon server rendering of that boundary (error #419).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  useEffect(() => {
    // Spec §8: a failed refresh ends the session with an info toast and a client-side trip to /sign-in.
    setSessionExpiredHandler(() => {
      queryClient.clear();
      notify.info(MESSAGES.sessionExpired, 'session-expired');
      navigateTo('/sign-in');
    });
  }, [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {mounted ? (
        <Suspense fallback={null}>
          <ExtensionSessionPrompt />
        </Suspense>
      ) : null}
      {/* Not `richColors`: its pale tinted toasts fail WCAG contrast; white toasts with coloured icons pass. */}
      <Toaster
        position="bottom-center"
        duration={TOAST_DURATION_MS}
        closeButton
        toastOptions={{
          classNames: {
            toast: 'border-slate-200 text-slate-900 shadow-[var(--shadow-raised)]',
            success: '[&_[data-icon]]:text-green-700',
            error: '[&_[data-icon]]:text-red-700',
            warning: '[&_[data-icon]]:text-amber-700',
            info: '[&_[data-icon]]:text-brand-700',
          },
        }}
      />
    </QueryClientProvider>
  );
}
