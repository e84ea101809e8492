import { toast } from 'sonner';

/**
 * The app's toasts (sonner, configured in app/provider.tsx: 3 s, pause on hover, bottom centre).
 * `once` keys a toast so StrictMode double effects or repeated redirects show it a single time.
 */
export const notify = {
  success: (message: string, once?: string) => toast.success(message, once ? { id: once } : undefined),
  error: (message: string, once?: string) => toast.error(message, once ? { id: once } : undefined),
  info: (message: string, once?: string) => toast.info(message, once ? { id: once } : undefined),
};
