import { EXTENSION_ID, WEB_SESSION_PORT } from '@pp/contract';

/** The part of `chrome.runtime` a web page gets when an extension lists its origin in `externally_connectable`. */
export interface ExternalPort {
  postMessage: (message: unknown) => void;
  disconnect: () => void;
  onMessage: { addListener: (fn: (message: unknown) => void) => void };
  onDisconnect: { addListener: (fn: () => void) => void };
}
export interface ExternalRuntime {
  connect: (extensionId: string, info: { name: string }) => ExternalPort;
}

/** Our extension's id: pinned by its manifest key; a store build with another id sets VITE_EXTENSION_ID. */
export const extensionId = (): string => import.meta.env.VITE_EXTENSION_ID || EXTENSION_ID;

/** The page's view of chrome.runtime, present only when our (or some) extension allows this origin. */
export function externalRuntime(): ExternalRuntime | null {
  const runtime = (globalThis as { chrome?: { runtime?: Partial<ExternalRuntime> } }).chrome?.runtime;
  return typeof runtime?.connect === 'function' ? (runtime as ExternalRuntime) : null;
}

/**
 * Opens the hand-off port to our extension, by id, so nothing else can be on the other end.
 * Returns null when the extension is not installed (Chrome then reports a disconnect at once).
 */
export function connectToExtension(runtime: ExternalRuntime | null = externalRuntime()): ExternalPort | null {
  if (!runtime) return null;
  try {
    return runtime.connect(extensionId(), { name: WEB_SESSION_PORT });
  } catch {
    return null;
  }
}
