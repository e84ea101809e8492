/**
 * React Router keys its saved scroll positions by the history entry's key, and an entry opened by a
 * full page load has none ("default"). Every fresh load then shared one key: leaving /pricing half way
 * down for checkout saved that position under "default", and /payment/success, loaded fresh on the way
 * back, was restored to it (on a phone only the footer showed). A key of its own for the entry means a
 * fresh load finds nothing saved and starts at the top or its anchor; a reload or a return to the same
 * entry still finds its own position.
 */
export function keyHistoryEntry() {
  const state = window.history.state as { key?: unknown; idx?: unknown } | null;
  if (typeof state?.key === 'string' && state.key !== '') return;
  const key = Math.random().toString(36).slice(2, 10);
  window.history.replaceState({ usr: null, idx: 0, ...state, key }, '');
}
