/** What the hand-off needs to know of a web app port: the tab (and window) it came from. */
export interface PortTab {
  sender?: { tab?: { id?: number; windowId?: number } };
}

/**
 * Which signed-in web app tab to ask for a session (issue 24): the one the agent is looking at (the
 * active tab of the focused window) when it is the web app, else the newest one, which the caller
 * brings to the front, so the question never waits unseen in an old background tab.
 */
export function pickWebPort<P extends PortTab>(
  ports: Iterable<P>,
  activeTabId: number | undefined,
): { port: P; inView: boolean } | null {
  let newest: P | null = null;
  for (const port of ports) {
    if (activeTabId !== undefined && port.sender?.tab?.id === activeTabId) return { port, inView: true };
    newest = port;
  }
  return newest ? { port: newest, inView: false } : null;
}
